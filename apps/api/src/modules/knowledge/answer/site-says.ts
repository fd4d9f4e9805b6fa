import type { Db } from '../../../db/database';
import { searchKnowledge } from '../index/knowledge-index';

/**
 * Whether the knowledge says something at all — jobs on offer, a price rise — as a gate on questions
 * that no other fact answers. Each search is eight words at most (the search reads the first eight),
 * and a unit found counts only where its title or text says it in the pattern's words.
 */
export async function siteSays(db: Db, organizationId: number, searches: readonly string[], says: RegExp): Promise<boolean> {
  for (const words of searches) {
    const found = await searchKnowledge(db, organizationId, words, 8);
    if (found.some((chunk) => says.test(`${chunk.title} ${chunk.content}`))) return true;
  }
  return false;
}
