import type { ConversationDetail } from '@parley/contract/schemas';
import type { Db } from '../../db/database';
import { conversationDetail } from './detail';
import { createConversationRepository, type ConversationFilters, type ConversationPage } from './list-repository';

/** The CSV export reads at most this many conversations, in one page. */
export const CSV_EXPORT_LIMIT = 10_000;

/** The owner's conversations: one page of the listing with what each row shows, a transcript, the leads. */
export function createConversationService(db: Db) {
  const repo = createConversationRepository(db);
  return {
    /**
     * One page with each conversation's first question and lead; `total` only when asked for (the
     * CSV export shows none, and counting would cost it a second scan).
     */
    async list(organizationId: number, filters: ConversationFilters, page: ConversationPage, { withTotal }: { withTotal: boolean }) {
      const [rows, total] = await Promise.all([repo.page(organizationId, filters, page), withTotal ? repo.total(organizationId, filters) : null]);
      const ids = rows.map((r) => r.id);
      const [firsts, leadRows, productRows] = await Promise.all([
        repo.firstQuestions(ids),
        repo.leadsOf(organizationId, ids),
        repo.productsOf(organizationId, ids),
      ]);
      const firstOf = new Map(firsts.map((f) => [f.conversationId, f.content]));
      const leadOf = new Map(leadRows.map((l) => [l.conversationId, l]));
      const productsOf = new Map(productRows.map((p) => [p.conversationId, p]));
      return {
        rows: rows.map((row) => ({
          row,
          firstQuestion: firstOf.get(row.id) ?? null,
          lead: leadOf.get(row.id) ?? null,
          clicked: productsOf.get(row.id)?.clicked ?? false,
          product: productsOf.get(row.id)?.product ?? null,
        })),
        total,
      };
    },

    detail: (organizationId: number, id: string): Promise<ConversationDetail> => conversationDetail(db, organizationId, id),

    leads: (organizationId: number, q: string | undefined, page: { limit: number; offset: number }) => repo.leadPage(organizationId, q, page),
  };
}
