import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Authenticate } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { ownerContractRoutes } from '../../http/contract-route';
import type { BusinessEvents } from '../notifications/business-events';
import { createAgentTurns } from '../runtime/agent-turns';
import type { Responder } from '../knowledge/answer/responder';
import type { MeaningJudge } from './judge';
import { createAgentTestRunner } from './runner';
import { registerAgentTestRoutes } from './routes';
import { createAgentTestRepository } from './repository';
import { registerTestSuiteRoutes } from './vapi-routes';
import { createAgentTestWatcher } from './watcher';

export interface AgentTestOptions {
  db: Db;
  authenticate: Authenticate;
  /** The runtime's responder: tests are answered as visitors are. */
  responder: Responder;
  events?: BusinessEvents;
  /** Judging tests with a rubric by meaning; none offline (see judge.ts). */
  meaning?: MeaningJudge;
  /** How long the knowledge must be still before a run (default 30 s), and how often it is looked at (default 5 s). */
  debounceMs?: number;
  pollMs?: number;
}

/** Knowledge changes the routes name, by operation (chunk changes are also seen by the knowledge version). */
const CHANGES: Record<string, string> = {
  createFaq: 'FAQ added',
  updateFaq: 'FAQ edited',
  deleteFaq: 'FAQ deleted',
  createProduct: 'Product added',
  updateProduct: 'Product edited',
  deleteProduct: 'Product deleted',
  importProductsCsv: 'Products imported from CSV',
  importShopifyProducts: 'Products imported from Shopify',
  createRule: 'Rule added',
  updateRule: 'Rule edited',
  deleteRule: 'Rule deleted',
  reorderRules: 'Rules reordered',
  updateAgent: 'Persona changed',
  deleteDocument: 'Document deleted',
};

/** What a change's body names, when it names something: an FAQ's question, a product's name, a rule's text. */
const NamedBodySchema = z.looseObject({
  faq: z.looseObject({ question: z.string() }).optional(),
  product: z.looseObject({ name: z.string() }).optional(),
  rule: z.looseObject({ text: z.string() }).optional(),
});

function changeOf(request: FastifyRequest): string | null {
  const operationId = request.routeOptions.config.operationId;
  const change = operationId ? CHANGES[operationId] : undefined;
  if (!change) return null;
  const body = NamedBodySchema.safeParse(request.body);
  const named = body.success ? (body.data.faq?.question ?? body.data.product?.name ?? body.data.rule?.text) : undefined;
  return named ? `${change}: “${named.slice(0, 120)}”` : change;
}

/**
 * Agent tests (issue 36): the dashboard's routes, the Voice API's `/test-suite` resources, and the
 * watcher that writes the starter suite and runs the tests after every knowledge change. Returns
 * the runner and watcher (tests wait on them) and the function that stops watching.
 */
export function registerAgentTests(
  app: FastifyInstance,
  { db, authenticate, responder, events, meaning, debounceMs = 30_000, pollMs = 5_000 }: AgentTestOptions,
) {
  const store = createAgentTestRepository(db);
  const runner = createAgentTestRunner({ db, store, turns: createAgentTurns({ db, responder }), events, meaning, log: app.log });
  const watcher = createAgentTestWatcher({ db, store, runner, debounceMs, log: app.log });
  registerAgentTestRoutes(app, { store, runner, watcher });
  registerTestSuiteRoutes(ownerContractRoutes(app, authenticate), { store, runner });

  // A successful change of the knowledge, the rules or the persona from the dashboard: named for its run.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300 || !request.caller) return;
    const change = changeOf(request);
    if (change)
      await watcher.note(request.caller.organizationId, change).catch((error: unknown) => app.log.warn({ err: error }, 'noting a knowledge change failed'));
  });
  const stop = watcher.watch(pollMs);
  app.addHook('onClose', async () => {
    stop();
    await runner.settled();
  });
  return { runner, watcher, stop };
}
