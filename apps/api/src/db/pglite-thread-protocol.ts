/** The messages between the server and the thread that owns the embedded database (pglite-thread.ts). */

/** How a query's rows come back, and the column types left as PostgreSQL's text (Drizzle parses those itself). */
export interface QueryShape {
  rowMode?: 'array' | 'object';
  rawTypes?: number[];
}

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; shape?: QueryShape; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** A PostgreSQL error's fields, as PGlite's DatabaseError carries them (the SQLSTATE is `code`). */
export interface ThreadError {
  message: string;
  name?: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

export type ThreadReply = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: ThreadError };

/** What the thread is started with. */
export interface ThreadStart {
  dataDir: string;
  migrationsDir: string;
}

/** The thread's first message: the database is open and migrated, or why not. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

const ERROR_FIELDS = ['name', 'code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity'] as const;

/** An error as a plain object that crosses threads with its SQLSTATE and details. */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: ThreadError = { message: error.message };
  for (const key of ERROR_FIELDS) {
    // Driver errors carry these as own or prototype fields that Error's type does not declare.
    const value: unknown = Reflect.get(error, key);
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** The error again, on this side: an Error with the same message and fields (db-errors.ts reads `code`). */
export function fromThreadError(fields: ThreadError): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}
