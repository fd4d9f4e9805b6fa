import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faqs } from '../../db/schema';

/**
 * What `GET /assistant/{id}` reads besides the agent (which comes with the widget key). The FAQs
 * themselves are the knowledge module's (`knowledge/faqs/faq-repository.ts`); this is the widget's one
 * read of them.
 */
export function createAssistantRepository(db: Db) {
  return {
    /** Quick replies before the first message: the business's first FAQs' questions, oldest first. */
    async starters(organizationId: number, limit: number): Promise<string[]> {
      const rows = await db.select({ question: faqs.question }).from(faqs).where(eq(faqs.organizationId, organizationId)).orderBy(asc(faqs.id)).limit(limit);
      return rows.map((row) => row.question);
    },
  };
}
