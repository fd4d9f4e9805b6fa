/**
 * The server process when Redis goes away under it and comes back: it keeps serving, counting
 * limits per process meanwhile, says so on /healthz, and returns to Redis by itself. The real
 * server (`src/main.ts`) as a child process, reaching Redis (TEST_REDIS_URL) through a proxy the
 * test cuts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, startTcpProxy, type ServerProcess } from '../process-test-kit';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the server process when Redis fails under it', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;
  const health = async () => (await fetch(`${server.origin}/healthz`)).json() as Promise<{ status: string; redis: string; warnings?: string[] }>;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    server = await startServerProcess({ REDIS_URL: `redis://127.0.0.1:${proxy.port}`, LOG_LEVEL: 'warn' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
  });

  it('serves on while Redis is away, warns in the log and on /healthz, and goes back to Redis when it returns', async () => {
    expect(await health()).toMatchObject({ status: 'ok', redis: 'ok' });
    proxy.set('down');
    await expect.poll(async () => (await health()).redis, { timeout: 10_000 }).toBe('unavailable');
    expect((await health()).warnings?.[0]).toMatch(/Redis is unavailable/);
    // Requests that count against limits are answered, and quickly: the counts are local now.
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.origin}/api/openapi.json`).then((r) => r.status)));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(3_000);
    // The warning is logged once per outage by the Redis client's own error, which can come after
    // /healthz already reports it, and reaches us through the child's stdout: wait for it.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/Redis is unavailable: limits and lockouts count per process/);

    proxy.set('up');
    await expect.poll(async () => (await health()).redis, { timeout: 15_000 }).toBe('ok');
    expect((await health()).warnings).toBeUndefined();
  }, 60_000);
});
