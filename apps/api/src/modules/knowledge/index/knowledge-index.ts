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

/**
 * Full-text search within one organization. The question's words are OR-ed (a spoken question
 * rarely contains every word of the answer) and ranked by cover density.
 */
export async function searchKnowledge(db: Db, organizationId: number, question: string, limit = 5): Promise<RetrievedChunk[]> {
  const trimmed = question.slice(0, 1000);
  const rows = await db.execute<{ id: number; source_type: SourceType; source_id: number; title: string; content: string; url: string | null; rank: number }>(sql`
    SELECT c.id, c.source_type, c.source_id, c.title, c.content, c.url, ts_rank_cd(c.tsv, q.query) AS rank
    FROM knowledge_chunks c,
         (SELECT to_tsquery('english', replace(plainto_tsquery('english', ${trimmed})::text, '&', '|')) AS query) q
    WHERE c.organization_id = ${organizationId} AND q.query::text <> '' AND c.tsv @@ q.query
    ORDER BY rank DESC, c.id
    LIMIT ${limit}
  `);
  return rows.rows.map((row) => ({
    id: row.id,
    sourceType: row.source_type,
    sourceId: row.source_id,
    title: row.title,
    content: row.content,
    url: row.url,
    rank: Number(row.rank),
  }));
}
