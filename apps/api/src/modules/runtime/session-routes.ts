import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { chatSessions, conversations, messages } from '../../db/schema';
import { AppError } from '../../errors';
import { validate } from '../../http/validate';
import { resolvePublicCaller, type PublicCaller } from './public-key';
import { SESSION_ID, SessionIdSchema } from '@parley/contract';
export { SESSION_ID, SessionIdSchema };

const CreateSessionSchema = z.object({
  assistantId: z.string().max(100).optional(),
  name: z.string().trim().max(200).optional(),
  /** Vapi's default is 24 hours; at most 30 days. */
  expirationSeconds: z
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  hostOrigin: z.string().max(300).optional(),
});

type SessionRow = typeof chatSessions.$inferSelect;
const toSession = (row: SessionRow, assistantId: string) => ({
  id: row.id,
  orgId: String(row.organizationId),
  assistantId,
  name: row.name,
  status: row.expiresAt && row.expiresAt < new Date() ? 'completed' : row.status,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Sessions through the caller's organization only. */
export function createSessionStore(db: Db) {
  return {
    async find(organizationId: number, id: string) {
      const [row] = await db
        .select()
        .from(chatSessions)
        .where(and(eq(chatSessions.id, id), eq(chatSessions.organizationId, organizationId)));
      if (!row) throw AppError.notFound('Session not found');
      return row;
    },
    /**
     * A chat in a session continues the session's latest conversation, so the agent remembers it.
     * A `sessionId` that is not one of ours is only a label (kept for the conversation filters).
     */
    async continuation(organizationId: number, sessionId: string | undefined): Promise<string | undefined> {
      if (!sessionId || !SESSION_ID.test(sessionId)) return undefined;
      const session = await this.find(organizationId, sessionId);
      if (toSession(session, '').status !== 'active') throw AppError.conflict('This session has ended. Start a new one.');
      const [latest] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), eq(conversations.sessionId, sessionId)))
        .orderBy(desc(conversations.startedAt))
        .limit(1);
      return latest?.id;
    },
  };
}

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
  const store = createSessionStore(db);
  const ownOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.post('/session', async (request, reply) => {
    const body = validate(CreateSessionSchema, request.body);
    const caller = owner?.claims(request) ? await owner.caller(request) : await resolvePublicCaller(db, request, body.hostOrigin, ownOrigin(request));
    if (body.assistantId && body.assistantId !== String(caller.agent.id) && body.assistantId !== 'self') throw AppError.notFound('Assistant not found');
    const [row] = await db
      .insert(chatSessions)
      .values({
        id: `session_${randomUUID()}`,
        organizationId: caller.organization.id,
        keyKind: caller.keyKind,
        name: body.name ?? null,
        expiresAt: new Date(Date.now() + body.expirationSeconds * 1000),
      })
      .returning();
    return reply.code(201).send({ ...toSession(row!, String(caller.agent.id)), messages: [] });
  });

  app.get('/session/:id', async (request) => {
    const { id } = validate(SessionIdSchema, request.params);
    // An owner's token (Vapi's private key) reads any session of its organization.
    if (owner?.claims(request)) return owner.view(request, id);
    const caller = await resolvePublicCaller(db, request, (request.query as { host?: string }).host, ownOrigin(request));
    const session = await store.find(caller.organization.id, id);
    const chats = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.organizationId, caller.organization.id), eq(conversations.sessionId, id)))
      .orderBy(asc(conversations.startedAt));
    const rows = chats.length
      ? await db
          .select()
          .from(messages)
          .where(
            inArray(
              messages.conversationId,
              chats.map((chat) => chat.id),
            ),
          )
          .orderBy(asc(messages.id))
      : [];
    return {
      ...toSession(session, String(caller.agent.id)),
      chatIds: chats.map((chat) => chat.id),
      messages: rows.map((m) => ({ role: m.role, content: m.content, chatId: m.conversationId, createdAt: m.createdAt.toISOString() })),
    };
  });
}
