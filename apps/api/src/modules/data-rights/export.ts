import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataExport } from '@parley/contract';
import type { Db } from '../../db/database';
import { analyticsEvents, conversations, leads, messages, organizations, productEvents } from '../../db/schema';
import { leadFields } from '../conversations/detail';

/** Rows read per query: memory stays bounded by one batch, whatever the organization's size. */
export const EXPORT_BATCH = 500;

type Row<K extends keyof DataExport> = DataExport[K] extends (infer T)[] ? T : never;

/** The tables exported by keyset: each has the organization's rows, ordered by a time column, then id. */
type TimedTable = typeof conversations | typeof leads | typeof productEvents;

/**
 * The organization's rows of `table` oldest first by `time` (then id), a batch at a time: keyset
 * pages over `(time, id)`. The cursor's time is carried as PostgreSQL's own text (microseconds),
 * since a JavaScript Date (milliseconds) would repeat or skip rows at the edges.
 */
async function* rowsByTime<T extends TimedTable>(
  db: Db,
  table: T,
  time: AnyPgColumn,
  organizationId: number,
  batch: number,
): AsyncGenerator<T['$inferSelect'][]> {
  const source: TimedTable = table;
  let after: SQL | undefined;
  for (;;) {
    const rows = (await db
      .select({ row: source, at: sql<string>`${time}::text`, id: source.id })
      .from(source)
      .where(and(eq(source.organizationId, organizationId), after))
      .orderBy(asc(time), asc(source.id))
      .limit(batch)) as { row: T['$inferSelect']; at: string; id: string | number }[];
    if (rows.length > 0) yield rows.map((r) => r.row);
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = sql`(${time}, ${source.id}) > (${last.at}::timestamptz, ${last.id})`;
  }
}

const iso = (date: Date) => date.toISOString();

async function* conversationBatches(db: Db, organizationId: number, batch: number): AsyncGenerator<Row<'conversations'>[]> {
  for await (const rows of rowsByTime(db, conversations, conversations.startedAt, organizationId, batch)) {
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
  for await (const rows of rowsByTime(db, leads, leads.createdAt, organizationId, batch))
    yield rows.map((l) => ({ ...leadFields(l), consent: l.consent, created_at: iso(l.createdAt) }));
}

async function* productEventBatches(db: Db, organizationId: number, batch: number): AsyncGenerator<Row<'product_events'>[]> {
  for await (const rows of rowsByTime(db, productEvents, productEvents.createdAt, organizationId, batch))
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
