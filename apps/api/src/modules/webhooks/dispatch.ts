import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@parley/contract';
import type { Db } from '../../db/database';
import type { JobContext, JobHandler, JobQueue } from '../jobs/job-queue';
import { retryDelayMs } from '../jobs/job-queue';
import { createGuardedDispatcher } from '../knowledge/crawler/network-guard';
import type { BusinessEvent, BusinessEvents } from '../notifications/business-events';
import { sendWebhook } from './webhook-http';
import { createWebhookRepository } from './webhook-repository';

/**
 * Attempts of one delivery. The queue waits e^min(n,10) seconds before attempt n+1: attempts 2–11
 * come within 9.7 h (2.7 s, 7.4 s, 20 s, 55 s, 2.5 min, 6.7 min, 18 min, 50 min, 2.3 h, 6.1 h),
 * then one every 6.1 h: attempt 12 at 15.8 h, 13 at 21.9 h, 14 at 28.0 h. Fourteen attempts keep
 * a failing receiver retried through its first 24 hours.
 */
export const WEBHOOK_MAX_ATTEMPTS = 14;

export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** The conversation a conversation's event is about, first in its data. */
const conversationOf = (event: { conversationId: string; channel: 'chat' | 'voice' }) => ({ conversation_id: event.conversationId, channel: event.channel });

/** The body a receiver gets for a business event: no internal ids beyond the conversation's public one. */
export function webhookEventOf(event: BusinessEvent, id = newEventId(), at = new Date()): WebhookEvent {
  const head = { id, created_at: at.toISOString() };
  switch (event.type) {
    case 'lead.created': {
      const { name, email, phone, interest } = event.lead;
      return { ...head, type: event.type, data: { conversation_id: event.conversationId, lead: { name, email, phone, interest } } };
    }
    case 'conversation.handoff_requested':
      return {
        ...head,
        type: event.type,
        data: { ...conversationOf(event), page_url: event.pageUrl, language: event.language, last_message: event.lastMessage },
      };
    case 'conversation.ended':
      return { ...head, type: event.type, data: { ...conversationOf(event), outcome: event.outcome, message_count: event.messageCount, reason: event.reason } };
    case 'question.unanswered':
      return { ...head, type: event.type, data: { ...conversationOf(event), question: event.question } };
    case 'test_suite.run_failed':
      return {
        ...head,
        type: event.type,
        data: {
          test_suite_id: String(event.suiteId),
          run_id: String(event.runId),
          change: event.change,
          failed_tests: event.failures.map((f) => ({ test_id: String(f.testId), name: f.name, question: f.question, reasons: f.reasons })),
        },
      };
  }
}

/**
 * Turns each business event into one durable delivery per enabled webhook that wants it, each a
 * job of the queue (so a restart or a failing receiver loses nothing). Called by the API
 * (app.ts) and by background work (events told by the worker, such as idle chats ending).
 * Returns the function that stops listening.
 */
export function subscribeWebhooks(events: BusinessEvents, { db, jobs }: { db: Db; jobs: JobQueue }): () => void {
  const store = createWebhookRepository(db);
  return events.on(async (event) => {
    const targets = await store.subscribed(event.organizationId, event.type);
    if (!targets.length) return;
    const body = webhookEventOf(event);
    const rows = await store.addDeliveries(
      event.organizationId,
      targets.map((t) => t.id),
      { id: body.id, type: body.type, payload: body },
    );
    await Promise.all(rows.map((row) => enqueueDelivery(jobs, event.organizationId, row.id)));
  });
}

/** The event as sent: its fields in the documented order (jsonb keeps its own order). */
export function rawBody(payload: Record<string, unknown>): string {
  const { id, type, created_at, data, ...rest } = payload;
  return JSON.stringify({ id, type, created_at, data, ...rest });
}

export const enqueueDelivery = (jobs: JobQueue, organizationId: number, deliveryId: number) =>
  jobs.enqueue({ kind: 'webhook', refId: deliveryId, organizationId, maxAttempts: WEBHOOK_MAX_ATTEMPTS });

/**
 * The `webhook` job: one attempt of one delivery. A 2xx answer marks it succeeded; anything else
 * is recorded (status, the answer's start or the error) and thrown, so the queue tries again
 * later, until the last attempt marks it failed. A deleted or disabled webhook is not called.
 */
export function createWebhookDeliveryHandler(db: Db, { allowPrivateNetworks }: { allowPrivateNetworks: boolean }): JobHandler {
  const store = createWebhookRepository(db);
  const dispatcher = createGuardedDispatcher({ allowPrivateNetworks });
  return async (deliveryId: number, context: JobContext) => {
    const found = await store.forAttempt(deliveryId);
    if (!found || found.delivery.status !== 'pending') return;
    if (!found.webhook.enabled) {
      await store.recordAttempt(deliveryId, {
        status: 'failed',
        responseStatus: null,
        responseExcerpt: null,
        lastError: 'The webhook is disabled',
        nextAttemptAt: null,
      });
      return;
    }
    const outcome = await sendWebhook(found.webhook, rawBody(found.delivery.payload), { dispatcher, allowPrivateNetworks });
    const status = outcome.ok ? 'succeeded' : context.lastAttempt ? 'failed' : 'pending';
    await store.recordAttempt(deliveryId, {
      status,
      responseStatus: outcome.status,
      responseExcerpt: outcome.excerpt,
      lastError: outcome.error,
      nextAttemptAt: status === 'pending' ? new Date(Date.now() + retryDelayMs(context.attempt)) : null,
    });
    if (!outcome.ok) throw new Error(outcome.error ?? 'The delivery failed');
  };
}
