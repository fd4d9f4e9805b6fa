import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { preparedText } from '../../../db/prepared';
import { knowledgeChunks } from '../../../db/schema';
import { chunkText } from './chunk';
import { toVectorLiteral, type Embedder } from './embeddings';

/**
 * The process's embeddings provider, when one is configured and the database has pgvector. Set
 * once at start-up, like the logger; without it retrieval is full-text only.
 */
let vectorIndex: Embedder | null = null;
export function setVectorIndex(embedder: Embedder | null) {
  vectorIndex = embedder;
}

export type SourceType = (typeof knowledgeChunks.$inferSelect)['sourceType'];

export interface IndexedSource {
  organizationId: number;
  sourceType: SourceType;
  sourceId: number;
  title: string;
  content: string;
  url?: string | null;
  /**
   * The chunks, when the caller has cut the content into facts itself (pages, documents). Those
   * already in the organization's knowledge (a footer on every page) are not indexed again.
   */
  units?: string[];
}

/** Replaces a source's chunks: edits and re-crawls never leave stale text behind. */
export async function indexSource(db: Db, source: IndexedSource): Promise<number> {
  await removeSource(db, source.organizationId, source.sourceType, source.sourceId);
  return appendToSource(db, source, source.units ?? chunkText(source.content), { dedupe: source.units !== undefined });
}

/** Rows per INSERT: 6 columns each, well under PostgreSQL's 65,535 parameters per statement. */
export const INSERT_BATCH = 500;

/** Lets other requests run between the statements of a long indexing job. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Adds chunks to a source without removing what it has: a long document is indexed slice by slice
 * this way, in batches, so no statement exceeds the parameter limit and the event loop stays free.
 * With `dedupe`, units the organization already holds word for word are skipped.
 */
export async function appendToSource(
  db: Db,
  source: Omit<IndexedSource, 'content' | 'units'>,
  pieces: string[],
  options: { dedupe: boolean },
): Promise<number> {
  const chunks = options.dedupe ? await withoutKnown(db, source.organizationId, pieces) : pieces;
  for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
    const batch = chunks.slice(start, start + INSERT_BATCH);
    const inserted = await db
      .insert(knowledgeChunks)
      .values(
        batch.map((content) => ({
          organizationId: source.organizationId,
          sourceType: source.sourceType,
          sourceId: source.sourceId,
          title: source.title.slice(0, 300),
          content,
          url: source.url ?? null,
        })),
      )
      .returning({ id: knowledgeChunks.id });
    if (vectorIndex)
      await embedChunks(
        db,
        vectorIndex,
        source,
        inserted.map((row) => row.id),
        batch,
      );
    if (start + INSERT_BATCH < chunks.length) await yieldToEventLoop();
  }
  return chunks.length;
}

/** Drops repeats within the list and units the organization's knowledge already holds word for word. */
async function withoutKnown(db: Db, organizationId: number, units: string[]): Promise<string[]> {
  const unique = [...new Set(units.filter((unit) => unit.trim() !== ''))];
  if (unique.length === 0) return [];
  const seen = new Set<string>();
  // In slices: a long document has thousands of units, more than one statement's parameters allow.
  // Looked up by the content's hash (an index, migration 0011), then compared in full.
  for (let start = 0; start < unique.length; start += 1000) {
    const slice = unique.slice(start, start + 1000);
    const hashes = slice.map((unit) => createHash('md5').update(unit, 'utf8').digest('hex'));
    const known = await db
      .select({ content: knowledgeChunks.content })
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.organizationId, organizationId), inArray(sql`md5(${knowledgeChunks.content})`, hashes)));
    for (const row of known) seen.add(row.content);
  }
  return unique.filter((unit) => !seen.has(unit));
}

