import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { contractRoute, contractRouteOptions } from '../../http/contract-route';
import { createAgentTurns } from '../runtime/agent-turns';
import type { LiveEvents } from '../live/live-events';
import type { BusinessEvents } from '../notifications/business-events';
import type { HandoffService } from '../handoff/handoff-service';
import type { VisitorChannel } from '../handoff/visitor-channel';
import { resolvePublicCaller } from '../../auth/public-key';
import type { Responder } from '../knowledge/answer/responder';
import type { ToolHookFactory } from '../tools/tool-hook';
import { CallSession, type CallObserver } from './call/call-session';
import { RESUME_WINDOW_MS } from '@parley/contract/media-socket';
import { HEARTBEAT_MS } from './call/call-handover';
import type { WebCallResponse } from './call/protocol';
import { createConnectToken, createResumeToken, verifyConnectToken, type CallOptions } from './call/tokens';
import { warmFlite } from './providers/flite';
import { warmProcessBroker } from './providers/process-broker';
import { createCallVocabulary } from './recognition/call-vocabulary';
import { createOrganizationSpeechModels } from './recognition/organization-speech-models';
import type { SpeechToText, TextToSpeech } from './providers/types';
import { resolveVoiceProviders, type EmbeddedVoice, type VoiceServerSettings } from './providers/config';
import { createWebCallService, type AgentRow } from './web-call-service';
import { CallIdSchema, HostQuery, MediaQueryDoc, VoiceWebCallCreateSchema } from '@parley/contract';
export { CallIdSchema };

export interface VoiceDeps {
  db: Db;
  /** Where calls that move are told to the organization's live dashboards. */
  live?: LiveEvents;
  /** Where leads and unanswered questions (and ended calls) are told to webhooks and email. */
  events?: BusinessEvents;
  /** A person asked for during a call, and a member's takeover (heard on the chat's channel) moving the call into the text chat. */
  handoff?: HandoffService;
  visitors?: VisitorChannel;
  responder: Responder;
  tools?: ToolHookFactory;
  /** Signs the media-socket tokens (the server's JWT secret). */
  secret: string;
  publicUrl?: string;
  settings: VoiceServerSettings;
  embedded: EmbeddedVoice;
  /** Benchmarks and tests read per-answer timings and per-call audio counts here. */
  observer?: CallObserver;
  /** Tests hand in their own providers (scripted recogniser, tone voice); otherwise chosen per agent. */
  providers?: (agent: AgentRow) => { stt: SpeechToText; tts: TextToSpeech };
  /** Test hook: shorter resume window and timeouts. */
  timing?: { resumeWindowMs?: number; silenceTimeoutMs?: number; maxDurationMs?: number; heartbeatMs?: number };
  /** Calls one process runs at once (each holds a recogniser); more get 503 voice_busy. */
  maxLiveCalls?: number;
  /** `GET /call/{id}` with an owner's token (Vapi's private key) rather than a widget key: apps/api/src/modules/voice-api. */
  ownerCall?: { claims: (request: FastifyRequest) => boolean; view: (request: FastifyRequest, id: string) => Promise<unknown> };
}

export const VOICE_UNAVAILABLE = { error: 'voice_unavailable', message: 'Voice is not available on this server; please use text chat.' } as const;
export const VOICE_BUSY = { error: 'voice_busy', message: 'All voice lines are busy right now; please use text chat or try again in a minute.' } as const;
/** Each embedded call keeps a recogniser busy; 20 at once were measured on two cores (bench-voice). */
const MAX_LIVE_CALLS = 40;
/** On shutdown, how long storing the ended calls may hold the server's close (a hung database must not). */
const CALL_END_ON_SHUTDOWN_MS = 3_000;

type Earlier = Parameters<CallSession['adopt']>[2];
type Prepared =
  | { kind: 'start'; session: CallSession }
  | { kind: 'resume'; session: CallSession; token: string }
  | { kind: 'adopt'; session: CallSession; token: string; earlier: Earlier };
/** Every so many heartbeats, calls whose process died unresumed are ended. */
const ORPHAN_SWEEP_EVERY = 15;

/** Vapi's assistant overrides (or an inline assistant) that Parley honours: the greeting and whether it is spoken first. */
function callOptions(body: z.output<typeof VoiceWebCallCreateSchema>): CallOptions {
  const inline = body.assistant ?? {};
  const firstMessage = body.assistantOverrides?.firstMessage ?? (typeof inline.firstMessage === 'string' ? inline.firstMessage.slice(0, 1000) : undefined);
  const mode = body.assistantOverrides?.firstMessageMode ?? (inline.firstMessageMode === 'assistant-waits-for-user' ? 'assistant-waits-for-user' : undefined);
  return { speakFirst: mode !== 'assistant-waits-for-user', ...(firstMessage !== undefined ? { firstMessage } : {}) };
}

