import { matchesPage, pickMessage, widgetLookFrom, type ProactivePlan } from '@parley/contract';
import { dismissLabel } from './dismiss-label';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import type { Counters } from '../../shared-state';
import { createMessageLimiter, PER_KEY_PER_MINUTE } from '../../http/message-limiter';
import { keyRefusal, requestPage } from '../../auth/public-key';
import { createProactiveRepository, toTriggerDto } from './repository';

export interface ProactiveRouteDeps {
  db: Db;
  counters: Counters;
  /** Parley's own origin (PUBLIC_URL), else the request's. */
  publicUrl?: string;
}

/** A visitor's page sends at most three events a trigger; this leaves room for many tabs. */
const EVENTS_PER_VISITOR_PER_MINUTE = 30;

/**
 * The owner's proactive messages (session, own organization only) and the two calls the trigger
 * script makes from the business's pages (public by key, CORS): the page's plan, and its events.
 */
export function registerProactiveRoutes(app: FastifyInstance, { db, counters, publicUrl }: ProactiveRouteDeps) {
  const store = createProactiveRepository(db);
  const limit = createMessageLimiter(counters);

  operationRoute(app, 'listProactiveTriggers', async ({ caller }) => ({ data: (await store.list(caller.organizationId)).map(toTriggerDto) }));

  operationRoute(app, 'createProactiveTrigger', async ({ caller, body: { trigger }, reply }) =>
    reply.code(201).send({ data: toTriggerDto(await store.create(caller.organizationId, trigger)) }),
  );

  operationRoute(app, 'updateProactiveTrigger', async ({ caller, params, body: { trigger } }) => ({
    data: toTriggerDto(await store.update(caller.organizationId, params.id, trigger)),
  }));

  operationRoute(app, 'deleteProactiveTrigger', async ({ caller, params, reply }) => {
    await store.remove(caller.organizationId, params.id);
    return reply.code(204).send();
  });

  /** The key's agent, and whether the asking page may use it (the launcher's own rule). */
  async function keyedAgent(request: FastifyRequest, apiKey: string) {
    const row = await store.agentByKey(apiKey);
    if (!row) throw AppError.notFound('Unknown widget key');
    const own = publicUrl ?? `${request.protocol}://${request.host}`;
    const page = requestPage(request, own);
    const kind = row.agent.liveKey === apiKey ? 'live' : 'demo';
    const allowed = !page || !keyRefusal(kind, page, new URL(own).host, row.websiteUrl, row.agent.allowedDomains);
    return { agent: row.agent, allowed };
  }

  operationRoute(app, 'getProactivePlan', async ({ query: { apiKey, page, lang }, request, reply }) => {
    reply.header('access-control-allow-origin', '*');
    const { agent, allowed } = await keyedAgent(request, apiKey);
    // Per page and language; a saved change shows within a minute.
    reply.header('cache-control', 'public, max-age=60');
    reply.header('vary', 'Origin');
    const languages = lang.split(',').slice(0, 10);
    const triggers = allowed ? (await store.enabled(agent.organizationId)).filter((row) => matchesPage(row.urlPattern, page)) : [];
    const data: ProactivePlan = {
      position: widgetLookFrom(agent.branding).position,
      dismiss_label: dismissLabel(languages),
      triggers: triggers.map((row) => {
        const { text, lang: chosen } = pickMessage(row.message, languages);
        return { id: row.id, condition: row.condition, message: text, lang: chosen };
      }),
    };
    return { data };
  });

  operationRoute(app, 'recordProactiveEvent', async ({ query: { apiKey, trigger, event }, request, reply }) => {
    reply.header('access-control-allow-origin', '*');
    // Limited like the runtime's other visitor events: by the key, and by the key and the address.
    await Promise.all([
      limit(`proactive:key:${apiKey}`, PER_KEY_PER_MINUTE),
      limit(`proactive:visitor:${apiKey}:${request.ip}`, EVENTS_PER_VISITOR_PER_MINUTE),
    ]);
    const { agent, allowed } = await keyedAgent(request, apiKey);
    if (!allowed) throw AppError.forbidden('This website is not allowed to use this agent');
    await store.count(agent.organizationId, trigger, event);
    return reply.code(204).send();
  });
}

/** Whether the loader should fetch the trigger script (the launcher answer's `proactive`). */
export const hasProactiveTriggers = (db: Db, organizationId: number) => createProactiveRepository(db).hasEnabled(organizationId);
