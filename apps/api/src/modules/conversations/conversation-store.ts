import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { databaseFault, sqlStateOf } from '../../db/db-errors';
import { executePrepared, preparedOnce } from '../../db/prepared';
import { tableRow } from '../../db/table-row';
import { createWriteBatcher, type WriteBatcher } from '../../db/write-batcher';
import { conversations, leads, messages, products } from '../../db/schema';
import { AppError } from '../../errors';
import { liveConversation, type LiveEvents } from '../live/live-events';
import type { BusinessEvents } from '../notifications/business-events';

export const newChatId = () => `chat_${randomUUID()}`;

export type ConversationRow = typeof conversations.$inferSelect;

/** A turn of what was said, as a responder reads it. */
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}
/** A source an answer cites, as its message stores it. */
export type Source = (typeof messages.$inferSelect)['sources'][number];

type NewMessage = Pick<typeof messages.$inferInsert, 'conversationId' | 'organizationId' | 'role' | 'content' | 'sources' | 'answered'>;

const p = sql.placeholder;

/** The message of a prepared statement, its values as placeholders (`m_…`). */
const preparedMessage = (db: Db) =>
  db.$with('message', {}).as(
    sql`INSERT INTO ${messages} (conversation_id, organization_id, role, content, sources, answered)
      VALUES (${p('m_conversation')}, ${p('m_organization')}, ${p('m_role')}, ${p('m_content')}, ${p('m_sources')}::jsonb, ${p('m_answered')})`,
  );

/** The placeholders' values for `preparedMessage`. */
const messageValues = (m: NewMessage) => ({
  m_conversation: m.conversationId,
  m_organization: m.organizationId,
  m_role: m.role,
  m_content: m.content,
  m_sources: JSON.stringify(m.sources ?? []),
  m_answered: m.answered ?? null,
});

/**
 * The statements of every widget question, prepared: the SQL is built once per database and
 * parsed once per connection (scripts/bench-concurrency.ts). The same statements as the ones
 * built per call, with their values as placeholders.
 */
const resumeQuery = (db: Db) =>
  preparedOnce(db, 'resume_chat', (db) =>
    db
      .select({
        conversation: conversations,
        history: sql<
          Turn[]
        >`coalesce((SELECT json_agg(json_build_object('role', m.role, 'content', m.content) ORDER BY m.id) FROM ${messages} m WHERE m.conversation_id = ${p('id')}), '[]'::json)`,
      })
      .from(conversations)
      .where(and(eq(conversations.id, p('id')), eq(conversations.organizationId, p('organizationId'))))
      .prepare('resume_chat'),
  );

/** One prepared insert per set of columns given (chat and voice open theirs with different ones). */
const openShapes = new Map<string, string>();
const openQuery = (db: Db, columns: string[]) => {
  const shape = columns.join(',');
  let name = openShapes.get(shape);
  if (!name) openShapes.set(shape, (name = `open_conversation_${openShapes.size}`));
  return preparedOnce(db, name, (db) =>
    db
      .with(preparedMessage(db))
      .insert(conversations)
      // Typed as the row it inserts: which columns it has is known only at run time.
      .values({
        id: p('id'),
        organizationId: p('organizationId'),
        ...Object.fromEntries(columns.map((c) => [c, p(`v_${c}`)])),
        messageCount: 1,
      } as unknown as typeof conversations.$inferInsert)
      .returning()
      .prepare(name),
  );
};

/** The four shapes of `addMessage`: with product recommendations or without, unanswered or not. */
const addMessageQuery = (db: Db, recommends: boolean, unanswered: boolean) => {
  const name = `add_message${recommends ? '_recommending' : ''}${unanswered ? '_unanswered' : ''}`;
  return preparedOnce(db, name, (db) => {
    const recommendations = db.$with('recommendations', {}).as(
      recommends
        ? sql`INSERT INTO product_events (organization_id, conversation_id, product_id, kind)
          SELECT ${products.organizationId}, ${p('conversationId')}, ${products.id}, 'recommended' FROM ${products}
          WHERE ${products.organizationId} = ${p('organizationId')} AND ${products.id} = ANY(${p('productIds')}::integer[])`
        : sql`SELECT 1 WHERE false`,
    );
    const outcome = unanswered ? sql`CASE WHEN ${conversations.outcome} = 'lead' THEN 'lead' ELSE 'unanswered' END` : sql`${conversations.outcome}`;
    return db
      .with(preparedMessage(db), recommendations)
      .update(conversations)
      .set({ messageCount: sql`${conversations.messageCount} + 1`, lastMessageAt: sql`${p('now')}::timestamptz`, outcome })
      .where(eq(conversations.id, p('conversationId')))
      .returning()
      .prepare(name);
  });
};

