import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { createAgentRepository, type AgentRow } from '../agent/agent-repository';
import type { AgentTurns } from '../runtime/agent-turns';
import { createConversationRepository, type ConversationRepositoryListeners } from '../conversations/conversation-repository';
import { createCallHandover } from './call/call-handover';
import { createCallRepository } from './call/call-repository';
import { CONNECT_TOKEN_TTL_MS } from './call/tokens';

export type { AgentRow };
type ConversationRepository = ReturnType<typeof createConversationRepository>;
/** What a new call's conversation says of the visitor (channel, key, page, language). */
export type CallConversation = Parameters<ConversationRepository['open']>[1];

/**
 * The stored side of web calls: opening a call with its conversation, finding what a connecting or
 * reconnecting socket needs (the call, its agent, its conversation, the turn's context), and the
 * call as the widget may read it. The live sessions and their sockets stay with the routes.
 */
export function createWebCallService(db: Db, { turns, ...listeners }: ConversationRepositoryListeners & { turns: AgentTurns }) {
  const store = createConversationRepository(db, listeners);
  const calls = createCallRepository(db);
  const handover = createCallHandover(db);
  const agents = createAgentRepository(db);

  /** The call's agent, conversation and turn context; 404 when either is gone. */
  async function partsOf(call: { organizationId: number; conversationId: string }) {
    const found = await agents.findWithOrganization({ id: call.organizationId });
    const conversation = await calls.findConversation(call.organizationId, call.conversationId);
    if (!found || !conversation) throw AppError.notFound('Call not found');
    const context = await turns.context(call.organizationId, conversation.id);
    return { agent: found.agent, conversation, context };
  }

  return {
    /** What a call session stores through: its conversation, its call row and its claim. */
    store,
    calls,
    handover,

    /**
     * A queued call and its new conversation, once calls of the organization that never connected
     * are cleared away (their empty conversations would count as voice conversations).
     */
    async open(organizationId: number, conversation: CallConversation, providers: { sttProvider: string; ttsProvider: string }) {
      await calls.removeAbandoned(organizationId, new Date(Date.now() - CONNECT_TOKEN_TTL_MS - 10_000));
      const opened = await store.open(organizationId, conversation);
      const call = await calls.create(organizationId, { conversationId: opened.id, ...providers });
      return { conversation: opened, call };
    },

    /** Spends the call's one-time connect token: 409 for a link already used. */
    async claim(id: string) {
      const call = await calls.claim(id);
      if (!call) throw AppError.conflict('This call link has already been used');
      return { call, ...(await partsOf(call)) };
    },

    /**
     * A reconnection for a call this process does not hold, taken over from the process that did
     * with the visitor's resume token (`next` becomes the call's claim); 404 when it has ended or
     * the token is not the call's. Answers what was said so far, so the call goes on from there.
     */
    async takeOver(id: string, token: string, next: string, windowMs: number) {
      const call = await handover.takeOver(id, token, next, windowMs);
      if (!call) throw AppError.notFound('This call has ended');
      const parts = await partsOf(call);
      const { messages } = await store.find(call.organizationId, parts.conversation.id);
      const turnsSoFar = messages.flatMap((m) => (m.role === 'user' || m.role === 'assistant' ? [{ role: m.role, content: m.content }] : []));
      return { call, ...parts, earlier: { startedAt: (call.connectedAt ?? call.createdAt).getTime(), turns: turnsSoFar } };
    },

    /** The organization's call with its conversation's messages; 404 for another organization's. */
    async view(organizationId: number, id: string) {
      const call = await calls.find(organizationId, id);
      if (!call) throw AppError.notFound('Call not found');
      const { messages } = await store.find(organizationId, call.conversationId);
      return { call, messages };
    },
  };
}
