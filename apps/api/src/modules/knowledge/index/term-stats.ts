import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { executePrepared } from '../../../db/prepared';
import { quote, VOCABULARY_TTL_MS, type Fragment } from './knowledge-index';

/* How many of an organization's chunks hold each word of a question: the weights of its words. */

export interface TermStat {
  term: string;
  /** Chunks holding the term, counted up to COUNT_CAP (rarer is all the ranking needs to know); null for a word the index never keeps ("up", "the"). */
  chunks: number | null;
}

/** Counting further only costs time: a word in 30 chunks is common enough to weigh little. */
const COUNT_CAP = 30;
const totals = new WeakMap<Db, Map<number, { at: number; total: number }>>();

/**
 * What a process knows of an organization's knowledge at one version: its chunk count and the
 * counts of the words asked so far, each as the promise of its query, so the visitors who ask at
 * once about the same words wait for one query instead of sending one each.
 */
interface KnownCounts {
  version: number;
  total: Promise<number> | null;
  /** By `w:word` or `p:pair`. */
  counts: Map<string, Promise<number | null>>;
}
const knownCounts = new WeakMap<Db, Map<number, KnownCounts>>();
/** Bounds (at most 400,000 counts a process): visitors type many words, and a process may serve many organizations. */
const MAX_KNOWN_TERMS = 2_000;
const MAX_KNOWN_ORGANIZATIONS = 200;

/**
 * The counts remembered for the organization at `version` (its `knowledge_version`, read with the
 * widget key): a new version starts afresh, and a reader of an older version than the one known
 * (it read its key before a change) gets nothing remembered.
 */
function countsAt(db: Db, organizationId: number, version: number): KnownCounts | null {
  let forDb = knownCounts.get(db);
  if (!forDb) knownCounts.set(db, (forDb = new Map<number, KnownCounts>()));
  const known = forDb.get(organizationId);
  if (known && known.version > version) return null;
  if (known && known.version === version && known.counts.size < MAX_KNOWN_TERMS) return known;
  if (forDb.size >= MAX_KNOWN_ORGANIZATIONS) forDb.clear();
  const fresh: KnownCounts = { version, total: null, counts: new Map() };
  forDb.set(organizationId, fresh);
  return fresh;
}

interface CountedItem {
  term: string;
  key: string;
  query: Fragment;
}

/** One round trip: the chunks holding each item (up to COUNT_CAP; null for a word the index never keeps), and the total unless it is `known`. */
async function countChunks(
  db: Db,
  organizationId: number,
  items: CountedItem[],
  known: number | null,
): Promise<{ total: number; counts: Map<string, number | null> }> {
  const counts = items.map(
    (item) =>
      sql`(SELECT CASE WHEN ${item.query}::text = '' THEN NULL ELSE (SELECT count(*)::int FROM (SELECT 1 FROM knowledge_chunks c WHERE c.organization_id = ${organizationId} AND c.tsv @@ ${item.query} LIMIT ${COUNT_CAP}) m) END)`,
  );
  const columns = counts.map((count, i) => sql`, ${count} AS ${sql.raw(`t${i}`)}`);
  const total = known === null ? sql`(SELECT count(*)::int FROM knowledge_chunks WHERE organization_id = ${organizationId})` : sql`${known}::int`;
  const result = await executePrepared<Record<string, number | null>>(db, sql`SELECT ${total} AS total${sql.join(columns, sql``)}`, 'term_stats');
  const row = result.rows[0] ?? {};
  const value = (i: number) => (row[`t${i}`] === null || row[`t${i}`] === undefined ? null : Number(row[`t${i}`]));
  return { total: Number(row.total ?? 0), counts: new Map(items.map((item, i) => [item.key, value(i)])) };
}

/**
 * How many of the organization's chunks hold each word (English words stemmed as indexed; CJK
 * pairs as they are), and how many chunks there are. One round trip; each count stops at
 * COUNT_CAP. With `version` (the organization's `knowledge_version`, read in the same request) the
 * counts are remembered for that version, so a word asked about before costs no query until the
 * knowledge changes; without it the total is counted once a minute per process (it only scales
 * the weights).
 */
export async function termStats(
  db: Db,
  organizationId: number,
  words: string[],
  pairs: string[],
  version?: number,
): Promise<{ total: number; stats: TermStat[] }> {
  const items: CountedItem[] = [
    // A phrase ("dodatkowy kierowca") is counted where its words stand side by side.
    ...words.map((w) => ({ term: w, key: `w:${w}`, query: w.includes(' ') ? sql`phraseto_tsquery('english', ${w})` : sql`plainto_tsquery('english', ${w})` })),
    ...pairs.map((p) => ({ term: p, key: `p:${p}`, query: sql`${quote(p)}::tsquery` })),
  ];
  const known = version === undefined ? null : countsAt(db, organizationId, version);
  if (known) {
    const asked = [...new Map(items.filter((item) => !known.counts.has(item.key)).map((item) => [item.key, item])).values()];
    if (asked.length > 0 || known.total === null) {
      const read = countChunks(db, organizationId, asked, null);
      known.total ??= read.then((r) => r.total);
      for (const item of asked)
        known.counts.set(
          item.key,
          read.then((r) => r.counts.get(item.key) ?? null),
        );
      // A failed count is not remembered: the next question asks again.
      read.catch(() => {
        if (knownCounts.get(db)?.get(organizationId) !== known) return;
        known.total = null;
        for (const item of asked) known.counts.delete(item.key);
      });
    }
    const [total, counts] = await Promise.all([known.total, Promise.all(items.map((item) => known.counts.get(item.key)!))]);
    return { total, stats: items.map((item, i) => ({ term: item.term, chunks: counts[i]! })) };
  }
  const forDb = totals.get(db) ?? new Map<number, { at: number; total: number }>();
  totals.set(db, forDb);
  const timed = forDb.get(organizationId);
  const fresh = timed && Date.now() - timed.at < VOCABULARY_TTL_MS ? timed.total : null;
  const read = await countChunks(db, organizationId, items, fresh);
  const total = fresh ?? read.total;
  // An empty knowledge base is counted again every time: the first crawl must show at once.
  if (fresh === null && total > 0) forDb.set(organizationId, { at: Date.now(), total });
  return { total, stats: items.map((item) => ({ term: item.term, chunks: read.counts.get(item.key) ?? null })) };
}
