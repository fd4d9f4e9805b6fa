/**
 * Runs `worker` over a FIFO queue that the workers themselves may grow, at most `concurrency` at a
 * time. Resolves when the queue is empty and nothing is running (or `shouldStop` says so); rejects
 * on the first worker rejection — workers are expected to record their own per-item failures.
 */
export function runPool<T>(
  initial: T[],
  concurrency: number,
  worker: (item: T, enqueue: (item: T) => void) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  const queue = [...initial];
  let head = 0;
  let active = 0;
  let failed = false;
  const enqueue = (item: T) => {
    queue.push(item);
  };
  return new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (failed) return;
      while (active < Math.max(1, concurrency) && head < queue.length && !shouldStop()) {
        const item = queue[head] as T;
        head += 1;
        active += 1;
        worker(item, enqueue).then(
          () => {
            active -= 1;
            pump();
          },
          (error: unknown) => {
            failed = true;
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the worker's own failure, passed through as it was thrown
            reject(error);
          },
        );
      }
      // Release processed items now and then so a long crawl does not keep them all.
      if (head > 1024 && head * 2 > queue.length) {
        queue.splice(0, head);
        head = 0;
      }
      if (active === 0 && (head >= queue.length || shouldStop())) resolve();
    };
    pump();
  });
}
