/**
 * Group commit for writes many requests make at once: the writes asked for while a batch is being
 * written go together in the next one, as one statement and one commit. On a busy widget every
 * chat message was a statement of its own, and each one paid for its commit and for the analytics
 * triggers, which add up a whole statement's rows at once; 20 messages in one statement cost
 * PostgreSQL about a fifth of the CPU each (scripts/bench-concurrency.ts). A quiet server writes
 * each one at once, alone: a batch leaves on the next turn of the event loop, never on a timer.
 */
export interface WriteBatcherOptions<I, O> {
  /** Writes `items` in one statement; the results in the items' order. */
  many: (items: I[]) => Promise<O[]>;
  /**
   * Writes one item alone: a batch alone, and each item of a batch that failed, so a write that
   * fails (its conversation deleted meanwhile, say) fails only its own caller.
   */
  one: (item: I) => Promise<O>;
  /** Most items a statement carries. */
  maxBatch?: number;
  /** Batches written at once; the rest wait for one of them (each holds a database connection). */
  maxInFlight?: number;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export type WriteBatcher<I, O> = (item: I) => Promise<O>;

export function createWriteBatcher<I, O>({ many, one, maxBatch = 100, maxInFlight = 2 }: WriteBatcherOptions<I, O>): WriteBatcher<I, O> {
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const settle = (batch: Pending<I, O>[], write: Promise<O[]>) =>
    write.then(
      (results) => {
        if (results.length !== batch.length) throw new Error(`a batch of ${batch.length} writes returned ${results.length} results`);
        batch.forEach((pending, i) => pending.resolve(results[i]!));
      },
      // The statement wrote nothing (it is one statement): each item is written again alone.
      () => Promise.all(batch.map((pending) => one(pending.item).then(pending.resolve, pending.reject))),
    );

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      const write = batch.length === 1 ? one(batch[0]!.item).then((result) => [result]) : many(batch.map((pending) => pending.item));
      const written = batch.length === 1 ? write.then(([result]) => batch[0]!.resolve(result!), batch[0]!.reject) : settle(batch, write);
      void written
        .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
        .finally(() => {
          inFlight -= 1;
          flush();
        });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Everything asked for in this turn of the event loop goes in one batch; while maxInFlight
      // batches are being written, the queue waits for the first of them to finish.
      if (!scheduled && inFlight < maxInFlight) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
