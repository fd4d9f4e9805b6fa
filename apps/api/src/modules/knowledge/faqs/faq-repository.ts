import type { Faq } from '@parley/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { selectPage } from '../../../db/select-page';
import { faqs } from '../../../db/schema';
import { indexedRows } from '../index/indexed-rows';
import { containing } from '../search';

type FaqRow = typeof faqs.$inferSelect;

export const toFaqDto = ({ id, question, answer, source, sourceUrl, updatedAt }: FaqRow): Faq => ({
  id,
  question,
  answer,
  source,
  source_url: sourceUrl,
  updated_at: updatedAt.toISOString(),
});

/** FAQs of one organization; every write keeps the search index in step. */
export function createFaqRepository(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(faqs.organizationId, organizationId), eq(faqs.id, id));
  const indexed = indexedRows(db, 'faq', {
    notFound: 'FAQ not found',
    describe: (row: FaqRow) => ({ title: row.question, content: `${row.question}\n${row.answer}`, url: row.sourceUrl }),
    toDto: toFaqDto,
  });
  return {
    async list(organizationId: number, { q, page, perPage }: { q?: string; page: number; perPage: number }) {
      const where = and(eq(faqs.organizationId, organizationId), containing(q, faqs.question, faqs.answer));
      const { rows, total } = await selectPage(db, faqs, { where, orderBy: [asc(faqs.id)], page, perPage });
      return { data: rows.map(toFaqDto), meta: { page, per_page: perPage, total } };
    },
    async create(organizationId: number, input: { question: string; answer: string; source?: FaqRow['source']; sourceUrl?: string | null }) {
      const created = await db
        .insert(faqs)
        .values({ organizationId, ...input })
        .returning();
      return indexed.written(created);
    },
    async update(organizationId: number, id: number, input: { question: string; answer: string }) {
      const changes = { ...input, updatedAt: new Date() };
      return indexed.written(await db.update(faqs).set(changes).where(scoped(organizationId, id)).returning());
    },
    async remove(organizationId: number, id: number) {
      await indexed.removed(organizationId, id, await db.delete(faqs).where(scoped(organizationId, id)).returning({ id: faqs.id }));
    },
    /** Scraped FAQs: new questions are added, known ones updated; returns how many are new. */
    async importScraped(organizationId: number, items: { question: string; answer: string; sourceUrl: string }[]) {
      const existing = await db.select().from(faqs).where(eq(faqs.organizationId, organizationId));
      const byQuestion = new Map(existing.map((row) => [row.question.trim().toLowerCase(), row]));
      let added = 0;
      for (const item of items) {
        const known = byQuestion.get(item.question.trim().toLowerCase());
        if (known) {
          if (known.source === 'scrape' && known.answer !== item.answer) {
            const [row] = await db.update(faqs).set({ answer: item.answer, updatedAt: new Date() }).where(eq(faqs.id, known.id)).returning();
            await indexed.index(row!);
          }
          continue;
        }
        const [row] = await db
          .insert(faqs)
          .values({ organizationId, question: item.question, answer: item.answer, source: 'scrape', sourceUrl: item.sourceUrl })
          .returning();
        await indexed.index(row!);
        byQuestion.set(item.question.trim().toLowerCase(), row!);
        added += 1;
      }
      return added;
    },
  };
}
