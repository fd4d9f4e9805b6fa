import { ChatRequestSchema, type ChatResponse, type ChatStreamEvent } from '@parley/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { contractRoute } from '../../http/contract-route';
import { EVENT_STREAM_HEADERS } from '../../http/event-stream';
import { ChatEventRequestSchema, recordClick } from '../analytics/product-events';
import { createChatService, MAX_SUGGESTIONS, visitorSources, type StreamedAnswer } from './chat-service';
import { createConversationRepository } from '../conversations/conversation-repository';
import type { LiveEvents } from '../live/live-events';
import type { BusinessEvents } from '../notifications/business-events';
import type { HandoffService } from '../handoff/handoff-service';
import { productCardsByMessage } from './product-cards';
import { resolvePublicCaller, type PublicCaller } from '../../auth/public-key';
import { registerSessionRoutes } from './session-routes';
import { createAssistantRepository } from './assistant-repository';
import { createMessageLimiter, PER_KEY_PER_MINUTE } from '../../http/message-limiter';
import type { Counters } from '../../shared-state';
import type { ToolHookFactory } from '../tools/tool-hook';
import type { Responder } from '../knowledge/answer/responder';
import { ChatIdSchema, HostQuery, LeadRequestDoc, StringIdParams } from '@parley/contract';
import { authorOf } from '../conversations/detail';
export { ChatIdSchema };
/** The follow-up rule is the chat service's; follow-ups.test.ts reads it from here, where it was. */
export { followUps } from './chat-service';

export interface RuntimeDeps {
  db: Db;
  responder: Responder;
  /** The organization's tools for the model (webhooks); only the LLM responder uses them. */
  tools?: ToolHookFactory;
  /** Parley's own public origin; defaults to the request's. */
  publicUrl?: string;
  /** Messages one widget key may send per minute, all its visitors together (across processes with Redis). */
  keyMessagesPerMinute?: number;
  /** Where the message limits count: this process, or Redis shared by all. */
  counters: Counters;
  /** Where conversations that move are told to the organization's live dashboards. */
  live?: LiveEvents;
  /** Where leads and unanswered questions are told to webhooks and email. */
  events?: BusinessEvents;
  /** A person of the team in the conversation: the agent stays silent while a member holds it. */
  handoff?: HandoffService;
  /** The agent's voice and whether this server can run its calls (the widget hides the voice button otherwise). */
  voiceOf?: (agent: PublicCaller['agent']) => { provider: 'parley' | '11labs' | 'openai'; voiceId: string; available: boolean };
  /**
   * `GET /assistant/{id}`, `/chat/{id}`, `/session/{id}` with an owner's token rather than a widget
   * key (Vapi's private key): the Voice API's owner view (apps/api/src/modules/voice-api).
   */
  owner?: OwnerViews;
}

type OwnerView = (request: FastifyRequest, id: string) => Promise<unknown>;
export interface OwnerViews {
  /** Whether the bearer is an owner's token (anything but a widget key). */
  claims: (request: FastifyRequest) => boolean;
  assistant: OwnerView;
  chat: OwnerView;
  session: OwnerView;
  /** The organization's agent as the caller of `POST /chat` and `POST /session` with the owner's token. */
  caller: (request: FastifyRequest) => Promise<PublicCaller>;
}

const PER_VISITOR_PER_MINUTE = 30;

