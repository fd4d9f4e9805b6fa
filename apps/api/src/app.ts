import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { createAuthenticator } from './auth/authenticate';
import { createTokenService } from './auth/tokens';
import type { Database } from './db/database';
import type { Env } from './env';
import { registerCallerHook } from './http/operation-route';
import { resolveOwnerCaller, widgetFrameAncestors } from './auth/public-key';
import { registerInputGuards } from './http/input-guards';
import { registerErrorHandler } from './http/error-handler';
import { registerHealthRoute } from './http/health';
import { withLogLimits } from './http/log-limits';
import { registerLocales, registerStaticApps } from './http/static-apps';
import { DEFAULT_REQUESTS_PER_MINUTE, isStaticFileRequest } from './http/rate-limit';
import { rateLimitStore } from './http/rate-limit-counters';
import { createRoleCache } from './auth/role-cache';
import { localSharedState, type SharedState } from './shared-state';
import { createAccountsRepository } from './modules/accounts/repository';
import { registerAccountRoutes } from './modules/accounts/routes';
import { createSignupByEmail } from './modules/accounts/signup-by-email';
import { createAccountUnlock } from './modules/accounts/unlock';
import { registerUnlockRoute } from './modules/accounts/unlock-routes';
import { createMemberService } from './modules/accounts/members';
import { createAccountsService } from './modules/accounts/service';
import type { BillingProvider } from './modules/billing/provider';
import { registerAgentRoutes } from './modules/agent/routes';
import { registerTryRoutes } from './modules/knowledge/answer/routes';
import { registerFaqRoutes } from './modules/knowledge/faqs/routes';
import { registerProductRoutes } from './modules/knowledge/products/routes';
import { registerRuleRoutes } from './modules/knowledge/rules/routes';
import { registerDocumentRoutes } from './modules/knowledge/documents/document-routes';
import { createJobQueue } from './modules/jobs/create-job-queue';
import type { JobQueue } from './modules/jobs/job-queue';
import { createJobTargets } from './modules/knowledge/knowledge-jobs';
import { registerJobRoutes } from './modules/jobs/routes';
import { createToolHooks } from './modules/tools/tool-hook';
import { registerToolRoutes } from './modules/tools/routes';
import { registerConversationRoutes } from './modules/conversations/routes';
import { closeUnansweredRegularly, createHandoffService } from './modules/handoff/handoff-service';
import { registerHandoffRoutes } from './modules/handoff/routes';
import { recordAudit } from './modules/audit/audit-log';
import { createVisitorChannel } from './modules/handoff/visitor-channel';
import { registerVisitorHandoffRoutes } from './modules/handoff/visitor-routes';
import { registerDataRightsRoutes } from './modules/data-rights/routes';
import { registerVisitorDataRoutes } from './modules/data-rights/visitor-routes';
import { createLiveEvents } from './modules/live/live-events';
import { registerLiveRoutes, type LiveRouteOptions } from './modules/live/routes';
import { createBusinessEvents, type BusinessEvents } from './modules/notifications/business-events';
import { registerEmailNotifications } from './modules/email';
import { subscribeWebhooks } from './modules/webhooks/dispatch';
import { registerWebhookRoutes } from './modules/webhooks/routes';
import { foldRollupsRegularly } from './modules/analytics/rollup-fold';
import { registerAnalyticsRoutes } from './modules/analytics/routes';
import { createLlmResponder } from './modules/runtime/llm-responder';
import { createRetrievalResponder, type Responder } from './modules/knowledge/answer/responder';
import { registerRuntimeRoutes } from './modules/runtime/routes';
import { recordRoutes, registerOpenApiRoutes } from './modules/openapi';
import { registerPartnerRoutes } from './modules/partners';
import { hasProactiveTriggers, registerProactiveRoutes } from './modules/proactive/routes';
import { registerAgentTests } from './modules/agent-tests';
import { registerVapiCompat } from './modules/vapi-compat/routes';
import { createOwnerAssistantReader, createOwnerReaders, hasOwnerBearer, registerVoiceApiRoutes } from './modules/voice-api';
import { describeAgentVoice, detectEmbeddedVoice, registerVoiceRoutes, type CallObserver, type EmbeddedVoice, type VoiceDeps } from './modules/voice';
import { registerScrapingRoutes } from './modules/knowledge/scraping/routes';
import { registerShopifyImport } from './modules/knowledge/products/shopify-import-routes';
import { createBillingRepository } from './modules/billing/repository';
import { registerBillingRoutes } from './modules/billing/routes';
import { createEntitlement } from './modules/billing/entitlement';
import { createPlanLimits } from './modules/billing/plan-limits';
import { createBillingService } from './modules/billing/service';
import { createStripeProvider } from './modules/billing/stripe-provider';
import { createTestModeProvider } from './modules/billing/test-mode-provider';

