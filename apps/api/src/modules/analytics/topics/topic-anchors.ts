import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { faqs, pages, products } from '../../../db/schema';

/** The business's own words questions are grouped under: its FAQ questions, product names and page titles. */
export interface TopicAnchors {
  faqs: { id: number; question: string }[];
  products: { id: number; name: string }[];
  pages: { id: number; title: string }[];
}

/** Enough anchors for any small business; a large catalogue's newest products are the ones asked about. */
const ANCHORS_EACH = 300;

export async function topicAnchors(db: Db, organizationId: number): Promise<TopicAnchors> {
  const [faqRows, productRows, pageRows] = await Promise.all([
    db.select({ id: faqs.id, question: faqs.question }).from(faqs).where(eq(faqs.organizationId, organizationId)).orderBy(desc(faqs.id)).limit(ANCHORS_EACH),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.organizationId, organizationId)))
      .orderBy(desc(products.id))
      .limit(ANCHORS_EACH),
    db.select({ id: pages.id, title: pages.title }).from(pages).where(eq(pages.organizationId, organizationId)).orderBy(desc(pages.id)).limit(ANCHORS_EACH),
  ]);
  return { faqs: faqRows, products: productRows, pages: pageRows };
}