/** A provider outage must not lose knowledge: the chunks stay searchable by full text. */
async function embedChunks(db: Db, embedder: Embedder, source: Pick<IndexedSource, 'title' | 'organizationId'>, ids: number[], chunks: string[]) {
  try {
    const vectors = await embedder.embed(chunks.map((chunk) => `${source.title}\n${chunk}`));
    const rows = ids.map((id, i) => sql`(${id}, ${source.organizationId}, ${toVectorLiteral(vectors[i]!)}::vector)`);
    await db.execute(
      sql`INSERT INTO chunk_embeddings (chunk_id, organization_id, embedding) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT (chunk_id) DO NOTHING`,
    );
  } catch (error) {
    console.warn('Embedding failed; the chunks stay searchable by full text', error);
  }
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

const toRetrievedChunk = (row: ChunkRow): RetrievedChunk => ({
  id: row.id,
  sourceType: row.source_type,
  sourceId: row.source_id,
  title: row.title,
  content: row.content,
  url: row.url,
  rank: Number(row.rank),
});

/**
 * Ranks at most this many matching chunks per step. Ranking reads every match's word positions,
 * so a step that matches hundreds of chunks (common words) cost 20–30 ms over 10,000 chunks; with
 * the cap the search is ~10 ms. The trade: past the cap, which matches get ranked is arbitrary,
 * and only questions whose every word hundreds of chunks share are affected.
 */
const MAX_RANKED = 200;

const MAX_TERMS = 8;

/** Runs of Chinese, Japanese or Korean script: the ranges `parley_cjk_bigrams` (migration 0009) indexes. */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/g;

/** Overlapping character pairs of the CJK text, as indexed; a lone character stands for itself. */
export function cjkBigrams(text: string): string[] {
  return (text.match(CJK_RUN) ?? []).flatMap((run) => {
    const chars = [...run];
    return chars.length === 1 ? chars : chars.slice(0, -1).map((char, i) => char + chars[i + 1]);
  });
}

/**
 * The pairs a search looks for: Japanese grammar written in kana alone ("です", "ます", "って") is on
 * every page and would take the search's few places from the words that ask ("髪飾", "ヘア").
 * Katakana names stay ("ヘア"); a question of kana alone keeps its pairs.
 */
function searchPairs(text: string): string[] {
  const pairs = [...new Set(cjkBigrams(text))];
  const said = pairs.filter((pair) => !/^[\u3040-\u309f]+$/.test(pair));
  return said.length ? said : pairs;
}

export const quote = (lexeme: string) => `'${lexeme}'`;

/** A lexeme in a tsquery's text (`'ship' & 'canada'`; a quote inside one is doubled). */
const LEXEME = "'((?:[^']|'')+)'";

export type Fragment = ReturnType<typeof sql>;

/**
 * The search statement (below), built once: its values are placeholders (`words`, `pairs`,
 * `after`, `organizationId`, `limit`), so a question costs no SQL building. Two shapes: with the question's
 * CJK character pairs, or without.
 */
function searchStatement(withPairs: boolean) {
  const p = sql.placeholder;
  const organizationId = p('organizationId');
  const limit = sql`${p('limit')}::int`;
  const words = sql`plainto_tsquery('english', ${p('words')})`;
  // The words before the first CJK text, its pairs, then the words after: the first MAX_TERMS are the question's first.
  const query = withPairs ? sql`(${words} && ${p('pairs')}::tsquery && plainto_tsquery('english', ${p('after')}))` : words;
  /** A wider step: `step` the tsquery (null when there is none), `found` how many the steps before it kept, `before` their chunks. */
  const widened = (step: Fragment, found: Fragment, before: Fragment) => sql`
    SELECT r.* FROM (
      SELECT c.id, c.source_type, c.source_id, c.title, c.content, c.url, ts_rank_cd(c.tsv, (${step})) AS rank
      FROM (
        SELECT c.* FROM knowledge_chunks c
        WHERE c.organization_id = ${organizationId} AND (${step})::text <> '' AND c.tsv @@ (${step})
        LIMIT ${MAX_RANKED}
      ) c
      WHERE (${found}) < ${limit}
      ORDER BY rank DESC, c.id
      LIMIT ${limit} + (${found})
    ) r
    WHERE r.id NOT IN (${before})`;
  return preparedText(
    'search_knowledge',
    () => sql`
    WITH q AS (SELECT ${query} AS query),
    t AS (
      SELECT m.lexeme, m.n FROM (
        SELECT r.m[1] AS lexeme, min(r.n) AS n FROM q, regexp_matches(q.query::text, ${LEXEME}, 'g') WITH ORDINALITY AS r(m, n) GROUP BY r.m[1]
      ) m
      ORDER BY m.n LIMIT ${MAX_TERMS}
    ),
    steps AS (
      SELECT
        CASE WHEN (SELECT count(*) FROM t) > 2 THEN (
          SELECT string_agg('(''' || a.lexeme || ''' & ''' || b.lexeme || ''')', ' | ' ORDER BY a.n, b.n) FROM t a JOIN t b ON b.n > a.n
        )::tsquery END AS pairs,
        CASE WHEN (SELECT count(*) FROM t) > 1 THEN (SELECT string_agg('''' || t.lexeme || '''', ' | ' ORDER BY t.n) FROM t)::tsquery END AS any_word
    ),
    s1 AS (
      SELECT c.id, c.source_type, c.source_id, c.title, c.content, c.url, ts_rank_cd(c.tsv, q.query) AS rank
      FROM (
        SELECT c.* FROM knowledge_chunks c, q
        WHERE c.organization_id = ${organizationId} AND q.query::text <> '' AND c.tsv @@ q.query
        LIMIT ${MAX_RANKED}
      ) c, q
      ORDER BY rank DESC, c.id
      LIMIT ${limit}
    ),
    s2 AS (${widened(sql`SELECT pairs FROM steps`, sql`SELECT count(*) FROM s1`, sql`SELECT id FROM s1`)}),
    s3 AS (${widened(
      sql`SELECT any_word FROM steps`,
      sql`SELECT (SELECT count(*) FROM s1) + (SELECT count(*) FROM s2)`,
      sql`SELECT id FROM s1 UNION ALL SELECT id FROM s2`,
    )})
    SELECT 1 AS step, * FROM s1 UNION ALL SELECT 2, * FROM s2 UNION ALL SELECT 3, * FROM s3
    ORDER BY step, rank DESC, id
  `,
  );
}
const searchWords = searchStatement(false);
const searchWithPairs = searchStatement(true);

/**
 * Full-text search within one organization, in widening steps so that few rows are ranked even
 * on a large knowledge base: chunks with every word of the question; then chunks sharing any two
 * of its words; then any one word (a spoken question rarely contains every word of the answer).
 *
 * One round trip (it was one a step, three on most widget questions: scripts/bench-concurrency.ts).
 * The question's search terms (English words after stemming and stop words, and CJK character
 * pairs, as tsquery lexemes; the first MAX_TERMS) are read from its tsquery within the statement,
 * and a wider step runs only while the steps before it found fewer than `limit` chunks (a one-time
 * filter): it ranks `limit` more than were found, and keeps the chunks not found yet.
 */
export async function searchKnowledge(db: Db, organizationId: number, question: string, limit = 5): Promise<RetrievedChunk[]> {
  const text = question.slice(0, 1000);
  const pairs = searchPairs(text);
  const search = pairs.length ? searchWithPairs : searchWords;
  // Slashes are spaces, as the index reads them (migration 0028): "£32/week" asks for "week"; so is a
  // hyphen before digits (migration 0029): "AS-580" asks for "580", not the minus number '-580'.
  const latin = (part: string) =>
    part
      .replace(CJK_RUN, ' ')
      .replace(/\//g, ' ')
      .replace(/(?<=[\p{L}\p{N}])-(?=\d)/gu, ' ');
  const firstPair = pairs.length ? text.search(CJK_RUN) : text.length;
  const result = await search<ChunkRow & { step: number }>(db, {
    words: latin(text.slice(0, firstPair)),
    after: latin(text.slice(firstPair)),
    pairs: pairs.map(quote).join(' & '),
    organizationId,
    limit,
  });
  const rows: ChunkRow[] = result.rows.map(({ step: _step, ...row }) => row);
  const fused = vectorIndex ? fuse(rows, await nearestChunks(db, vectorIndex, organizationId, question, limit), limit) : rows.slice(0, limit);
  return fused.map(toRetrievedChunk);
}

/** Whether retrieval can also search by meaning (an embeddings provider and pgvector). */
export const searchesByMeaning = () => vectorIndex !== null;

/** The chunks nearest the text in meaning, with their cosine similarity as `rank`; empty without embeddings. */
export async function nearestByMeaning(db: Db, organizationId: number, text: string, limit = 5): Promise<RetrievedChunk[]> {
  if (!vectorIndex) return [];
  const rows = await nearestChunks(db, vectorIndex, organizationId, text, limit);
  return rows.map(toRetrievedChunk);
}

async function nearestChunks(db: Db, embedder: Embedder, organizationId: number, question: string, limit: number): Promise<ChunkRow[]> {
  try {
    const [vector] = await embedder.embed([question]);
    const literal = toVectorLiteral(vector!);
    const result = await db.execute<ChunkRow>(sql`
      SELECT c.id, c.source_type, c.source_id, c.title, c.content, c.url, 1 - (e.embedding <=> ${literal}::vector) AS rank
      FROM chunk_embeddings e JOIN knowledge_chunks c ON c.id = e.chunk_id
      WHERE e.organization_id = ${organizationId}
      ORDER BY e.embedding <=> ${literal}::vector
      LIMIT ${limit}`);
    return result.rows;
  } catch (error) {
    console.warn('Vector search failed; answering from full-text search', error);
    return [];
  }
}

/** Reciprocal rank fusion: a chunk high in either list, or in both, comes first. */
function fuse(textRows: ChunkRow[], vectorRows: ChunkRow[], limit: number): ChunkRow[] {
  const scores = new Map<number, { row: ChunkRow; score: number }>();
  for (const list of [textRows, vectorRows]) {
    list.forEach((row, index) => {
      const entry = scores.get(row.id) ?? { row, score: 0 };
      entry.score += 1 / (60 + index);
      scores.set(row.id, entry);
    });
  }
  return [...scores.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.row);
}

export const VOCABULARY_TTL_MS = 60_000;
const vocabularies = new WeakMap<Db, Map<number, { at: number; words: Promise<string[]> }>>();

/** The most words `vocabulary` reads, the commonest first. */
const VOCABULARY_WORDS = 20_000;

/**
 * The organization's indexed words, to correct a visitor's typo against. Read only when a word of
 * a question is nowhere in the knowledge, and kept a minute per process (a stale list only means a
 * brand-new word is not yet a correction).
 */

export function vocabulary(db: Db, organizationId: number): Promise<string[]> {
  const forDb = vocabularies.get(db) ?? new Map<number, { at: number; words: Promise<string[]> }>();
  vocabularies.set(db, forDb);
  const cached = forDb.get(organizationId);
  if (cached && Date.now() - cached.at < VOCABULARY_TTL_MS) return cached.words;
  const words = db
    .execute<{ word: string }>(
      sql`SELECT word FROM ts_stat(${`SELECT tsv FROM knowledge_chunks WHERE organization_id = ${Number(organizationId)}`}) WHERE length(word) >= 3 ORDER BY ndoc DESC LIMIT ${VOCABULARY_WORDS}`,
    )
    .then((result) => result.rows.map((row) => row.word));
  words.catch(() => forDb.delete(organizationId));
  if (forDb.size > 500) forDb.clear();
  forDb.set(organizationId, { at: Date.now(), words });
  return words;
}
