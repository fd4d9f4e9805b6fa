import type { Call } from './http';
import type { ConversationDetail, ConversationMessage, InboxConversation } from './schemas';

const CONVERSATIONS = '/api/v1/organizations/current/conversations';
const path = (id: string, action: string) => `${CONVERSATIONS}/${encodeURIComponent(id)}/${action}`;

/** The live inbox, and a member of the team taking a conversation over from the agent. */
export function inboxEndpoints(call: Call) {
  return {
    /** GET …/inbox: conversations waiting for a person, held by one, or with a message in the last 30 minutes. */
    listInbox: async () => (await call<{ data: InboxConversation[] }>('GET', '/api/v1/organizations/current/inbox')).body.data,
    /** The agent stops answering and the visitor is told you joined; 409 when another member holds it. */
    takeOverConversation: async (id: string) => (await call<{ data: ConversationDetail }>('POST', path(id, 'takeover'))).body.data,
    /** Only while you hold the conversation (409 otherwise); the visitor sees it at once. */
    sendMemberMessage: async (id: string, content: string) =>
      (await call<{ data: ConversationMessage }>('POST', path(id, 'messages'), { json: { message: { content } } })).body.data,
    /** Back to the agent. */
    releaseConversation: async (id: string) => (await call<{ data: ConversationDetail }>('POST', path(id, 'release'))).body.data,
  };
}
