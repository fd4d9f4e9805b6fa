/**
 * The embedded database on a thread of its own. PGlite runs every statement synchronously in
 * WebAssembly on the thread that calls it: a knowledge search or a call's writes held the server's
 * event loop, and with 20 live calls that was audio frames waiting (scripts/bench-voice.ts, loop
 * delay p99 58 ms). Here the server only posts the SQL and gets rows back; PGlite and its memory
 * live in pglite-thread-worker.ts.
 *
 * It offers the part of PGlite's interface that Drizzle's PGlite driver uses: `query` (with
 * Drizzle's row mode and its "leave these types as text" parsers), `exec` and `transaction`. As
 * with PGlite itself, a statement outside an open transaction waits until the transaction ends.
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { siblingThread } from '../sibling-entry';
import { fromThreadError, type QueryShape, type ThreadReady, type ThreadReply, type ThreadRequest, type ThreadStart } from './pglite-thread-protocol';

const entry = siblingThread(import.meta.url, 'pglite-thread-worker');

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What a transaction's callback gets: PGlite's `Transaction`, as far as Drizzle uses it. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * Drizzle's parsers only keep some types (timestamps, dates, intervals and arrays of them) as
 * PostgreSQL's text; a function cannot cross threads, so the thread gets their type ids and does
 * the same. Any other option is not supported here.
 */
function shapeOf(options: QueryOptions | undefined): QueryShape | undefined {
  if (!options) return undefined;
  return { ...(options.rowMode && { rowMode: options.rowMode }), rawTypes: Object.keys(options.parsers ?? {}).map(Number) };
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private nextTransaction = 1;
  /** Set once closing starts: every later call fails with it, and the thread ending is expected. */
  private closed: Error | null = null;
  /** The thread ended without being closed (a crash): the next call opens a new one first. */
  private dead = false;
  /** While a new thread opens: calls wait for it, and fail with its error if it cannot open. */
  private restarting: Promise<void> | null = null;
  /** How many times a new thread replaced one that ended without being closed. */
  restarts = 0;

  private constructor(
    private worker: Worker,
    private readonly start: ThreadStart,
  ) {
    this.watch(worker);
  }

  private watch(worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (!this.pending.size) worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(fromThreadError(reply.error));
    });
    const lost = (error: Error) => {
      if (worker !== this.worker || this.dead) return;
      this.dead = true;
      // What was in flight is lost with the thread (an open transaction rolled back with it).
      for (const waiting of this.pending.values()) waiting.reject(this.closed ?? error);
      this.pending.clear();
      if (!this.closed) console.error(`${error.message}; the next statement opens the database on a new thread`);
    };
    worker.on('error', (error) => lost(new Error(`the embedded database's thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => lost(new Error(`the embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * A new thread on the same folder, after a crash: PGlite's files are consistent (its
   * write-ahead log replays), so one crash does not leave the server without its database. A
   * folder that cannot open fails the calls waiting, and the next call tries again.
   */
  private restart(): Promise<void> {
    this.restarting ??= openWorker(this.start)
      .then((fresh) => {
        this.restarts++;
        this.worker = fresh;
        this.dead = false;
        this.watch(fresh);
      })
      .finally(() => {
        this.restarting = null;
      });
    return this.restarting;
  }

  /** Starts the thread on the data folder `dataDir` (which must exist) and waits until it is open and migrated. */
  static async open(dataDir: string, migrationsDir: string): Promise<PgliteThread> {
    const start: ThreadStart = { dataDir, migrationsDir };
    return new PgliteThread(await openWorker(start), start);
  }

  private async call<T>(request: Request): Promise<T> {
    if (this.dead && !this.closed) await this.restart();
    if (this.closed) throw this.closed;
    const id = this.nextId++;
    // Referenced only while something waits: an idle database does not keep the process alive, as PGlite would not.
    if (!this.pending.size) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, shape: shapeOf(options) });
  }

  exec(sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', sql });
  }

  /** Commits when `callback` resolves, rolls back when it throws or calls `rollback()`. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.nextTransaction++;
    await this.call({ op: 'begin', tx });
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.call({ op: 'end', tx, commit });
    };
    const handle: ThreadTransaction = {
      query: (sql, params, options) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.call({ op: 'query', sql, params, shape: shapeOf(options), tx });
      },
      exec: (sql) => (closed ? Promise.reject(new Error('Transaction is closed')) : this.call({ op: 'exec', sql, tx })),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
    await end(true);
    return result;
  }

  /** Closes the database (its files are consistent) and ends the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (this.dead && this.restarting === null) {
      this.closed = new Error('the embedded database is closed');
      return;
    }
    await this.call({ op: 'close' });
    this.closed = new Error('the embedded database is closed');
    await this.worker.terminate();
  }
}

const YOUNG_GENERATION_MB = 8;

/** A thread with PGlite open and migrated on `start.dataDir`. */
async function openWorker(start: ThreadStart): Promise<Worker> {
  const worker = new Worker(entry.entry, {
    eval: entry.eval,
    workerData: start,
    // The thread's JavaScript only relays statements and rows; PGlite's memory is WebAssembly's,
    // outside the heap. A small young generation keeps the thread's garbage from growing the
    // process (V8's default lets it reach tens of MB).
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const listeners: { message?: (ready: ThreadReady) => void; error?: (error: Error) => void; exit?: (code: number) => void } = {};
  const ready = await new Promise<ThreadReady>((resolve, reject) => {
    listeners.message = resolve;
    listeners.error = reject;
    listeners.exit = (code) => reject(new Error(`the embedded database's thread stopped while opening (exit code ${code})`));
    worker.once('message', listeners.message).once('error', listeners.error).once('exit', listeners.exit);
  }).finally(() => {
    // Only these: removeAllListeners would also drop the Worker's own hooks, and replies would never arrive.
    worker.off('message', listeners.message!).off('error', listeners.error!).off('exit', listeners.exit!);
  });
  if (!ready.ready) {
    await worker.terminate();
    throw fromThreadError(ready.error);
  }
  worker.unref();
  return worker;
}
