import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productEvents, products } from '../../db/schema';
import { AppError } from '../../errors';
import { ChatEventRequestSchema, type ChatEventRequest } from '@parley/contract';
export { ChatEventRequestSchema, type ChatEventRequest };

interface ConversationRef {
  id: string;
  organizationId: number;
}

/**
 * Product cards an answer carried, one 'recommended' event each. Only the organization's own,
 * still existing products count (a source can outlive a deleted product).
 */
export async function recordRecommendations(db: Db, conversation: ConversationRef, productIds: number[]) {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_events (organization_id, conversation_id, product_id, kind)
    SELECT ${products.organizationId}, ${conversation.id}, ${products.id}, 'recommended' FROM ${products}
    WHERE ${and(eq(products.organizationId, conversation.organizationId), inArray(products.id, ids))}`);
}

/** A visitor opened a product card: 404 unless the product is the conversation's organization's. */
export async function recordClick(db: Db, conversation: ConversationRef, productId: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.organizationId, conversation.organizationId)));
  if (!product) throw AppError.notFound('Product not found');
  await db.insert(productEvents).values({ organizationId: conversation.organizationId, conversationId: conversation.id, productId, kind: 'clicked' });
}
