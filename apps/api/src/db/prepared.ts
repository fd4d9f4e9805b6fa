import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database and prepared (by `name`) on each connection it runs on: for the
 * statements every widget question runs, building the SQL cost more CPU than PostgreSQL spent on
 * it (scripts/bench-concurrency.ts). `build` must call `.prepare(name)` with the same name, and one
 * name must always mean the same SQL (PostgreSQL keeps a connection's statements by name).
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let forDb = cache.get(db);
  if (!forDb) cache.set(db, (forDb = new Map<string, unknown>()));
  let query = forDb.get(name) as T | undefined;
  if (query === undefined) forDb.set(name, (query = build(db)));
  return query;
}

const dialect = new PgDialect();
const names = new Map<string, string>();
/**
 * What may be named: each named text stays in this map and on every connection that ran it for
 * their lifetime, and a visitor's question shapes some texts (a term count per word), so only
 * texts up to this size, and this many of them, are; the rest run unnamed as before.
 */
const MAX_NAMED_TEXTS = 256;
const MAX_NAMED_LENGTH = 8_192;

/**
 * Raw SQL run as a statement prepared by name, so PostgreSQL parses it once per connection and,
 * once it settles on a generic plan (after five runs), plans it once too, instead of on every call: for the widget's knowledge search, parse and plan were
 * 1.5 ms of the 2.3 ms PostgreSQL spent on it (scripts/bench-concurrency.ts). The name is a hash of
 * the text, so one name always means one text whatever shapes a query takes (node-postgres
 * refuses a name reused for another text). Rows come back as from `db.execute`.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: Db, query: SQL, prefix: string): Promise<{ rows: T[] }> {
  const built = dialect.sqlToQuery(query);
  let name = names.get(built.sql);
  if (name === undefined && names.size < MAX_NAMED_TEXTS && built.sql.length <= MAX_NAMED_LENGTH) {
    name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    names.set(built.sql, name);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return { rows: result.rows };
}

/**
 * A raw statement built once, its values as `sql.placeholder`s, and run by name with each call's
 * values: for a statement every question runs, building its SQL (walking the fragments) cost more
 * of the server's time than running it (scripts/bench-concurrency.ts). The name is a hash of the
 * text, as `executePrepared` names. Rows come back as from `db.execute`.
 */
export function preparedText(prefix: string, build: () => SQL) {
  let built: { sql: string; params: unknown[] } | undefined;
  let name = '';
  return async <T extends Record<string, unknown>>(db: Db, values: Record<string, unknown>): Promise<{ rows: T[] }> => {
    if (!built) {
      built = dialect.sqlToQuery(build());
      name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    }
    const result = (await db._.session.prepareQuery(built, undefined, name, false).execute(values)) as { rows: T[] };
    return { rows: result.rows };
  };
}
