import { CreateSessionDoc, HostQuery, SessionIdSchema } from '@parley/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { contractRoute } from '../../http/contract-route';
import { resolvePublicCaller, type PublicCaller } from '../../auth/public-key';
import { createSessionRepository, toSession } from './session-repository';

/** `POST /session`, `GET /session/{id}` (Vapi-compatible): widget keys, same origin rules as /chat. */
export function registerSessionRoutes(
  app: FastifyInstance,
  {
    db,
    publicUrl,
    owner,
  }: {
    db: Db;
    publicUrl?: string;
    owner?: {
      claims: (request: FastifyRequest) => boolean;
      view: (request: FastifyRequest, id: string) => Promise<unknown>;
      caller: (request: FastifyRequest) => Promise<PublicCaller>;
    };
  },
) {
  const store = createSessionRepository(db);
  const ownOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  contractRoute(app, 'POST /session', { body: CreateSessionDoc }, async ({ body, request, reply }) => {
    const caller = owner?.claims(request) ? await owner.caller(request) : await resolvePublicCaller(db, request, body.hostOrigin, ownOrigin(request));
    if (body.assistantId && body.assistantId !== String(caller.agent.id) && body.assistantId !== 'self') throw AppError.notFound('Assistant not found');
    const row = await store.create(caller.organization.id, {
      keyKind: caller.keyKind,
      name: body.name ?? null,
      expiresAt: new Date(Date.now() + body.expirationSeconds * 1000),
    });
    return reply.code(201).send({ ...toSession(row, String(caller.agent.id)), messages: [] });
  });

  contractRoute(app, 'GET /session/{id}', { params: SessionIdSchema, query: HostQuery }, async ({ params: { id }, query, request }) => {
    // An owner's token (Vapi's private key) reads any session of its organization.
    if (owner?.claims(request)) return owner.view(request, id);
    const caller = await resolvePublicCaller(db, request, query.host, ownOrigin(request));
    const { session, chatIds, messages } = await store.transcript(caller.organization.id, id);
    return {
      ...toSession(session, String(caller.agent.id)),
      chatIds,
      messages: messages.map((m) => ({ role: m.role, content: m.content, chatId: m.conversationId, createdAt: m.createdAt.toISOString() })),
    };
  });
}