/** A message to write, with what it moves: its conversation's counts and outcome, and the products it recommends. */
interface MessageWrite extends NewMessage {
  answered: boolean | null;
  /** The organization's products the answer recommends (its cards). */
  productIds: number[];
  /** When it was said: the conversation's last_message_at. */
  at: string;
}

/** A new conversation with the visitor's first message; `values` by column name, the same columns for every write of a batch. */
interface OpenWrite {
  id: string;
  organizationId: number;
  values: Record<string, unknown>;
  question: string;
}

const conversationColumns = getTableColumns(conversations);
type ConversationKey = keyof typeof conversationColumns;

/**
 * A batch's rows as the statement's one JSON value. A lone UTF-16 surrogate (text cut in the middle
 * of an emoji) is written as U+FFFD, as the driver sends it for a single write: JSON.stringify
 * would escape it as `\\ud800`, which PostgreSQL's JSON refuses, and one visitor's text would fail
 * every batch it joined.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const batchJson = (rows: object[]) =>
  JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value));

/**
 * Whether a batch that failed may be written again item by item: PostgreSQL refused it (an item's
 * conversation deleted meanwhile, say), so it wrote nothing. Not when the connection broke (it may
 * have committed: a message would be stored twice) nor when it timed out (each alone would wait
 * as long again).
 */
const refusedByDatabase = (error: unknown) => sqlStateOf(error) !== undefined && databaseFault(error) === null;

const reportBatchError = (error: unknown, size: number) =>
  console.warn(`a batch of ${size} chat writes failed (${sqlStateOf(error) ?? 'no SQLSTATE'}: ${(error as Error).message?.slice(0, 200)})`);

/** One message alone: the prepared statement of its shape. */
async function writeMessage(db: Db, m: MessageWrite): Promise<ConversationRow | undefined> {
  const [updated] = await addMessageQuery(db, m.productIds.length > 0, m.answered === false).execute({
    ...messageValues(m),
    conversationId: m.conversationId,
    organizationId: m.organizationId,
    productIds: m.productIds,
    now: m.at,
  });
  return updated;
}

/**
 * Many messages in one statement, as `writeMessage` writes each: the messages in the order given,
 * their recommendations, and each conversation's counts moved once for all of its messages.
 */
async function writeMessages(db: Db, batch: MessageWrite[]): Promise<(ConversationRow | undefined)[]> {
  const rows = batch.map((m, n) => ({
    n,
    conversation_id: m.conversationId,
    organization_id: m.organizationId,
    role: m.role,
    content: m.content,
    sources: m.sources ?? [],
    answered: m.answered,
    products: m.productIds,
    at: m.at,
  }));
  const { rows: updated } = await executePrepared<Record<string, unknown>>(
    db,
    sql`WITH input AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${batchJson(rows)}::jsonb)
        AS i(n int, conversation_id text, organization_id int, role text, content text, sources jsonb, answered boolean, products int[], at timestamptz)
    ),
    message AS (
      INSERT INTO ${messages} (conversation_id, organization_id, role, content, sources, answered)
      SELECT conversation_id, organization_id, role, content, sources, answered FROM input ORDER BY n
    ),
    recommendation AS (
      INSERT INTO product_events (organization_id, conversation_id, product_id, kind)
      SELECT p.organization_id, i.conversation_id, p.id, 'recommended' FROM input i
      JOIN ${products} p ON p.organization_id = i.organization_id AND p.id = ANY(i.products)
    ),
    added AS (
      SELECT conversation_id, organization_id, count(*)::int AS messages, max(at) AS at, bool_or(answered = false) AS unanswered
      FROM input GROUP BY conversation_id, organization_id
    )
    UPDATE ${conversations} c SET message_count = c.message_count + a.messages, last_message_at = a.at,
      outcome = CASE WHEN a.unanswered AND c.outcome <> 'lead' THEN 'unanswered' ELSE c.outcome END
    FROM added a WHERE c.id = a.conversation_id AND c.organization_id = a.organization_id
    RETURNING c.*`,
    'add_messages',
  );
  const byId = new Map(updated.map((raw) => [raw.id as string, tableRow(conversations, raw)]));
  return batch.map((m) => byId.get(m.conversationId));
}

