import { InboxConversationSchema, MemberMessageRequestSchema, ConversationMessageSchema } from '../schemas/handoff';
import { ConversationIdSchema } from '../schemas';
import * as D from '../schemas/responses';
import { ORG, created, group, listAll, ok } from './draft';

/** Taking a conversation over and handing it back: both answer the conversation as it now is, or 409 while another member holds it. */
function changeOfHands<const Id extends string, const Step extends 'takeover' | 'release'>(
  step: Step,
  entry: { operationId: Id; summary: string; description?: string },
) {
  return {
    method: 'POST' as const,
    path: `${ORG}/conversations/{id}/${step}` as const,
    ...entry,
    params: ConversationIdSchema,
    responses: { ...ok(D.dataOf(D.ConversationDetailSchema)), 409: { description: 'Another member holds the conversation; the message names them' } },
    client: [entry.operationId] as const,
  };
}

/** The live inbox and the takeover of a conversation by a member of the team (issue 19). */
export const INBOX_OPERATIONS = group('Inbox', [
  listAll(`${ORG}/inbox`, {
    operationId: 'listInbox',
    summary: 'Conversations in progress and those waiting for a person, newest activity first',
    description:
      'Conversations with a message in the last 30 minutes, and every conversation whose visitor asked for a person or that a member holds, at most 100. Follow `GET …/events` to hear them move.',
    item: InboxConversationSchema,
  }),
  changeOfHands('takeover', {
    operationId: 'takeOverConversation',
    summary: 'Take a conversation over: the agent stops answering and the visitor is told you joined',
  }),
  {
    method: 'POST',
    path: `${ORG}/conversations/{id}/messages`,
    operationId: 'sendMemberMessage',
    summary: 'Write to the visitor of a conversation you hold',
    description: 'Only the member who took the conversation over may write; the visitor sees the message at once.',
    params: ConversationIdSchema,
    body: MemberMessageRequestSchema,
    responses: { ...created(D.dataOf(ConversationMessageSchema)), 409: { description: 'You do not hold this conversation: take it over first' } },
    client: ['sendMemberMessage'],
  },
  changeOfHands('release', {
    operationId: 'releaseConversation',
    summary: 'Hand a conversation back to the agent',
    description: 'The member who holds it, or an owner, may hand it back; a conversation nobody holds is answered as it is.',
  }),
]);
