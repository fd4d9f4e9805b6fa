import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { organizations } from '../../../db/schema';
import { testDatabases } from '../../../test-databases';
import { appendToSource, cjkBigrams, indexSource, removeSource, searchKnowledge } from './knowledge-index';
import { termStats } from './term-stats';

describe('cjkBigrams', () => {
  it('pairs the characters of Chinese, Japanese and Korean runs and leaves other text alone', () => {
    expect(cjkBigrams('送料は無料? ship 店')).toEqual(['送料', '料は', 'は無', '無料', '店']);
    expect(cjkBigrams('Do you ship?')).toEqual([]);
  });
});

describe.each(testDatabases())('full-text knowledge search on $name', ({ open }) => {
  let database: Database;
  let organizationId: number;
  beforeAll(async () => {
    database = await open();
    const [org] = await database.db
      .insert(organizations)
      .values({ subId: `org_${randomUUID()}`, name: 'Search Co', websiteUrl: 'https://search.example' })
      .returning();
    organizationId = org!.id;
    const faq = (sourceId: number, question: string, answer: string) =>
      indexSource(database.db, { organizationId, sourceType: 'faq', sourceId, title: question, content: `${question}\n${answer}` });
    await faq(1, 'Do you ship internationally?', 'We ship to 40 countries from our warehouse.');
    await faq(2, '送料はいくらですか？', '5000円以上のご注文で送料無料です。');
    await faq(3, '退货政策是什么？', '30天内免费退货。');
    await faq(4, 'What is your return policy?', 'Returns are free within 30 days.');
    await faq(5, 'Tanzkreis', 'pro Paar, € 76 /Monat');
    await faq(6, 'CCM Tacks AS-580', 'Junior, Intermediate and Senior sizes.');
  });
  afterAll(async () => {
    await database.close();
  });

  const version = async () =>
    (await database.db.select({ v: organizations.knowledgeVersion }).from(organizations).where(eq(organizations.id, organizationId)))[0]!.v;

  it('moves the knowledge version with every change to the chunks, and remembers word counts only at the version they were read at', async () => {
    const before = await version();
    const counted = (stats: { stats: { term: string; chunks: number | null }[] }) => stats.stats.map((s) => s.chunks);
    expect(counted(await termStats(database.db, organizationId, ['kayak'], [], before))).toEqual([0]);

    await indexSource(database.db, {
      organizationId,
      sourceType: 'faq',
      sourceId: 90,
      title: 'Kayaks?',
      content: 'Do you rent kayaks?\nYes, kayaks by the day.',
    });
    const added = await version();
    expect(added).toBeGreaterThan(before);
    // At the version it was read at, the count is remembered (no query: the new chunk is not seen)…
    expect(counted(await termStats(database.db, organizationId, ['kayak'], [], before))).toEqual([0]);
    // …and at the new one it is counted again, with the total.
    const now = await termStats(database.db, organizationId, ['kayak', 'ship'], [], added);
    expect(counted(now)).toEqual([1, 1]);
    expect(now.total).toBe(
      (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM knowledge_chunks WHERE organization_id = ${organizationId}`)).rows[0]!.n,
    );
    // A reader of an older version after a newer one was read is answered from the database, not from memory.
    expect(counted(await termStats(database.db, organizationId, ['kayak'], [], before))).toEqual([1]);

    await removeSource(database.db, organizationId, 'faq', 90);
    const removed = await version();
    expect(removed).toBeGreaterThan(added);
    expect(counted(await termStats(database.db, organizationId, ['kayak'], [], removed))).toEqual([0]);
  });

  it('asks the database once for the words many visitors ask about at once', async () => {
    let queries = 0;
    const session = database.db._.session;
    const countingSession = new Proxy(session, {
      get: (target, key) =>
        key === 'prepareQuery'
          ? (...args: Parameters<typeof session.prepareQuery>) => {
              queries += 1;
              return target.prepareQuery(...args);
            }
          : (Reflect.get(target, key) as unknown),
    });
    const db = new Proxy(database.db, {
      get: (target, key) => (key === '_' ? { ...target._, session: countingSession } : (Reflect.get(target, key) as unknown)),
    });
    const at = await version();
    const all = await Promise.all(Array.from({ length: 20 }, () => termStats(db, organizationId, ['ship', 'return'], [], at)));
    expect(new Set(all.map((stats) => JSON.stringify(stats))).size).toBe(1);
    expect(all[0]!.stats.map((s) => s.chunks)).toEqual([1, 1]);
    expect(queries).toBe(1);
    await termStats(db, organizationId, ['ship', 'policy'], [], at);
    expect(queries).toBe(2); // only "policy" was new
  });

  const top = async (question: string) => (await searchKnowledge(database.db, organizationId, question, 3))[0]?.title;

  it('finds English by stemmed words, even when not every word of the question is there', async () => {
    expect(await top('shipping to other countries?')).toBe('Do you ship internationally?');
    expect(await top('can I return these boots?')).toBe('What is your return policy?');
  });

  it('finds a word written after a slash ("€ 76 /Monat", "£32/week")', async () => {
    expect(await top('Was kostet es im Monat?')).toBe('Tanzkreis');
  });

  it('finds a number written after a hyphen ("AS-580"), which PostgreSQL would read as a minus number', async () => {
    expect(await top('How much is the 580?')).toBe('CCM Tacks AS-580');
    expect(await top('Price of the AS-580?')).toBe('CCM Tacks AS-580');
  });

  it('finds Japanese and Chinese, which have no spaces between words', async () => {
    expect(await top('送料は無料になりますか')).toBe('送料はいくらですか？');
    expect(await top('可以退货吗')).toBe('退货政策是什么？');
  });

  it("looks for a CJK question's own pairs before the words of the kind of fact the answerer adds after them", async () => {
    // The search reads its first eight terms: ten words after the pair would leave it out.
    expect(await top('退货 price prices cost costs fee preis preise prix precio tarif')).toBe('退货政策是什么？');
    expect(await top('送料 です ます すか price prices cost costs fee preis preise prix precio')).toBe('送料はいくらですか？');
  });

  it('finds nothing rather than anything for a question the knowledge does not hold', async () => {
    expect(await searchKnowledge(database.db, organizationId, 'Do you sell bicycles?', 3)).toEqual([]);
  });

  it('reads a few pages for a selective search right after a crawl adds thousands of chunks', async () => {
    // A GIN index appends new rows to a pending list that every search reads in full until it is
    // merged; PGlite never vacuums. With PostgreSQL's default 4 MB list this search read all ~500
    // pages of the 2,000 new chunks (migration 0021).
    const words = 'amber basalt cobalt dune ember fjord granite harbor indigo jasper'.split(' ');
    const chunks = Array.from({ length: 2000 }, (_, i) =>
      Array.from({ length: 60 }, (_, j) => `${words[(i * 7 + j * 3) % words.length]}${(i + j * 13) % 400}`).join(' '),
    );
    await appendToSource(database.db, { organizationId, sourceType: 'page', sourceId: 99, title: 'Field guide', url: null }, chunks, { dedupe: false });
    await database.db.execute(sql`ANALYZE knowledge_chunks`);
    expect(await top('Do you ship internationally?')).toBe('Do you ship internationally?');
    const plan = await database.db.execute<{ 'QUERY PLAN': unknown }>(
      sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT id FROM knowledge_chunks WHERE organization_id = ${organizationId} AND tsv @@ plainto_tsquery('english', 'warehouse countries')`,
    );
    const raw = plan.rows[0]!['QUERY PLAN'];
    const [{ Plan: root }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }];
    expect(root['Shared Hit Blocks'] + root['Shared Read Blocks']).toBeLessThan(50);
  });
});