type VoiceEnv =
  'DEEPGRAM_API_KEY' | 'DEEPGRAM_BASE_URL' | 'ELEVENLABS_API_KEY' | 'ELEVENLABS_BASE_URL' | 'ELEVENLABS_VOICE_ID' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL';
type BillingEnv =
  | VoiceEnv
  | 'LLM_BASE_URL'
  | 'LLM_API_KEY'
  | 'LLM_MODEL'
  | 'SCRAPER_ALLOW_PRIVATE_NETWORKS'
  | 'TOOLS_ALLOW_PRIVATE_NETWORKS'
  | 'SMTP_URL'
  | 'WEBHOOKS_ALLOW_PRIVATE_NETWORKS'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_VOICE_MONTHLY'
  | 'STRIPE_PRICE_VOICE_YEARLY'
  | 'PUBLIC_URL'
  | 'RUNTIME_KEY_MESSAGES_PER_MINUTE'
  | 'TRUST_PROXY'
  | 'PARLEY_STAFF_EMAILS'
  | 'API_REQUESTS_PER_MINUTE'
  | 'SUBSCRIPTION_GRACE_DAYS';

/** The largest file any upload route accepts (documents: 50 MB). */
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface BuildAppOptions {
  env: Pick<Env, 'JWT_SECRET' | 'NODE_ENV'> & Partial<Pick<Env, BillingEnv>>;
  /** Tests hand in a responder (an LLM on loopback); otherwise chosen from env. */
  responder?: Responder;
  /** Tests hand in a provider (Stripe pointed at a loopback server); otherwise chosen from env. */
  billingProvider?: BillingProvider;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  serveApps?: boolean;
  report?: (error: unknown) => void;
  /** Tests pretend the speech binaries are missing; otherwise detected once at start. */
  embeddedVoice?: EmbeddedVoice;
  /** Benchmarks read voice timings and audio counts. */
  voiceObserver?: CallObserver;
  /** Counters and the event bus shared by every process (Redis: main.ts opens it from REDIS_URL); this process's own by default. */
  sharedState?: SharedState;
  /** Tests: live streams that end sooner, fewer of them. */
  liveTest?: Omit<LiveRouteOptions, 'events'>;
  /** Tests: scripted speech providers and a shorter resume window. */
  voiceTest?: Pick<VoiceDeps, 'providers' | 'timing' | 'maxLiveCalls'>;
  /** The background job queue; by default the one for this database (graphile-worker on PostgreSQL, the lease queue on PGlite). */
  jobs?: JobQueue;
  /** Tests: a shorter wait for a person before the agent says nobody is free, checked more often. */
  handoffTest?: { waitMs: number; sweepMs: number };
  /** Tests listen to what webhooks and email hear; by default this process's own. */
  businessEvents?: BusinessEvents;
  /** Tests: agent tests run sooner after a knowledge change, and the knowledge is looked at more often. */
  agentTests?: { debounceMs: number; pollMs: number };
}

