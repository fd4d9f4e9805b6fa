import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { organizations } from '../../../db/schema';
import { testDatabases } from '../../../test-databases';
import { appendToSource, cjkBigrams, indexSource, searchKnowledge } from './knowledge-index';

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
  });
  afterAll(async () => {
    await database.close();
  });

  const top = async (question: string) => (await searchKnowledge(database.db, organizationId, question, 3))[0]?.title;

  it('finds English by stemmed words, even when not every word of the question is there', async () => {
    expect(await top('shipping to other countries?')).toBe('Do you ship internationally?');
    expect(await top('can I return these boots?')).toBe('What is your return policy?');
  });

  it('finds Japanese and Chinese, which have no spaces between words', async () => {
    expect(await top('送料は無料になりますか')).toBe('送料はいくらですか？');
    expect(await top('可以退货吗')).toBe('退货政策是什么？');
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
