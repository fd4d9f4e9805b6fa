/**
 * The embedded database's own thread (started by pglite-thread.ts): it opens PGlite, runs the
 * migrations it lacks, then answers queries. Every statement runs here, so however long one takes,
 * the server's event loop (live calls' audio, other requests) goes on meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { migrateEmbedded, startPglite } from './pglite';
import { toThreadError, type QueryShape, type ThreadReady, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs as a worker thread');
const start = workerData as ThreadStart;

const identity = (value: unknown) => value;
const shapes = new Map<string, QueryOptions>();
/** Drizzle asks for the same few shapes on every query: build each once. */
function optionsFor(shape: QueryShape | undefined): QueryOptions | undefined {
  if (!shape) return undefined;
  const key = `${shape.rowMode ?? ''}:${(shape.rawTypes ?? []).join(',')}`;
  let options = shapes.get(key);
  if (!options) {
    options = { ...(shape.rowMode && { rowMode: shape.rowMode }), parsers: Object.fromEntries((shape.rawTypes ?? []).map((oid) => [oid, identity])) };
    shapes.set(key, options);
  }
  return options;
}

/** Open transactions: the PGlite transaction and how to end it (the server decides commit or rollback). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();

function target(tx: number | undefined, db: PGlite): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function begin(db: PGlite, txId: number): Promise<unknown> {
  return new Promise((begun, failed) => {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    const done = db
      .transaction(async (tx) => {
        transactions.set(txId, { tx, end: decide, done });
        begun(undefined);
        if (!(await decided) && !tx.closed) await tx.rollback();
      })
      .finally(() => transactions.delete(txId));
    // BEGIN itself failed: the transaction never opened.
    done.catch((error: unknown) => {
      if (!transactions.has(txId)) failed(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  open.end(commit);
  await open.done;
}

async function answer(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx, db).query(request.sql, request.params, optionsFor(request.shape));
    case 'exec':
      return target(request.tx, db).exec(request.sql);
    case 'begin':
      return begin(db, request.tx);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await db.close();
      return undefined;
  }
}

async function main() {
  let db: PGlite;
  try {
    db = await startPglite(start.dataDir);
    await migrateEmbedded(db, start.migrationsDir);
  } catch (error) {
    port!.postMessage({ ready: false, error: toThreadError(error) } satisfies ThreadReady);
    return;
  }
  port!.on('message', (request: ThreadRequest) => {
    answer(db, request).then(
      (result) => port!.postMessage({ id: request.id, ok: true, result } satisfies ThreadReply),
      (error: unknown) => port!.postMessage({ id: request.id, ok: false, error: toThreadError(error) } satisfies ThreadReply),
    );
  });
  port!.postMessage({ ready: true } satisfies ThreadReady);
}

void main();
