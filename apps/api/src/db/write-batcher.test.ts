import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher';

/** A writer that records each statement it is asked for, and can be made to fail some. */
function recorder({ failMany = false, failItem }: { failMany?: boolean; failItem?: number } = {}) {
  const statements: number[][] = [];
  let open = 0;
  let mostOpen = 0;
  const write = async (items: number[]) => {
    statements.push(items);
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    await new Promise((resolve) => setTimeout(resolve, 5));
    open -= 1;
    if (items.includes(failItem ?? NaN)) throw new Error(`item ${failItem} refused`);
    return items.map((n) => n * 10);
  };
  return {
    statements,
    mostOpen: () => mostOpen,
    many: async (items: number[]) => {
      if (failMany) {
        statements.push(items);
        throw new Error('the batch statement failed');
      }
      return write(items);
    },
    one: async (item: number) => (await write([item]))[0]!,
  };
}

describe('createWriteBatcher', () => {
  it('writes one write alone, at once', async () => {
    const writer = recorder();
    const write = createWriteBatcher({ ...writer });
    expect(await write(7)).toBe(70);
    expect(writer.statements).toEqual([[7]]);
  });

  it('writes what is asked for meanwhile together, each caller getting its own result', async () => {
    const writer = recorder();
    const write = createWriteBatcher({ ...writer, maxInFlight: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => write(n)));
    expect(results).toEqual(Array.from({ length: 10 }, (_, n) => n * 10));
    // All ten asked for in one turn of the event loop: one statement.
    expect(writer.statements).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);

    // Asked for while a batch is being written: the next batch, in the order asked.
    const first = write(100);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [write(101), write(102), write(103)];
    expect(await Promise.all([first, ...later])).toEqual([1000, 1010, 1020, 1030]);
    expect(writer.statements.slice(1)).toEqual([[100], [101, 102, 103]]);
  });

  it('keeps to the batch size and to the writes at once it is given', async () => {
    const writer = recorder();
    const write = createWriteBatcher({ ...writer, maxBatch: 4, maxInFlight: 2 });
    await Promise.all(Array.from({ length: 20 }, (_, n) => write(n)));
    expect(writer.statements.flat()).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(Math.max(...writer.statements.map((s) => s.length))).toBe(4);
    expect(writer.mostOpen()).toBe(2);
  });

  it('writes each item of a failed batch alone, so only the one that fails fails its caller', async () => {
    const writer = recorder({ failItem: 3 });
    const write = createWriteBatcher({ ...writer, maxInFlight: 1 });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => write(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 20, 'item 3 refused', 40]);
    expect(writer.statements).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('goes on after a failure: the next writes are batched again', async () => {
    const writer = recorder({ failMany: true });
    const write = createWriteBatcher({ ...writer, maxInFlight: 1 });
    expect(await Promise.all([write(1), write(2)])).toEqual([10, 20]);
    expect(await Promise.all([write(3), write(4)])).toEqual([30, 40]);
    expect(writer.statements).toEqual([[1, 2], [1], [2], [3, 4], [3], [4]]);
  });

  it('fails every item of a batch that may have been written (a broken connection), without writing them again, and says so', async () => {
    const writer = recorder({ failMany: true });
    const told: number[] = [];
    const write = createWriteBatcher({ ...writer, maxInFlight: 1, retryable: () => false, onBatchError: (_error, size) => told.push(size) });
    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(writer.statements).toEqual([[1, 2, 3]]);
    expect(told).toEqual([3]);
  });
});
