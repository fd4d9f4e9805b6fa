import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { knowledgeChunks } from '../../../db/schema';
import { chunkText } from './chunk';

export type SourceType = (typeof knowledgeChunks.$inferSelect)['sourceType'];

export interface IndexedSource {
  organizationId: number;
  sourceType: SourceType;
  sourceId: number;
  title: string;
  content: string;
  url?: string | null;
}

/** Replaces a source's chunks: edits and re-crawls never leave stale text behind. */
export async function indexSource(db: Db, source: IndexedSource): Promise<number> {
  await removeSource(db, source.organizationId, source.sourceType, source.sourceId);
  const chunks = chunkText(source.content);
  if (chunks.length === 0) return 0;
  await db.insert(knowledgeChunks).values(
    chunks.map((content) => ({
      organizationId: source.organizationId,
      sourceType: source.sourceType,
      sourceId: source.sourceId,
      title: source.title.slice(0, 300),
      content,
      url: source.url ?? null,
    })),
  );
  return chunks.length;
}

export async function removeSource(db: Db, organizationId: number, sourceType: SourceType, sourceId: number) {
  await db
    .delete(knowledgeChunks)
    .where(and(eq(knowledgeChunks.organizationId, organizationId), eq(knowledgeChunks.sourceType, sourceType), eq(knowledgeChunks.sourceId, sourceId)));
}

export interface RetrievedChunk {
  id: number;
  sourceType: SourceType;
  sourceId: number;
  title: string;
  content: string;
  url: string | null;
  rank: number;
}

type ChunkRow = { id: number; source_type: SourceType; source_id: number; title: string; content: string; url: string | null; rank: number };

async function rankedMatches(db: Db, organizationId: number, query: ReturnType<typeof sql>, limit: number): Promise<ChunkRow[]> {
  const result = await db.execute<ChunkRow>(sql`
    SELECT c.id, c.source_type, c.source_id, c.title, c.content, c.url, ts_rank_cd(c.tsv, q.query) AS rank
    FROM knowledge_chunks c, (SELECT ${query} AS query) q
    WHERE c.organization_id = ${organizationId} AND q.query::text <> '' AND c.tsv @@ q.query
    ORDER BY rank DESC, c.id
    LIMIT ${limit}
  `);
  return result.rows;
}

const MAX_TERMS = 8;

/** The question's search terms after stemming and stop words, as tsquery lexemes. */
async function lexemes(db: Db, question: string): Promise<string[]> {
  const result = await db.execute<{ query: string }>(sql`SELECT plainto_tsquery('english', ${question})::text AS query`);
  const found = [...(result.rows[0]?.query ?? '').matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!);
  return [...new Set(found)].slice(0, MAX_TERMS);
}

const quote = (lexeme: string) => `'${lexeme}'`;

/**
 * Full-text search within one organization, in widening steps so that few rows are ranked even
 * on a large knowledge base: chunks with every word of the question; then chunks sharing any two
 * of its words; then any one word (a spoken question rarely contains every word of the answer).
 */
export async function searchKnowledge(db: Db, organizationId: number, question: string, limit = 5): Promise<RetrievedChunk[]> {
  const terms = await lexemes(db, question.slice(0, 1000));
  if (terms.length === 0) return [];
  const pairs = terms.flatMap((a, i) => terms.slice(i + 1).map((b) => `(${quote(a)} & ${quote(b)})`));
  const steps = [terms.map(quote).join(' & '), ...(terms.length > 2 ? [pairs.join(' | ')] : []), ...(terms.length > 1 ? [terms.map(quote).join(' | ')] : [])];
  const rows: ChunkRow[] = [];
  for (const step of steps) {
    if (rows.length >= limit) break;
    const found = await rankedMatches(db, organizationId, sql`to_tsquery('english', ${step})`, limit + rows.length);
    rows.push(...found.filter((row) => !rows.some((kept) => kept.id === row.id)));
  }
  return rows.slice(0, limit).map((row) => ({
    id: row.id,
    sourceType: row.source_type,
    sourceId: row.source_id,
    title: row.title,
    content: row.content,
    url: row.url,
    rank: Number(row.rank),
  }));
}
