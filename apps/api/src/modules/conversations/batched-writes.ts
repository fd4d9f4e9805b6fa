import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { databaseFault, sqlStateOf } from '../../db/db-errors';
import { executePrepared, preparedOnce } from '../../db/prepared';
import { tableRow } from '../../db/table-row';
import { createWriteBatcher, type WriteBatcher } from '../../db/write-batcher';
import { conversations, messages, products } from '../../db/schema';
import type { ConversationRow } from './conversation-repository';

/**
 * The hot path's writes of the conversation store: a widget chat's first message opens its
 * conversation, and every later message moves its counts. Both are group-committed (many requests'
 * writes in one statement, one commit: db/write-batcher.ts, scripts/bench-concurrency.ts).
 */
export type NewMessage = Pick<typeof messages.$inferInsert, 'conversationId' | 'organizationId' | 'role' | 'content' | 'sources' | 'answered'>;

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

const conversationColumns = getTableColumns(conversations);
type ConversationKey = keyof typeof conversationColumns;
const isConversationKey = (column: string): column is ConversationKey => Object.hasOwn(conversationColumns, column);

/**
 * The values of a prepared open: each column given is a placeholder (`v_…`). Which columns those
 * are is known only at run time; a name that is not a column of the table is refused here rather
 * than left for drizzle to drop silently.
 */
function openValues(columns: string[]): PgInsertValue<typeof conversations> {
  // key_kind has no default: every open gives it (the store's `open` requires it).
  const values: PgInsertValue<typeof conversations> = { id: p('id'), organizationId: p('organizationId'), keyKind: p('v_keyKind'), messageCount: 1 };
  for (const column of columns) {
    if (!isConversationKey(column)) throw new Error(`conversations has no column ${column}`);
    values[column] = p(`v_${column}`);
  }
  return values;
}

/** One prepared insert per set of columns given (chat and voice open theirs with different ones). */
const openShapes = new Map<string, string>();
const openQuery = (db: Db, columns: string[]) => {
  const shape = columns.join(',');
  let name = openShapes.get(shape);
  if (!name) openShapes.set(shape, (name = `open_conversation_${openShapes.size}`));
  return preparedOnce(db, name, (db) => db.with(preparedMessage(db)).insert(conversations).values(openValues(columns)).returning().prepare(name));
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
export interface MessageWrite extends NewMessage {
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
export function writersOf(db: Db): Writers {
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

export function openWriter(db: Db, columns: string[]): WriteBatcher<OpenWrite, ConversationRow> {
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
