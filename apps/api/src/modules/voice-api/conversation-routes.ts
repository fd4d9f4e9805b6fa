import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { agents, chatSessions, conversations, voiceCalls } from '../../db/schema';
import type { VoiceApiDeps } from './deps';
import { createdAtConditions, ListFilterSchema, pageOf, PageQuerySchema, parseInput } from './input';
import { toCall, toChat, toSessionSummary } from './shapes';

/** Every record belongs to the organization's one agent; its id is the `assistantId` of each. */
async function assistantIdOf(db: Db, organizationId: number): Promise<string> {
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.organizationId, organizationId));
  return agent ? String(agent.id) : '';
}

/** `GET /call`, `GET /chat`, `GET /session`: the owner's lists, newest first unless asked otherwise. */
export function registerConversationListRoutes(app: FastifyInstance, { db, authenticate }: VoiceApiDeps) {
  app.get('/call', async (request) => {
    const { organizationId } = await authenticate(request);
    const filter = parseInput(ListFilterSchema, request.query);
    const rows = await db
      .select()
      .from(voiceCalls)
      .where(and(eq(voiceCalls.organizationId, organizationId), ...createdAtConditions(voiceCalls.createdAt, filter)))
      .orderBy(desc(voiceCalls.createdAt), desc(voiceCalls.id))
      .limit(filter.limit);
    const assistantId = await assistantIdOf(db, organizationId);
    return rows.map((row) => toCall(row, assistantId));
  });

  app.get('/chat', async (request) => {
    const { organizationId } = await authenticate(request);
    const query = parseInput(PageQuerySchema, request.query);
    const where = and(
      eq(conversations.organizationId, organizationId),
      eq(conversations.channel, 'chat'),
      ...createdAtConditions(conversations.startedAt, query),
    ) as SQL;
    const order = query.sortOrder === 'ASC' ? [asc(conversations.startedAt), asc(conversations.id)] : [desc(conversations.startedAt), desc(conversations.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(conversations)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(conversations).where(where),
    ]);
    const assistantId = await assistantIdOf(db, organizationId);
    return pageOf(
      rows.map((row) => toChat(row, assistantId)),
      query,
      total?.n ?? 0,
    );
  });

  app.get('/session', async (request) => {
    const { organizationId } = await authenticate(request);
    const query = parseInput(PageQuerySchema, request.query);
    const where = and(eq(chatSessions.organizationId, organizationId), ...createdAtConditions(chatSessions.createdAt, query)) as SQL;
    const order = query.sortOrder === 'ASC' ? [asc(chatSessions.createdAt), asc(chatSessions.id)] : [desc(chatSessions.createdAt), desc(chatSessions.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(chatSessions)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(chatSessions).where(where),
    ]);
    const assistantId = await assistantIdOf(db, organizationId);
    return pageOf(
      rows.map((row) => toSessionSummary(row, assistantId)),
      query,
      total?.n ?? 0,
    );
  });
}
