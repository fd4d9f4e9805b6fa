import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../http/operation-route';
import { conversationDetail, handoffOf } from '../conversations/detail';
import type { HandoffService } from './handoff-service';
import { createHandoffRepository } from './handoff-repository';
import type { Db } from '../../db/database';

/** The dashboard's side: the live inbox, and a member taking a conversation over, writing and handing it back. */
export function registerHandoffRoutes(app: FastifyInstance, { db, handoff }: { db: Db; handoff: HandoffService }) {
  const repo = createHandoffRepository(db);

  operationRoute(app, 'listInbox', async ({ caller: { organizationId } }) => ({
    data: (await repo.inbox(organizationId)).map(({ conversation: c, holderName, lastMessage, lead }) => ({
      id: c.id,
      channel: c.channel,
      outcome: c.outcome,
      page_url: c.pageUrl,
      language: c.language,
      message_count: c.messageCount,
      started_at: c.startedAt.toISOString(),
      last_message_at: c.lastMessageAt.toISOString(),
      last_message: lastMessage
        ? {
            author: lastMessage.role === 'user' ? ('visitor' as const) : lastMessage.author === 'human' ? ('human' as const) : ('agent' as const),
            content: lastMessage.content,
          }
        : null,
      lead,
      handoff: handoffOf(c, holderName),
    })),
  }));

  operationRoute(app, 'takeOverConversation', async ({ caller, params: { id } }) => {
    await handoff.takeOver(caller, id);
    return { data: await conversationDetail(db, caller.organizationId, id) };
  });

  operationRoute(app, 'sendMemberMessage', async ({ caller, params: { id }, body, reply }) => {
    const message = await handoff.send(caller, id, body.message.content);
    return reply.code(201).send({ data: message });
  });

  operationRoute(app, 'releaseConversation', async ({ caller, params: { id } }) => {
    await handoff.release(caller, id);
    return { data: await conversationDetail(db, caller.organizationId, id) };
  });
}
