import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DataExport } from '@parley/contract';
import type { Db } from '../../db/database';
import { analyticsEvents, conversations, leads, messages, organizations, productEvents } from '../../db/schema';

/** Rows read per query: memory stays bounded by one batch, whatever the organization's size. */
export const EXPORT_BATCH = 500;

type Row<K extends keyof DataExport> = DataExport[K] extends (infer T)[] ? T : never;

/**
 * Keyset pages over `(timestamp, id)`: the cursor's timestamp is carried as PostgreSQL's own text
 * (microseconds), since a JavaScript Date (milliseconds) would repeat or skip rows at the edges.
 */
async function* keyset<T>(
  read: (after: SQL | undefined, limit: number) => Promise<{ row: T; at: string; id: string | number }[]>,
  cursorOf: (at: string, id: string | number) => SQL,
  batch: number,
): AsyncGenerator<T[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await read(after, batch);
    if (rows.length > 0) yield rows.map((r) => r.row);
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = cursorOf(last.at, last.id);
  }
}

const iso = (date: Date) => date.toISOString();

async function* conversationBatches(db: Db, organizationId: number, batch: number): AsyncGenerator<Row<'conversations'>[]> {
  const pages = keyset(
    (after, limit) =>
      db
        .select({ row: conversations, at: sql<string>`${conversations.startedAt}::text`, id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.organizationId, organizationId), after))
        .orderBy(asc(conversations.startedAt), asc(conversations.id))
        .limit(limit),
    (at, id) => sql`(${conversations.startedAt}, ${conversations.id}) > (${at}::timestamptz, ${id})`,
    batch,
  );
  for await (const rows of pages) {
    const transcript = await db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.conversationId,
          rows.map((c) => c.id),
        ),
      )
      .orderBy(asc(messages.conversationId), asc(messages.id));
    const byConversation = new Map<string, Row<'conversations'>['messages']>();
    for (const m of transcript) {
      const list = byConversation.get(m.conversationId) ?? [];
      list.push({ id: m.id, role: m.role, content: m.content, sources: m.sources, answered: m.answered, created_at: iso(m.createdAt) });
      byConversation.set(m.conversationId, list);
    }
    yield rows.map((c) => ({
      id: c.id,
      channel: c.channel,
      key_kind: c.keyKind,
      visitor_id: c.visitorId,
      session_id: c.sessionId,
      page_url: c.pageUrl,
      language: c.language,
      outcome: c.outcome,
      message_count: c.messageCount,
      started_at: iso(c.startedAt),
      last_message_at: iso(c.lastMessageAt),
      messages: byConversation.get(c.id) ?? [],
    }));
  }
}

async function* leadBatches(db: Db, organizationId: number, batch: number): AsyncGenerator<Row<'leads'>[]> {
  const pages = keyset(
    (after, limit) =>
      db
        .select({ row: leads, at: sql<string>`${leads.createdAt}::text`, id: leads.id })
        .from(leads)
        .where(and(eq(leads.organizationId, organizationId), after))
        .orderBy(asc(leads.createdAt), asc(leads.id))
        .limit(limit),
    (at, id) => sql`(${leads.createdAt}, ${leads.id}) > (${at}::timestamptz, ${id})`,
    batch,
  );
  for await (const rows of pages)
    yield rows.map((l) => ({
      id: l.id,
      conversation_id: l.conversationId,
      name: l.name,
      email: l.email,
      phone: l.phone,
      interest: l.interest,
      consent: l.consent,
      created_at: iso(l.createdAt),
    }));
}

async function* productEventBatches(db: Db, organizationId: number, batch: number): AsyncGenerator<Row<'product_events'>[]> {
  const pages = keyset(
    (after, limit) =>
      db
        .select({ row: productEvents, at: sql<string>`${productEvents.createdAt}::text`, id: productEvents.id })
        .from(productEvents)
        .where(and(eq(productEvents.organizationId, organizationId), after))
        .orderBy(asc(productEvents.createdAt), asc(productEvents.id))
        .limit(limit),
    (at, id) => sql`(${productEvents.createdAt}, ${productEvents.id}) > (${at}::timestamptz, ${id})`,
    batch,
  );
  for await (const rows of pages)
    yield rows.map((e) => ({ id: e.id, conversation_id: e.conversationId, product_id: e.productId, kind: e.kind, created_at: iso(e.createdAt) }));
}

async function* analyticsEventBatches(db: Db, organizationId: number, batch: number): AsyncGenerator<Row<'analytics_events'>[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.organizationId, organizationId), gt(analyticsEvents.id, after)))
      .orderBy(asc(analyticsEvents.id))
      .limit(batch);
    if (rows.length > 0) yield rows.map((e) => ({ id: e.id, user_id: e.userId, name: e.name, properties: e.properties, created_at: iso(e.createdAt) }));
    if (rows.length < batch) return;
    after = rows.at(-1)!.id;
  }
}

/** `"key":[` then the batches' items, comma-separated, then `]`. */
async function* jsonArray(key: string, batches: AsyncGenerator<unknown[]>): AsyncGenerator<string> {
  yield `,${JSON.stringify(key)}:[`;
  let first = true;
  for await (const items of batches) {
    yield (first ? '' : ',') + items.map((item) => JSON.stringify(item)).join(',');
    first = false;
  }
  yield ']';
}

/**
 * The organization's export (`DataExportSchema`) as a sequence of JSON text chunks, read a batch
 * at a time as the consumer pulls (a slow download reads no further than it has sent). Each batch
 * is its own query, so the document is not one snapshot: a conversation written during a long
 * export may or may not be in it, and one deleted meanwhile may be.
 */
export async function* exportDocument(db: Db, organizationId: number, batch = EXPORT_BATCH): AsyncGenerator<string> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) return;
  const head: Pick<DataExport, 'format' | 'exported_at' | 'organization'> = {
    format: 'parley-export/1',
    exported_at: new Date().toISOString(),
    organization: { id: organization.id, sub_id: organization.subId, name: organization.name, website_url: organization.websiteUrl },
  };
  yield JSON.stringify(head).slice(0, -1);
  yield* jsonArray('conversations', conversationBatches(db, organizationId, batch));
  yield* jsonArray('leads', leadBatches(db, organizationId, batch));
  yield* jsonArray('product_events', productEventBatches(db, organizationId, batch));
  yield* jsonArray('analytics_events', analyticsEventBatches(db, organizationId, batch));
  yield '}';
}
