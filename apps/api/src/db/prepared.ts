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
