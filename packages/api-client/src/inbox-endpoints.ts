import type { SendOperation } from './operation-call';

/** The live inbox, and a member of the team taking a conversation over from the agent. */
export function inboxEndpoints(send: SendOperation) {
  return {
    /** Conversations waiting for a person, held by one, or with a message in the last 30 minutes. */
    listInbox: async () => (await send('listInbox')).body.data,
    /** The agent stops answering and the visitor is told you joined; 409 when another member holds it. */
    takeOverConversation: async (id: string) => (await send('takeOverConversation', { params: { id } })).body.data,
    /** Only while you hold the conversation (409 otherwise); the visitor sees it at once. */
    sendMemberMessage: async (id: string, content: string) => (await send('sendMemberMessage', { params: { id }, json: { message: { content } } })).body.data,
    /** Back to the agent. */
    releaseConversation: async (id: string) => (await send('releaseConversation', { params: { id } })).body.data,
  };
}