export async function buildApp({
  env,
  database,
  logger = false,
  serveApps = false,
  report = () => {},
  billingProvider,
  responder,
  embeddedVoice,
  voiceObserver,
  voiceTest,
  liveTest,
  sharedState,
  jobs,
  businessEvents,
  handoffTest,
  agentTests,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger && withLogLimits(logger === true ? {} : logger),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: env.TRUST_PROXY ?? 'loopback',
  });
  // Before any route: the OpenAPI document and its tests see every route Fastify registers.
  const routeTable = recordRoutes(app);
  registerErrorHandler(app, report);
  registerInputGuards(app);
  const repo = createAccountsRepository(database.db);
  const tokens = createTokenService(env.JWT_SECRET);
  // Limits, lockouts and cache invalidations count and travel where every process sees them (Redis) when configured.
  const shared = sharedState ?? localSharedState();
  const roles = createRoleCache(repo.roleOf, shared.bus, { singleProcess: database.kind === 'pglite' });
  const authenticate = createAuthenticator(tokens, roles.roleOf);
  // Before any route: routes declare who may call them, and this one hook holds them to it.
  app.decorate('entitlement', createEntitlement(database.db, { graceDays: env.SUBSCRIPTION_GRACE_DAYS }));
  app.decorate('planLimits', createPlanLimits(database.db));
  registerCallerHook(app, authenticate);

  await app.register(rateLimit, {
    store: rateLimitStore(shared.counters),
    max: env.API_REQUESTS_PER_MINUTE ?? DEFAULT_REQUESTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (r) => r.ip ?? 'inject',
    // A load balancer's health checks come from one address, every second, to every process: never limited.
    allowList: (request) => isStaticFileRequest(request) || request.url === '/healthz',
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // Browsers that reached Parley over https keep using https (behind a proxy: TRUST_PROXY tells the scheme).
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('access-control-expose-headers', 'Authorization');
  });

  const members = createMemberService(database.db, roles.changed);
  const queue = jobs ?? createJobQueue(database);
  // A lock from failed sign-ins emails its owner a one-time link that lifts it (when this server sends email).
  const unlock = createAccountUnlock({
    db: database.db,
    queue,
    counters: shared.counters,
    secret: env.JWT_SECRET,
    emailEnabled: Boolean(env.SMTP_URL),
    log: app.log,
  });
  const accounts = createAccountsService(repo, roles.changed);
  // With email, POST /signup answers alike for every address and the email carries the link (issue 15).
  const signups = {
    byEmail: Boolean(env.SMTP_URL),
    service: createSignupByEmail({ db: database.db, queue, counters: shared.counters, secret: env.JWT_SECRET, profile: accounts.profile }),
  };
  registerAccountRoutes(app, { accounts, members, tokens, secret: env.JWT_SECRET, counters: shared.counters, unlock, signups });
  registerUnlockRoute(app, unlock);

  const billingRepo = createBillingRepository(database.db);
  // Operators point the seeded prices at their own Stripe prices.
  if (env.STRIPE_PRICE_VOICE_MONTHLY) await billingRepo.setStripePriceId('voice_monthly', env.STRIPE_PRICE_VOICE_MONTHLY);
  if (env.STRIPE_PRICE_VOICE_YEARLY) await billingRepo.setStripePriceId('voice_yearly', env.STRIPE_PRICE_VOICE_YEARLY);
  const provider = billingProvider ?? (env.STRIPE_SECRET_KEY ? createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY }) : createTestModeProvider());
  const emailOf = async (userId: number) => (await repo.findProfile(userId))?.user.email ?? '';
  registerBillingRoutes(app, {
    billing: createBillingService({ repo: billingRepo, provider, emailOf }),
    providerKind: provider.kind,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    publicUrl: env.PUBLIC_URL,
  });

  // Multipart limits here are the outer bound; each route sets its own, smaller ones.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 100, parts: 120 } });
  const knowledge = { db: database.db, authenticate };
  registerAgentRoutes(app, {
    ...knowledge,
    publicUrl: env.PUBLIC_URL,
    hasProactiveTriggers: (organizationId) => hasProactiveTriggers(database.db, organizationId),
  });
  registerTryRoutes(app, knowledge);
  registerFaqRoutes(app, knowledge);
  registerProductRoutes(app, knowledge);
  registerRuleRoutes(app, knowledge);
  registerDocumentRoutes(app, { ...knowledge, queue });
  const allowPrivateNetworks = env.SCRAPER_ALLOW_PRIVATE_NETWORKS ?? false;
  registerScrapingRoutes(app, { ...knowledge, queue, allowPrivateNetworks });
  registerJobRoutes(app, { queue, targets: createJobTargets(database.db) });
  registerShopifyImport(app, { ...knowledge, allowPrivateNetworks });
  registerConversationRoutes(app, knowledge);
  registerDataRightsRoutes(app, knowledge);
  registerAnalyticsRoutes(app, knowledge);
  registerProactiveRoutes(app, { db: database.db, counters: shared.counters, publicUrl: env.PUBLIC_URL });
  // The triggers log each write's figures; every process adds them into the rollups every few seconds.
  const stopFolding = foldRollupsRegularly(database.db, app.log);
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify waits on an async hook's promise; a sync one would have to call done()
  app.addHook('onClose', async () => stopFolding());
  // Conversations moving on any process reach the dashboards following them on any other (the shared bus).
  const live = createLiveEvents(shared.bus, app.log);
  registerLiveRoutes(app, { events: live, ...liveTest });
  // Leads, handoff requests, ended conversations and unanswered questions, for webhooks and email.
  const events = businessEvents ?? createBusinessEvents(app.log);
  subscribeWebhooks(events, { db: database.db, jobs: queue });
  registerWebhookRoutes(app, { db: database.db, jobs: queue, allowPrivateNetworks: env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? false });
  registerEmailNotifications(app, { db: database.db, events, queue, env });
  // A member stepping into a conversation: the widget hears them on its chat's channel, from any process.
  const visitors = createVisitorChannel(shared.bus, app.log);
  const handoff = createHandoffService({
    db: database.db,
    visitors,
    live,
    events,
    waitMs: handoffTest?.waitMs,
    // Who stepped into which conversation, for the owners' audit log.
    audit: ({ organizationId, userId, action, conversationId }) =>
      recordAudit(database.db, { organizationId, actor: { userId }, action, target: { type: 'conversation', id: conversationId } }),
  });
  registerHandoffRoutes(app, { db: database.db, handoff });
  registerVisitorHandoffRoutes(app, { db: database.db, handoff, visitors, counters: shared.counters, publicUrl: env.PUBLIC_URL });
  const stopClosingRequests = closeUnansweredRegularly(handoff, app.log, handoffTest?.sweepMs);
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify waits on an async hook's promise; a sync one would have to call done()
  app.addHook('onClose', async () => stopClosingRequests());
  // Chat and voice share one responder and one set of tools.
  const runtimeResponder =
    responder ??
    (env.LLM_BASE_URL
      ? createLlmResponder({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL ?? 'gpt-4o-mini' })
      : createRetrievalResponder());
  const toolNetworks = env.TOOLS_ALLOW_PRIVATE_NETWORKS ?? false;
  // The tools listing says which responder answers, so the rules page can say what works offline.
  registerToolRoutes(app, { ...knowledge, allowPrivateNetworks: toolNetworks, responderKind: runtimeResponder.kind });
  const runtimeTools = createToolHooks({ db: database.db, allowPrivateNetworks: toolNetworks, log: app.log });
  const speechTools = embeddedVoice ?? detectEmbeddedVoice();
  const agentVoice = (agent: Parameters<typeof describeAgentVoice>[0]) => {
    const { provider, voiceId } = describeAgentVoice(agent, env, speechTools);
    return { provider, voiceId };
  };
  // Vapi's private key is the owner's token: the runtime's and voice module's GET by id answer it too.
  const ownerReaders = createOwnerReaders({ db: database.db, authenticate });
  registerRuntimeRoutes(app, {
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    keyMessagesPerMinute: env.RUNTIME_KEY_MESSAGES_PER_MINUTE,
    counters: shared.counters,
    live,
    events,
    handoff,
    tools: runtimeTools,
    responder: runtimeResponder,
    voiceOf: (agent) => describeAgentVoice(agent, env, speechTools),
    owner: {
      claims: hasOwnerBearer,
      assistant: createOwnerAssistantReader({ db: database.db, authenticate, voiceOf: agentVoice }),
      chat: ownerReaders.chat,
      session: ownerReaders.session,
      caller: async (request) => resolveOwnerCaller(database.db, (await authenticate(request)).organizationId),
    },
  });
  // The visitor's "delete my conversation" (DELETE /chat/{id}), beside the runtime's other chat routes.
  registerVisitorDataRoutes(app, {
    ...knowledge,
    counters: shared.counters,
    publicUrl: env.PUBLIC_URL,
    keyMessagesPerMinute: env.RUNTIME_KEY_MESSAGES_PER_MINUTE,
  });
  await registerVoiceRoutes(app, {
    db: database.db,
    live,
    events,
    handoff,
    visitors,
    responder: runtimeResponder,
    tools: runtimeTools,
    secret: env.JWT_SECRET,
    publicUrl: env.PUBLIC_URL,
    settings: env,
    embedded: speechTools,
    observer: voiceObserver,
    ownerCall: { claims: hasOwnerBearer, view: ownerReaders.call },
    ...voiceTest,
  });

  registerVoiceApiRoutes(app, { db: database.db, authenticate, members, queue, voiceOf: agentVoice });
  // Agent tests: answered by the runtime's responder, run after every knowledge change, failures told to webhooks and email.
  registerAgentTests(app, { db: database.db, authenticate, responder: runtimeResponder, events, ...agentTests });

  registerPartnerRoutes(app, { db: database.db, staffEmails: env.PARLEY_STAFF_EMAILS ?? [], emailOf });
  registerHealthRoute(app, database, shared);
  registerOpenApiRoutes(app, { routes: routeTable });
  // Last of the API routes: 501 for the Voice API paths no module has taken.
  registerVapiCompat(app);
  registerLocales(app);
  if (serveApps) registerStaticApps(app, { widgetFrameAncestors: (key) => widgetFrameAncestors(database.db, key) });
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
  return app;
}
