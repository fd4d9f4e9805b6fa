import type { Faq } from '@parley/api-client/schemas';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { selectPage } from '../../../db/select-page';
import { faqs } from '../../../db/schema';
import { AppError } from '../../../errors';
import { indexSource, removeSource } from '../index/knowledge-index';

type FaqRow = typeof faqs.$inferSelect;

export const toFaqDto = (row: FaqRow): Faq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  source: row.source,
  source_url: row.sourceUrl,
  updated_at: row.updatedAt.toISOString(),
});

const index = (db: Db, row: FaqRow) =>
  indexSource(db, {
    organizationId: row.organizationId,
    sourceType: 'faq',
    sourceId: row.id,
    title: row.question,
    content: `${row.question}\n${row.answer}`,
    url: row.sourceUrl,
  });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** FAQs of one organization; every write keeps the search index in step. */
export function createFaqStore(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(faqs.organizationId, organizationId), eq(faqs.id, id));
  return {
    async list(organizationId: number, { q, page, perPage }: { q?: string; page: number; perPage: number }) {
      const where = and(
        eq(faqs.organizationId, organizationId),
        q ? or(ilike(faqs.question, `%${escapeLike(q)}%`), ilike(faqs.answer, `%${escapeLike(q)}%`)) : undefined,
      );
      const { rows, total } = await selectPage(db, faqs, { where, orderBy: [asc(faqs.id)], page, perPage });
      return { data: rows.map(toFaqDto), meta: { page, per_page: perPage, total } };
    },
    async create(organizationId: number, input: { question: string; answer: string; source?: FaqRow['source']; sourceUrl?: string | null }) {
      const [row] = await db
        .insert(faqs)
        .values({ organizationId, ...input })
        .returning();
      await index(db, row!);
      return toFaqDto(row!);
    },
    async update(organizationId: number, id: number, input: { question: string; answer: string }) {
      const [row] = await db
        .update(faqs)
        .set({ ...input, updatedAt: new Date() })
        .where(scoped(organizationId, id))
        .returning();
      if (!row) throw AppError.notFound('FAQ not found');
      await index(db, row);
      return toFaqDto(row);
    },
    async remove(organizationId: number, id: number) {
      const [row] = await db.delete(faqs).where(scoped(organizationId, id)).returning({ id: faqs.id });
      if (!row) throw AppError.notFound('FAQ not found');
      await removeSource(db, organizationId, 'faq', id);
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
            await index(db, row!);
          }
          continue;
        }
        const [row] = await db
          .insert(faqs)
          .values({ organizationId, question: item.question, answer: item.answer, source: 'scrape', sourceUrl: item.sourceUrl })
          .returning();
        await index(db, row!);
        byQuestion.set(item.question.trim().toLowerCase(), row!);
        added += 1;
      }
      return added;
    },
  };
}
