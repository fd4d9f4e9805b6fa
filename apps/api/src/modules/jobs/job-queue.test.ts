/**
 * One suite for both implementations of the job queue: graphile-worker on PostgreSQL, the lease
 * queue on PGlite (createJobQueue picks by database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { testDatabases } from '../../test-databases';
import { createJobQueue } from './create-job-queue';
import type { JobContext, JobQueue, JobWorker } from './job-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(20);
  }
}

describe.each(testDatabases())('the job queue on $name', ({ open }) => {
  let database: Database;
  let queue: JobQueue;
  const workers: JobWorker[] = [];
  /** Organization ids unique to each test, so tests sharing the database do not see each other's jobs. */
  let nextOrganization = 100;
  const organization = () => (nextOrganization += 1);

  beforeAll(async () => {
    database = await open();
    queue = createJobQueue(database, { pollMs: 20, leaseMs: 3_000 });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await database?.close();
  });
  const work = async (...args: Parameters<JobQueue['work']>) => {
    const worker = await queue.work(...args);
    workers.push(worker);
    return worker;
  };

  it('runs an enqueued job once, with its row and attempt', async () => {
    const runs: { refId: number; attempt: number }[] = [];
    const worker = await work({
      handlers: {
        scrape: (refId, context) => {
          runs.push({ refId, attempt: context.attempt });
          return Promise.resolve();
        },
      },
    });
    await queue.enqueue({ kind: 'scrape', refId: 41, organizationId: organization() });
    await until(() => runs.length === 1);
    await sleep(200);
    await worker.stop();
    expect(runs).toEqual([{ refId: 41, attempt: 1 }]);
  });

  it('retries a failing job after a growing delay, dead-letters it after its attempts, and a retry runs it again', async () => {
    const owner = organization();
    const stranger = organization();
    const attempts: number[] = [];
    let healthy = false;
    const worker = await work({
      handlers: {
        document: (_refId, context) => {
          attempts.push(Date.now());
          return healthy ? Promise.resolve() : Promise.reject(new Error(`parser crashed on attempt ${context.attempt}`));
        },
      },
    });
    await queue.enqueue({ kind: 'document', refId: 7, organizationId: owner, maxAttempts: 2 });
    await until(async () => (await queue.listFailed(owner)).length === 1);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(2_000); // e^1 seconds
    const [failed] = await queue.listFailed(owner);
    expect(failed).toMatchObject({ kind: 'document', refId: 7, attempts: 2, error: 'parser crashed on attempt 2' });
    expect(await queue.listFailed(stranger)).toEqual([]);

    expect(await queue.retry(stranger, failed!.id)).toBe(false); // another organization's job
    expect(await queue.retry(owner, '999999999')).toBe(false);
    expect(await queue.retry(owner, 'not-a-number')).toBe(false);
    healthy = true;
    expect(await queue.retry(owner, failed!.id)).toBe(true);
    await until(() => attempts.length === 3);
    await until(async () => (await queue.listFailed(owner)).length === 0);
    await worker.stop();
  }, 20_000);

  it("gives one organization one slot per kind: another organization's job starts while a large crawl runs", async () => {
    const large = organization();
    const small = organization();
    const started = new Map<number, number>();
    let runningForLarge = 0;
    let mostForLarge = 0;
    const worker = await work({
      concurrency: 3,
      handlers: {
        scrape: async (refId) => {
          started.set(refId, Date.now());
          if (refId >= 100) return;
          runningForLarge += 1;
          mostForLarge = Math.max(mostForLarge, runningForLarge);
          await sleep(400);
          runningForLarge -= 1;
        },
      },
    });
    for (let refId = 1; refId <= 5; refId++) await queue.enqueue({ kind: 'scrape', refId, organizationId: large });
    await until(() => started.has(1));
    const enqueuedAt = Date.now();
    await queue.enqueue({ kind: 'scrape', refId: 100, organizationId: small });
    await until(() => started.size === 6, 15_000);
    await worker.stop();
    expect(started.get(100)! - enqueuedAt).toBeLessThan(1_000); // not behind the large crawl's 2 s
    expect(mostForLarge).toBe(1);
  }, 20_000);

  it('hands a running job back at a graceful stop: another worker resumes it at once and the attempt does not count', async () => {
    const seen: { worker: string; attempt: number }[] = [];
    const longJob = (name: string) => async (_refId: number, context: JobContext) => {
      seen.push({ worker: name, attempt: context.attempt });
      if (name === 'second') return;
      for (;;) {
        await context.checkpoint();
        await sleep(20);
      }
    };
    const first = await work({ handlers: { scrape: longJob('first') } });
    await queue.enqueue({ kind: 'scrape', refId: 9, organizationId: organization() });
    await until(() => seen.length === 1);
    await first.stop();
    const handedBackAt = Date.now();
    const second = await work({ handlers: { scrape: longJob('second') } });
    await until(() => seen.length === 2);
    expect(Date.now() - handedBackAt).toBeLessThan(2_000); // well before the 3 s lease
    expect(seen).toEqual([
      { worker: 'first', attempt: 1 },
      { worker: 'second', attempt: 1 },
    ]);
    await second.stop();
  }, 15_000);
});
