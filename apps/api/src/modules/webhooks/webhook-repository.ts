import { randomBytes } from 'node:crypto';
import { MAX_WEBHOOKS, type Webhook, type WebhookDelivery, type WebhookDeliveryStatus, type WebhookEventType } from '@parley/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { selectPage } from '../../db/select-page';
import { webhookDeliveries, webhooks } from '../../db/schema';
import { AppError } from '../../errors';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What a response excerpt or an error keeps of the receiver's words. */
export const EXCERPT_CHARS = 500;
export const clip = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text);

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export const toWebhookDto = (row: WebhookRow, { revealSecret = false } = {}): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  ...(revealSecret && { secret: row.secret }),
  secret_hint: `…${row.secret.slice(-4)}`,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toDeliveryDto = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  response_excerpt: row.responseExcerpt,
  last_error: row.lastError,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  payload: row.payload,
});

type WebhookValues = { url: string; events: WebhookEventType[]; enabled: boolean };

const subscribedQuery = (db: Db) =>
  preparedOnce(db, 'webhooks_subscribed', (db) =>
    db
      .select()
      .from(webhooks)
      .where(
        and(
          eq(webhooks.organizationId, sql.placeholder('organizationId')),
          eq(webhooks.enabled, true),
          sql`${sql.placeholder('type')}::text = ANY(${webhooks.events})`,
        ),
      )
      .prepare('webhooks_subscribed'),
  );

/** The organization's webhooks and their deliveries; every query is scoped to it. */
export function createWebhookRepository(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(webhooks.organizationId, organizationId), eq(webhooks.id, id));
  const notFound = () => AppError.notFound('Webhook not found');
  return {
    list: (organizationId: number) => db.select().from(webhooks).where(eq(webhooks.organizationId, organizationId)).orderBy(asc(webhooks.id)),

    /** The enabled webhooks that want this kind of event. */
    /** Read for every event (each unanswered question), so prepared. */
    subscribed: (organizationId: number, type: string) => subscribedQuery(db).execute({ organizationId, type }),

    async find(organizationId: number, id: number) {
      const [row] = await db.select().from(webhooks).where(scoped(organizationId, id));
      if (!row) throw notFound();
      return row;
    },

    async create(organizationId: number, values: WebhookValues) {
      const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(webhooks).where(eq(webhooks.organizationId, organizationId));
      if (existing >= MAX_WEBHOOKS) throw AppError.conflict(`An organization can have at most ${MAX_WEBHOOKS} webhooks`);
      const [row] = await db
        .insert(webhooks)
        .values({ organizationId, ...values, secret: newSecret() })
        .returning();
      return row!;
    },

    async update(organizationId: number, id: number, values: WebhookValues) {
      const changes = { ...values, updatedAt: new Date() };
      const [row] = await db.update(webhooks).set(changes).where(scoped(organizationId, id)).returning();
      if (!row) throw notFound();
      return row;
    },

    async remove(organizationId: number, id: number) {
      const [row] = await db.delete(webhooks).where(scoped(organizationId, id)).returning({ id: webhooks.id });
      if (!row) throw notFound();
    },

    async deliveries(organizationId: number, webhookId: number, { page, perPage, status }: { page: number; perPage: number; status?: WebhookDeliveryStatus }) {
      await this.find(organizationId, webhookId);
      const where = and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.webhookId, webhookId),
        status ? eq(webhookDeliveries.status, status) : undefined,
      );
      return selectPage(db, webhookDeliveries, { where, orderBy: [desc(webhookDeliveries.id)], page, perPage });
    },

    /** New deliveries of one event, one per webhook, all pending. */
    async addDeliveries(organizationId: number, webhookIds: number[], event: { id: string; type: string; payload: Record<string, unknown> }) {
      if (!webhookIds.length) return [];
      return db
        .insert(webhookDeliveries)
        .values(webhookIds.map((webhookId) => ({ webhookId, organizationId, eventType: event.type, eventId: event.id, payload: event.payload })))
        .returning({ id: webhookDeliveries.id });
    },

    /**
     * A delivery made pending again for a resend (the same event, fresh attempts); 409 while it is
     * still being attempted, 404 for another webhook's or organization's.
     */
    async reopen(organizationId: number, webhookId: number, deliveryId: number) {
      await this.find(organizationId, webhookId);
      const where = and(eq(webhookDeliveries.organizationId, organizationId), eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, deliveryId));
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: new Date() })
        .where(and(where, sql`${webhookDeliveries.status} <> 'pending'`))
        .returning();
      if (row) return row;
      const [existing] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(where);
      if (!existing) throw AppError.notFound('Delivery not found');
      throw AppError.conflict('This delivery is still being attempted');
    },

    /** The delivery and its webhook, for the job that sends it (no organization: the job's row id is its own). */
    async forAttempt(deliveryId: number) {
      const [found] = await db
        .select({ delivery: webhookDeliveries, webhook: webhooks })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return found;
    },

    async recordAttempt(
      deliveryId: number,
      outcome: {
        status: WebhookDeliveryStatus;
        responseStatus: number | null;
        responseExcerpt: string | null;
        lastError: string | null;
        nextAttemptAt: Date | null;
      },
    ) {
      await db
        .update(webhookDeliveries)
        .set({
          ...outcome,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          deliveredAt: outcome.status === 'succeeded' ? new Date() : null,
        })
        .where(eq(webhookDeliveries.id, deliveryId));
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
