import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productEvents, products } from '../../db/schema';
import { AppError } from '../../errors';
import { ChatEventRequestSchema, type ChatEventRequest } from '@parley/contract';
export { ChatEventRequestSchema, type ChatEventRequest };

interface ConversationRef {
  id: string;
  organizationId: number;
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
