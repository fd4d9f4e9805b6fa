import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { createCallRepository } from '../voice/call/call-repository';
import { createConversationRepository } from '../conversations/conversation-repository';
import { createSessionRepository, toSession } from '../runtime/session-repository';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import { toAssistant, toCall, toChat, voiceOfAgent } from './shapes';

/**
 * A bearer that is not a widget key (`pk_…`) is taken for an owner's token. The runtime's and the
 * voice module's `GET /chat/{id}`, `/session/{id}` and `/call/{id}` hand such requests here, so one
 * route serves both the widget and a Vapi client holding the private key.
 */
export const hasOwnerBearer = (request: FastifyRequest) => {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return Boolean(bearer && !bearer.startsWith('pk_'));
};

type OwnerView = (request: FastifyRequest, id: string) => Promise<unknown>;

/**
 * Other modules' routes hand these readers the request; each is wrapped once, here: the owner's
 * token is checked (401 otherwise) before the read, which gets only the organization.
 */
const ownerView =
  (authenticate: VoiceApiDeps['authenticate'], read: (organizationId: number, id: string) => Promise<unknown>): OwnerView =>
  async (request, id) =>
    read((await authenticate(request)).organizationId, id);

/** Function properties, not methods: the routes are handed each reader on its own. */
export interface OwnerReaders {
  chat: OwnerView;
  session: OwnerView;
  call: OwnerView;
}

/**
 * The Voice API's view of one chat, session or call, read through the stores that own them (the
 * runtime's conversations and sessions, the voice module's calls).
 */
export function createOwnerReaders({ db, authenticate }: Pick<VoiceApiDeps, 'db' | 'authenticate'>): OwnerReaders {
  const conversations = createConversationRepository(db);
  const sessions = createSessionRepository(db);
  const calls = createCallRepository(db);
  const assistants = createAssistantService(db);
  return {
    chat: ownerView(authenticate, async (organizationId, id) => {
      const { conversation, messages } = await conversations.find(organizationId, id);
      return {
        ...toChat(conversation, await assistants.idOf(organizationId)),
        messages: messages.map((m) => ({ role: m.role, content: m.content, createdAt: m.createdAt.toISOString() })),
      };
    }),
    session: ownerView(authenticate, async (organizationId, id) => {
      const { session, chatIds, messages } = await sessions.transcript(organizationId, id);
      return {
        ...toSession(session, await assistants.idOf(organizationId)),
        chatIds,
        messages: messages.map((m) => ({ role: m.role, content: m.content, chatId: m.conversationId, createdAt: m.createdAt.toISOString() })),
      };
    }),
    call: ownerView(authenticate, async (organizationId, id) => {
      const call = await calls.find(organizationId, id);
      if (!call) throw AppError.notFound('Call not found');
      // A call's conversation goes with it (on delete cascade), so it is there.
      const { messages } = await conversations.find(organizationId, call.conversationId);
      return {
        ...toCall(call, await assistants.idOf(organizationId)),
        messages: messages.map((m) => ({ role: m.role === 'assistant' ? 'bot' : 'user', message: m.content, time: m.createdAt.getTime() })),
        transcript: messages.map((m) => `${m.role === 'assistant' ? 'AI' : 'User'}: ${m.content}`).join('\n'),
      };
    }),
  };
}

/** `GET /assistant/{id}` with an owner token; the runtime's handler calls this for non-widget bearers. */
export function createOwnerAssistantReader({ db, authenticate, voiceOf }: Pick<VoiceApiDeps, 'db' | 'authenticate' | 'voiceOf'>): OwnerView {
  const assistants = createAssistantService(db);
  return ownerView(authenticate, async (organizationId, id) => {
    const agent = await assistants.find(organizationId, id);
    return toAssistant(agent, voiceOfAgent(agent, voiceOf));
  });
}