/** Web calls: `POST /call/web`, the media socket at `/call/:id/media`, and `GET /call/:id`. */
export async function registerVoiceRoutes(app: FastifyInstance, deps: VoiceDeps) {
  const { db, responder, tools, secret, publicUrl, settings, embedded, observer, timing = {} } = deps;
  const turns = createAgentTurns({ db, responder, tools });
  const providersFor = (agent: AgentRow) => {
    if (deps.providers) return { ...deps.providers(agent), available: true };
    return resolveVoiceProviders(agent.voiceProviderConfig, agent.voice, settings, embedded);
  };
  const live = new Map<string, CallSession>();
  await app.register(websocket, {
    options: { maxPayload: 256 * 1024 },
    // The plugin's own pre-close drops every socket without a close frame (the visitor saw 1005): end the
    // live calls first, so each gets `status-update ended server-shutdown` and a normal close, then the rest.
    preClose(this: FastifyInstance, done: () => void) {
      const server = this.websocketServer;
      const ended = Promise.all([...live.values()].map((session) => session.end('server-shutdown')));
      const bounded = new Promise((resolve) => setTimeout(resolve, CALL_END_ON_SHUTDOWN_MS).unref());
      void Promise.race([ended, bounded])
        .catch((error: unknown) => app.log.warn({ err: error }, 'ending voice calls on shutdown failed'))
        .finally(() => {
          for (const client of server.clients) client.close(1001, 'Server shutting down');
          server.close(() => done());
        });
    },
  });
  const webCalls = createWebCallService(db, { live: deps.live, events: deps.events, turns });
  const { store, calls, handover } = webCalls;
  const resumeWindowMs = timing.resumeWindowMs ?? RESUME_WINDOW_MS;

  // The calls held here are alive; one that another process has taken over (or ended) is let go.
  let beats = 0;
  const heartbeat = setInterval(() => {
    const ids = [...live.entries()].filter(([, session]) => session.state === 'in-progress' || session.state === 'transferring').map(([id]) => id);
    void handover
      .heartbeat(ids)
      .then((claims) => {
        for (const id of ids) if (!claims.has(id) || !live.get(id)?.claims.holds(claims.get(id)!)) live.get(id)?.release();
        if (++beats % ORPHAN_SWEEP_EVERY === 0) return handover.endOrphans(resumeWindowMs * 3);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'voice calls: the heartbeat failed'));
  }, timing.heartbeatMs ?? HEARTBEAT_MS).unref();
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify waits on an async hook's promise; a sync one would have to call done()
  app.addHook('onClose', async () => clearInterval(heartbeat));

  const vocabulary = createCallVocabulary(createOrganizationSpeechModels(db, { commonWords: settings.VOICE_COMMON_WORDS }), app.log);
  const sessionFor = async (
    { call, agent, conversation, context }: Awaited<ReturnType<typeof webCalls.claim>>,
    options: { firstMessage: string; speakFirst: boolean },
    log: FastifyRequest['log'],
  ) => {
    const providers = providersFor(agent);
    const stt = await vocabulary.recogniser(call.organizationId, providers.stt, conversation.language ?? 'en');
    return new CallSession({
      db,
      callId: call.id,
      conversation,
      agent,
      turns,
      context,
      store,
      calls,
      events: deps.events,
      handover,
      transfer: deps.handoff && deps.visitors && { handoff: deps.handoff, visitors: deps.visitors },
      stt,
      tts: providers.tts,
      ...options,
      log,
      observer,
      onClosed: (callId) => live.delete(callId),
      ...timing,
    });
  };

  /** A reconnection for a call this process does not hold: take it over from the process that did. */
  const adopt = async (request: FastifyRequest, id: string, token: string): Promise<Prepared> => {
    const next = createResumeToken();
    const { earlier, ...taken } = await webCalls.takeOver(id, token, next, resumeWindowMs);
    const session = await sessionFor(taken, { firstMessage: taken.agent.greeting, speakFirst: false }, request.log);
    live.set(taken.call.id, session);
    return { kind: 'adopt', session, token: next, earlier };
  };
  const prepared = new WeakMap<FastifyRequest, Prepared>();
  const ownOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  // Started now, while the server is small to fork; afterwards it starts every speech process
  // (the default voice's first one now, waiting for the first sentence).
  if (embedded.available) {
    warmProcessBroker();
    warmFlite();
  }
  if (!embedded.available)
    app.log.warn(
      { missing: embedded.missing },
      'Voice: the embedded speech tools are missing; calls of agents without hosted speech providers get 503 voice_unavailable',
    );

  // Each route's method, path and schemas are its operation's in the contract (http/contract-route.ts).
  const rateLimit = { max: 60, timeWindow: '1 minute' };
  contractRoute(
    app,
    'POST /call/web',
    { body: VoiceWebCallCreateSchema },
    async ({ body, request, reply }) => {
      const caller = await resolvePublicCaller(db, request, body.metadata?.hostOrigin, ownOrigin(request));
      if (!body.assistant && !body.assistantId) {
        if (body.squad || body.squadId || body.workflow || body.workflowId)
          throw new AppError('unprocessable', 'Squads and workflows are not available on this server; start the call with an assistant');
        throw new AppError('unprocessable', 'Assistant or Squad or Workflow must be provided');
      }
      const id = body.assistantId;
      if (id && id !== 'self' && id !== String(caller.agent.id) && id !== caller.organization.subId) throw AppError.notFound('Assistant not found');
      // Voice is a feature of the plan (billing/plan-features.ts); the owner's try-out with the demo key may always call.
      if (caller.keyKind === 'live') await app.planLimits.requireVoice(caller.organization.id);

      const providers = providersFor(caller.agent);
      if (!providers.available) return reply.code(503).send(VOICE_UNAVAILABLE);
      if (live.size >= (deps.maxLiveCalls ?? MAX_LIVE_CALLS)) return reply.code(503).header('retry-after', '60').send(VOICE_BUSY);

      const { conversation, call } = await webCalls.open(
        caller.organization.id,
        {
          channel: 'voice',
          keyKind: caller.keyKind,
          visitorId: body.metadata?.visitorId ?? null,
          pageUrl: body.metadata?.pageUrl ?? null,
          language: body.metadata?.language ?? caller.agent.languages[0] ?? 'en',
        },
        { sttProvider: providers.stt.name, ttsProvider: providers.tts.name },
      );
      vocabulary.prepare(caller.organization.id, providers.stt, conversation.language ?? 'en');
      const origin = new URL(ownOrigin(request));
      origin.protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:';
      const response: WebCallResponse = {
        id: call.id,
        webCallUrl: `${origin.origin}/call/${call.id}/media?token=${createConnectToken(secret, call.id, callOptions(body))}`,
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { id: String(caller.agent.id), name: caller.agent.name, voice: { provider: providers.tts.name, voiceId: providers.tts.voiceId } },
        status: 'queued',
        chatId: conversation.id,
      };
      return reply.code(201).send(response);
    },
    { config: { rateLimit } },
  );

  /**
   * Everything that may fail is checked here, before the upgrade, so a refused connection gets an
   * HTTP status; the handler then attaches the socket synchronously (no message is lost).
   */
  const authoriseMedia = async (request: FastifyRequest) => {
    const { id } = request.params as z.output<typeof CallIdSchema>;
    const { token, resume } = request.query as z.output<typeof MediaQueryDoc>;
    // The schema lets no request through without one of the two; the token wins when both come.
    if (token === undefined) {
      const session = live.get(id);
      if (!session) return void prepared.set(request, await adopt(request, id, resume!));
      if (session.state !== 'in-progress') throw AppError.notFound('This call has ended');
      prepared.set(request, { kind: 'resume', session, token: resume! });
      return;
    }
    const check = verifyConnectToken(secret, token, id);
    if (check.verdict !== 'ok')
      throw AppError.unauthorized(check.verdict === 'expired' ? 'This call link has expired; start the call again' : 'Invalid call token');
    const claimed = await webCalls.claim(id);
    // The plan is asked again here: a call link outlives neither a plan's voice nor the plan.
    if (claimed.conversation.keyKind === 'live') await app.planLimits.requireVoice(claimed.call.organizationId);
    const options = { firstMessage: check.options.firstMessage ?? claimed.agent.greeting, speakFirst: check.options.speakFirst };
    const session = await sessionFor(claimed, options, request.log);
    live.set(claimed.call.id, session);
    prepared.set(request, { kind: 'start', session });
  };

  // Validated with the contract's schemas first, then authorised before the upgrade (a refusal is an HTTP status).
  const media = contractRouteOptions('GET /call/{id}/media', { params: CallIdSchema, query: MediaQueryDoc });
  app.get(
    media.url,
    { websocket: true, schema: media.schema, validatorCompiler: media.validatorCompiler, config: media.config, preHandler: authoriseMedia },
    (socket, request) => {
      const ready = prepared.get(request);
      if (!ready) return socket.close(1011, 'Call not prepared');
      if (ready.kind === 'start') ready.session.start(socket);
      else if (ready.kind === 'adopt') ready.session.adopt(socket, ready.token, ready.earlier);
      else if (!ready.session.resume(socket, ready.token)) socket.close(4401, 'Invalid resume token');
    },
  );

  /** The call as the widget may see it: its status, end and transcript (same key and origin checks as `GET /chat/:id`). */
  contractRoute(app, 'GET /call/{id}', { params: CallIdSchema, query: HostQuery }, async ({ params: { id }, query, request }) => {
    if (deps.ownerCall?.claims(request)) return deps.ownerCall.view(request, id);
    const caller = await resolvePublicCaller(db, request, query.host, ownOrigin(request));
    const { call, messages } = await webCalls.view(caller.organization.id, id);
    return {
      id: call.id,
      chatId: call.conversationId,
      status: call.status,
      endedReason: call.endedReason,
      durationSeconds: call.durationSeconds,
      summary: call.summary,
      createdAt: call.createdAt.toISOString(),
      endedAt: call.endedAt?.toISOString() ?? null,
      messages: messages.map((m) => ({ role: m.role, content: m.content, createdAt: m.createdAt.toISOString() })),
    };
  });
}
