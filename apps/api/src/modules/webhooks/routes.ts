import type { WebhookEvent, WebhookTestResult } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import type { JobQueue } from '../jobs/job-queue';
import { createGuardedDispatcher } from '../knowledge/crawler/network-guard';
import { enqueueDelivery, newEventId } from './dispatch';
import { privateUrlProblem, sendWebhook } from './webhook-http';
import { createWebhookRepository, toDeliveryDto, toWebhookDto } from './webhook-repository';

export interface WebhookRouteDeps {
  db: Db;
  jobs: JobQueue;
  /** WEBHOOKS_ALLOW_PRIVATE_NETWORKS: lets webhooks reach loopback and private addresses (development and tests only). */
  allowPrivateNetworks: boolean;
}

/** The organization's webhooks: owners change them, every member reads them and their delivery log. */
export function registerWebhookRoutes(app: FastifyInstance, { db, jobs, allowPrivateNetworks }: WebhookRouteDeps) {
  const store = createWebhookRepository(db);
  const dispatcher = createGuardedDispatcher({ allowPrivateNetworks });
  const publicOnly = (url: string) => {
    const problem = privateUrlProblem(url, allowPrivateNetworks);
    if (problem) throw AppError.invalid('webhook.url', problem);
  };

  operationRoute(app, 'listWebhooks', async ({ caller }) => ({ data: (await store.list(caller.organizationId)).map((row) => toWebhookDto(row)) }));

  operationRoute(app, 'createWebhook', async ({ caller, body: { webhook }, reply }) => {
    publicOnly(webhook.url);
    return reply.code(201).send({ data: toWebhookDto(await store.create(caller.organizationId, webhook), { revealSecret: true }) });
  });

  operationRoute(app, 'updateWebhook', async ({ caller, params, body: { webhook } }) => {
    publicOnly(webhook.url);
    return { data: toWebhookDto(await store.update(caller.organizationId, params.id, webhook)) };
  });

  operationRoute(app, 'deleteWebhook', async ({ caller, params, reply }) => {
    await store.remove(caller.organizationId, params.id);
    return reply.code(204).send();
  });

  operationRoute(app, 'listWebhookDeliveries', async ({ caller, params, query }) => {
    const { rows, total } = await store.deliveries(caller.organizationId, params.id, { page: query.page, perPage: query.per_page, status: query.status });
    return { data: rows.map(toDeliveryDto), meta: { page: query.page, per_page: query.per_page, total } };
  });

  operationRoute(app, 'resendWebhookDelivery', async ({ caller, params }) => {
    const row = await store.reopen(caller.organizationId, params.id, params.deliveryId);
    await enqueueDelivery(jobs, caller.organizationId, row.id);
    return { data: toDeliveryDto(row) };
  });

  /** A signed `ping` now, so the owner sees that the receiver checks the signature and answers 2xx. */
  operationRoute(app, 'testWebhook', async ({ caller, params }): Promise<{ data: WebhookTestResult }> => {
    const webhook = await store.find(caller.organizationId, params.id);
    const event: WebhookEvent = { id: newEventId(), type: 'ping', created_at: new Date().toISOString(), data: { webhook_id: webhook.id } };
    const outcome = await sendWebhook(webhook, JSON.stringify(event), { dispatcher, allowPrivateNetworks });
    return { data: { ok: outcome.ok, event, status: outcome.status, error: outcome.error, duration_ms: outcome.durationMs } };
  });
}
