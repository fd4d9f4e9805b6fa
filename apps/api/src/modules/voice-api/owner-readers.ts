import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { agents, chatSessions, conversations, messages, voiceCalls } from '../../db/schema';
import { AppError } from '../../errors';
import type { VoiceApiDeps } from './deps';
import { toCall, toChat, toSessionSummary } from './shapes';

/**
 * A bearer that is not a widget key (`pk_…`) is taken for an owner's token. The runtime's and the
 * voice module's `GET /chat/{id}`, `/session/{id}` and `/call/{id}` hand such requests here, so one
 * route serves both the widget and a Vapi client holding the private key.
 */
export const hasOwnerBearer = (request: FastifyRequest) => {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return Boolean(bearer && !bearer.startsWith('pk_'));
};

const assistantIdOf = async (db: Db, organizationId: number) => {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.organizationId, organizationId));
  return agent ? String(agent.id) : '';
};
const transcriptOf = async (db: Db, organizationId: number, conversationIds: string[]) =>
  conversationIds.length
    ? db
        .select()
        .from(messages)
        .where(and(eq(messages.organizationId, organizationId), inArray(messages.conversationId, conversationIds)))
        .orderBy(asc(messages.id))
    : [];

/** Function properties, not methods: the routes are handed each reader on its own. */
export interface OwnerReaders {
  chat: (request: FastifyRequest, id: string) => Promise<unknown>;
  session: (request: FastifyRequest, id: string) => Promise<unknown>;
  call: (request: FastifyRequest, id: string) => Promise<unknown>;
}

export function createOwnerReaders({ db, authenticate }: Pick<VoiceApiDeps, 'db' | 'authenticate'>): OwnerReaders {
  return {
    async chat(request, id) {
      const { organizationId } = await authenticate(request);
      const [chat] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, id)));
      if (!chat) throw AppError.notFound('Chat not found');
      const rows = await transcriptOf(db, organizationId, [chat.id]);
      return {
        ...toChat(chat, await assistantIdOf(db, organizationId)),
        messages: rows.map((m) => ({ role: m.role, content: m.content, createdAt: m.createdAt.toISOString() })),
      };
    },
    async session(request, id) {
      const { organizationId } = await authenticate(request);
      const [session] = await db
        .select()
        .from(chatSessions)
        .where(and(eq(chatSessions.organizationId, organizationId), eq(chatSessions.id, id)));
      if (!session) throw AppError.notFound('Session not found');
      const chats = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), eq(conversations.sessionId, id)))
        .orderBy(asc(conversations.startedAt));
      const rows = await transcriptOf(
        db,
        organizationId,
        chats.map((chat) => chat.id),
      );
      return {
        ...toSessionSummary(session, await assistantIdOf(db, organizationId)),
        chatIds: chats.map((chat) => chat.id),
        messages: rows.map((m) => ({ role: m.role, content: m.content, chatId: m.conversationId, createdAt: m.createdAt.toISOString() })),
      };
    },
    async call(request, id) {
      const { organizationId } = await authenticate(request);
      const [call] = await db
        .select()
        .from(voiceCalls)
        .where(and(eq(voiceCalls.organizationId, organizationId), eq(voiceCalls.id, id)));
      if (!call) throw AppError.notFound('Call not found');
      const rows = await transcriptOf(db, organizationId, [call.conversationId]);
      return {
        ...toCall(call, await assistantIdOf(db, organizationId)),
        messages: rows.map((m) => ({ role: m.role === 'assistant' ? 'bot' : 'user', message: m.content, time: m.createdAt.getTime() })),
        transcript: rows.map((m) => `${m.role === 'assistant' ? 'AI' : 'User'}: ${m.content}`).join('\n'),
      };
    },
  };
}
