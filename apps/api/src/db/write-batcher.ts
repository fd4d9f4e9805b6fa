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
  /**
   * Whether a batch that failed with `error` may be written again item by item: only when the
   * statement certainly wrote nothing and one of its items may be at fault (a constraint the
   * database refused), never when the connection broke (it may have committed, and a message would
   * be stored twice) or timed out (each item alone would wait as long again). Default: always.
   */
  retryable?: (error: unknown) => boolean;
  /** Told of each batch that failed (a bad item makes its whole batch fall back to single writes). */
  onBatchError?: (error: unknown, size: number) => void;
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

export function createWriteBatcher<I, O>({
  many,
  one,
  retryable = () => true,
  onBatchError,
  maxBatch = 100,
  maxInFlight = 4,
}: WriteBatcherOptions<I, O>): WriteBatcher<I, O> {
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const write = (batch: Pending<I, O>[], done: () => void) => {
    if (batch.length === 1) {
      one(batch[0]!.item).then(batch[0]!.resolve, batch[0]!.reject).finally(done);
      return;
    }
    many(batch.map((pending) => pending.item)).then(
      (results) => {
        done();
        if (results.length !== batch.length) {
          const error = new Error(`a batch of ${batch.length} writes returned ${results.length} results`);
          batch.forEach((pending) => pending.reject(error));
        } else batch.forEach((pending, i) => pending.resolve(results[i]!));
      },
      (error: unknown) => {
        // The batch's slot is free before its items are written again: one slow batch must not hold up the rest.
        done();
        onBatchError?.(error, batch.length);
        if (!retryable(error)) batch.forEach((pending) => pending.reject(error));
        else for (const pending of batch) one(pending.item).then(pending.resolve, pending.reject);
      },
    );
  };

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      write(batch, () => {
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