/** One new conversation alone: the prepared statement of its set of columns. */
async function writeOpen(db: Db, o: OpenWrite): Promise<ConversationRow> {
  const columns = Object.keys(o.values);
  const [created] = await openQuery(db, columns).execute({
    id: o.id,
    organizationId: o.organizationId,
    ...Object.fromEntries(columns.map((column) => [`v_${column}`, o.values[column]])),
    ...messageValues({ conversationId: o.id, organizationId: o.organizationId, role: 'user', content: o.question }),
  });
  return created!;
}

/** Many new conversations of one set of columns in one statement, each with its first message. */
async function writeOpens(db: Db, batch: OpenWrite[]): Promise<ConversationRow[]> {
  const keys = Object.keys(batch[0]!.values);
  const columns = keys.map((key) => conversationColumns[key as ConversationKey]);
  const rows = batch.map((o, n) => ({
    n,
    id: o.id,
    organization_id: o.organizationId,
    question: o.question,
    ...Object.fromEntries(keys.map((key, i) => [columns[i]!.name, o.values[key]])),
  }));
  const names = sql.raw(columns.map((column) => `, ${column.name}`).join(''));
  const types = sql.raw(columns.map((column) => `, ${column.name} ${column.getSQLType()}`).join(''));
  const { rows: created } = await executePrepared<Record<string, unknown>>(
    db,
    sql`WITH input AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${batchJson(rows)}::jsonb) AS i(n int, id text, organization_id int, question text${types})
    ),
    message AS (
      INSERT INTO ${messages} (conversation_id, organization_id, role, content, sources, answered)
      SELECT id, organization_id, 'user', question, '[]'::jsonb, NULL FROM input ORDER BY n
    )
    INSERT INTO ${conversations} (id, organization_id${names}, message_count)
    SELECT id, organization_id${names}, 1 FROM input ORDER BY n
    RETURNING *`,
    'open_conversations',
  );
  const byId = new Map(created.map((raw) => [raw.id as string, tableRow(conversations, raw)]));
  return batch.map((o) => byId.get(o.id)!);
}

interface Writers {
  message: WriteBatcher<MessageWrite, ConversationRow | undefined>;
  /** By set of columns. */
  open: Map<string, WriteBatcher<OpenWrite, ConversationRow>>;
}
const writers = new WeakMap<Db, Writers>();

/** The database's writers of chat messages and new conversations: every store of it shares them, so concurrent writes go together. */
function writersOf(db: Db): Writers {
  let found = writers.get(db);
  if (!found) {
    found = {
      message: createWriteBatcher({
        many: (batch) => writeMessages(db, batch),
        one: (m) => writeMessage(db, m),
        retryable: refusedByDatabase,
        onBatchError: reportBatchError,
      }),
      open: new Map(),
    };
    writers.set(db, found);
  }
  return found;
}

function openWriter(db: Db, columns: string[]): WriteBatcher<OpenWrite, ConversationRow> {
  const { open } = writersOf(db);
  const shape = columns.join(',');
  let writer = open.get(shape);
  if (!writer)
    open.set(
      shape,
      (writer = createWriteBatcher({
        many: (batch) => writeOpens(db, batch),
        one: (o) => writeOpen(db, o),
        retryable: refusedByDatabase,
        onBatchError: reportBatchError,
      })),
    );
  return writer;
}

export interface ConversationStoreListeners {
  /** The organization's live dashboards, told of each write that moves a conversation. */
  live?: LiveEvents;
  /** Webhooks and email, told of leads and unanswered questions once they are stored. */
  events?: BusinessEvents;
}

