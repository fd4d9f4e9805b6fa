import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { documents, faqs, organizations } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Parley's one knowledge base per organization, as Vapi's `/knowledge-base` shows it: its files
 * and FAQs (provider "parley"); its id is the organization's sub id. A read-only view over the
 * tables the knowledge module owns.
 */
export async function knowledgeBaseOf(db: Db, organizationId: number) {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) throw AppError.notFound('Knowledge base not found');
  const files = await db
    .select({ id: documents.id, createdAt: documents.createdAt })
    .from(documents)
    .where(eq(documents.organizationId, organizationId))
    .orderBy(documents.id);
  const [faqStats] = await db
    .select({ n: count(), updatedAt: max(faqs.updatedAt) })
    .from(faqs)
    .where(eq(faqs.organizationId, organizationId));
  const times = [organization.createdAt, ...files.map((file) => file.createdAt), ...(faqStats?.updatedAt ? [new Date(faqStats.updatedAt)] : [])];
  return {
    id: organization.subId,
    orgId: String(organization.id),
    name: `${organization.name} knowledge`,
    provider: 'parley',
    fileIds: files.map((file) => String(file.id)),
    faqCount: faqStats?.n ?? 0,
    createdAt: organization.createdAt.toISOString(),
    updatedAt: new Date(Math.max(...times.map((time) => time.getTime()))).toISOString(),
  };
}