/** The public agent runtime the widget talks to (Vapi-compatible where it overlaps). */
export function registerRuntimeRoutes(
  app: FastifyInstance,
  { db, responder, publicUrl, tools, keyMessagesPerMinute = PER_KEY_PER_MINUTE, voiceOf, owner, counters, live, events, handoff }: RuntimeDeps,
) {
  const store = createConversationRepository(db, { live, events });
  const chat = createChatService({ db, responder, tools, live, events, handoff });
  const assistants = createAssistantRepository(db);
  const limit = createMessageLimiter(counters);
  const ownOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  registerSessionRoutes(app, { db, publicUrl, owner: owner ? { claims: owner.claims, view: owner.session, caller: owner.caller } : undefined });

  // Each route's method, path and schemas are its operation's in the contract (http/contract-route.ts).
  contractRoute(app, 'POST /chat', { body: ChatRequestSchema }, async ({ body, request, reply }) => {
    const caller = owner?.claims(request) ? await owner.caller(request) : await resolvePublicCaller(db, request, body.metadata?.hostOrigin, ownOrigin(request));
    // The limits count by the key and the visitor's address, which only the request knows.
    const key = request.headers.authorization!;
    await Promise.all([
      limit(`key:${key}`, keyMessagesPerMinute),
      limit(`visitor:${key}:${request.ip}:${body.metadata?.visitorId ?? ''}`, PER_VISITOR_PER_MINUTE),
    ]);
    // The plan's messages a month (billing/plan-features.ts); the owner's try-outs with the demo key are not counted.
    if (caller.keyKind === 'live') await app.planLimits.requireMessageRoom(caller.organization.id);
    const turn = await chat.ask(caller, body);
    if ('stream' in turn) return streamAnswer(reply, turn.stream);
    return body.stream ? sendWhole(reply, turn.response) : turn.response;
  });

  contractRoute(app, 'GET /chat/{id}', { params: ChatIdSchema, query: HostQuery }, async ({ params: { id }, query, request }) => {
    if (owner?.claims(request)) return owner.chat(request, id);
    const caller = await resolvePublicCaller(db, request, query.host, ownOrigin(request));
    const { conversation, messages } = await store.find(caller.organization.id, id);
    // The answers' product cards as they are now (a product deleted since is left out).
    const cards = await productCardsByMessage(
      db,
      caller.organization.id,
      messages.map((m) => (m.role === 'assistant' ? m.sources : [])),
    );
    return {
      id: conversation.id,
      createdAt: conversation.startedAt.toISOString(),
      messages: messages.map((m, i) => ({
        role: m.role,
        author: authorOf(m),
        ...(m.authorName && { name: m.authorName }),
        content: m.content,
        sources: visitorSources(caller.agent.branding, m.sources),
        products: cards[i]!,
        createdAt: m.createdAt.toISOString(),
      })),
      ...(handoff && { handoff: await handoff.visitorView(conversation) }),
    };
  });

  /** What the visitor did with an answer (a product card opened): authorised like `GET /chat/:id`, limited like messages. */
  const clickParts = { params: ChatIdSchema, query: HostQuery, body: ChatEventRequestSchema };
  contractRoute(app, 'POST /chat/{id}/events', clickParts, async ({ params: { id }, query, body: event, request, reply }) => {
    const caller = await resolvePublicCaller(db, request, query.host, ownOrigin(request));
    const key = request.headers.authorization!;
    await Promise.all([limit(`events:key:${key}`, keyMessagesPerMinute), limit(`events:visitor:${key}:${request.ip}`, PER_VISITOR_PER_MINUTE)]);
    const { conversation } = await store.find(caller.organization.id, id);
    await recordClick(db, conversation, event.productId);
    return reply.code(204).send();
  });

  /** The widget's lead form: contact details, only with the visitor's consent. */
  contractRoute(
    app,
    'POST /chat/{id}/lead',
    { params: ChatIdSchema, body: LeadRequestDoc },
    async ({ params: { id }, body: { hostOrigin, ...lead }, request, reply }) => {
      const caller = await resolvePublicCaller(db, request, hostOrigin, ownOrigin(request));
      const { conversation } = await store.find(caller.organization.id, id);
      await store.addLead(conversation, lead);
      return reply.code(201).send({ ok: true });
    },
  );

  // One route, two callers: a widget key (pk_…) sees what the widget shows, any other bearer is an owner's token.
  contractRoute(app, 'GET /assistant/{id}', { params: StringIdParams, query: HostQuery }, async ({ params: { id }, query, request }) => {
    if (owner?.claims(request)) return owner.assistant(request, id);
    const caller = await resolvePublicCaller(db, request, query.host, ownOrigin(request));
    // `self`: the agent the key belongs to (what the widget asks for).
    if (id !== 'self' && id !== String(caller.agent.id) && id !== caller.organization.subId) throw AppError.notFound('Assistant not found');
    const agent = caller.agent;
    const voice = voiceOf?.(agent);
    // Quick replies before the first message: the business's first FAQs.
    const starters = await assistants.starters(caller.organization.id, MAX_SUGGESTIONS);
    return {
      id: String(agent.id),
      name: agent.name,
      firstMessage: agent.greeting,
      avatarUrl: agent.avatarMediaId ? `/media/${agent.avatarMediaId}` : null,
      languages: agent.languages,
      branding: agent.branding,
      voice: voice ? { provider: voice.provider, voiceId: voice.voiceId } : { provider: 'parley', voiceId: agent.voice },
      voiceAvailable: voice?.available ?? false,
      // The widget shows no microphone when the plan has no voice; the demo key on Parley's pages always may.
      voiceIncluded: caller.keyKind === 'demo' || (await app.planLimits.voiceIncluded(caller.organization.id)),
      suggestions: starters,
    };
  });
}

/** An answer that was whole before the request ended (no agent generating it), as the stream's one `done` event. */
function sendWhole(reply: FastifyReply, response: ChatResponse) {
  reply.hijack();
  reply.raw.writeHead(200, EVENT_STREAM_HEADERS);
  const done: ChatStreamEvent = { type: 'done', ...response };
  reply.raw.end(`data: ${JSON.stringify(done)}\n\n`);
}

/** Server-sent events: `delta`s as the answer is generated, then `done`. The answer is stored even if the visitor leaves mid-way. */
async function streamAnswer(reply: FastifyReply, { id, tokens, sources, products, suggestions, offerLead, save }: StreamedAnswer) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, EVENT_STREAM_HEADERS);
  const send = (event: ChatStreamEvent) => {
    if (!raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  let content = '';
  try {
    for await (const token of tokens) {
      content += token;
      send({ type: 'delta', content: token });
    }
    await save(content.trim());
    send({
      type: 'done',
      id,
      output: [{ role: 'assistant', content: content.trim() }],
      sources,
      products: await products,
      suggestions,
      ...(offerLead && { offerLead }),
    });
  } catch (error) {
    if (content) await save(content.trim()).catch(() => {});
    send({ type: 'error', error: 'The answer was interrupted. Please ask again.' });
    reply.log.error({ err: error }, 'chat stream failed');
  } finally {
    raw.end();
  }
}