/**
 * Conversations and their messages, always read through the caller's organization. Each write
 * that moves a conversation is told to whoever listens (`live`, `events`).
 */
export function createConversationStore(db: Db, { live, events }: ConversationStoreListeners = {}) {
  const moved = (row: ConversationRow | undefined) => {
    if (row && live) live.publish(row.organizationId, liveConversation(row));
  };
  return {
    /**
     * A new conversation. `id`: chosen by the caller so it is known before the insert. `question`:
     * the visitor's first message, written in the same statement (one commit), so the conversation
     * reads one message from the start and an acknowledged message is never lost.
     */
    async open(
      organizationId: number,
      values: Omit<typeof conversations.$inferInsert, 'id' | 'organizationId'>,
      { id = newChatId(), question }: { id?: string; question?: string } = {},
    ) {
      let created: ConversationRow | undefined;
      if (question === undefined) {
        [created] = await db
          .insert(conversations)
          .values({ id, organizationId, ...values, messageCount: 0 })
          .returning();
      } else {
        // With the visitor's first message (every new widget chat): together with the other
        // conversations opened meanwhile, per set of columns given.
        const given = Object.entries(values)
          .filter(([, value]) => value !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1));
        const columns = given.map(([column]) => column);
        created = await openWriter(db, columns)({ id, organizationId, values: Object.fromEntries(given), question });
      }
      moved(created);
      return created!;
    },

    /** A conversation the visitor continues, with what was said so far, in one round trip; 404 for another organization's. */
    async resume(organizationId: number, id: string): Promise<{ conversation: ConversationRow; history: Turn[] }> {
      const [found] = await resumeQuery(db).execute({ id, organizationId });
      if (!found) throw AppError.notFound('Chat not found');
      return found;
    },

    /**
     * A message, its product recommendations and the conversation's counts, in one statement with
     * the other messages written meanwhile (one commit, and one pass of the analytics triggers, for
     * all of them: scripts/bench-concurrency.ts). Stored before any answer is generated: an
     * acknowledged message is never lost.
     */
    async addMessage(
      conversation: ConversationRow,
      role: 'user' | 'assistant',
      content: string,
      extra: { sources?: Source[]; answered?: boolean; /** The question an unanswered answer failed. */ question?: string } = {},
    ) {
      // The answer's product cards count as recommendations (analytics: recommended vs clicked).
      const recommended = role === 'assistant' ? [...new Set((extra.sources ?? []).filter((s) => s.type === 'product').map((s) => s.id))] : [];
      const updated = await writersOf(db).message({
        conversationId: conversation.id,
        organizationId: conversation.organizationId,
        role,
        content,
        sources: extra.sources ?? [],
        answered: extra.answered ?? null,
        productIds: recommended,
        // As the column would send a Date.
        at: new Date().toISOString(),
      });
      moved(updated);
      if (role === 'assistant' && extra.answered === false && extra.question) {
        events?.emit({
          type: 'question.unanswered',
          organizationId: conversation.organizationId,
          conversationId: conversation.id,
          channel: conversation.channel,
          question: extra.question,
        });
      }
    },

    async find(organizationId: number, id: string) {
      const [found] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.organizationId, organizationId)));
      if (!found) throw AppError.notFound('Chat not found');
      const rows = await db.select().from(messages).where(eq(messages.conversationId, id)).orderBy(asc(messages.id));
      return { conversation: found, messages: rows };
    },

    async addLead(conversation: ConversationRow, lead: { name?: string; email?: string; phone?: string; interest?: string }) {
      const [row] = await db
        .insert(leads)
        .values({ organizationId: conversation.organizationId, conversationId: conversation.id, ...lead, consent: true })
        .returning();
      const [updated] = await db.update(conversations).set({ outcome: 'lead' }).where(eq(conversations.id, conversation.id)).returning();
      moved(updated);
      events?.emit({
        type: 'lead.created',
        organizationId: conversation.organizationId,
        conversationId: conversation.id,
        lead: { id: row!.id, name: row!.name, email: row!.email, phone: row!.phone, interest: row!.interest },
      });
      return row!;
    },
  };
}
