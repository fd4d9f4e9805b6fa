/**
 * The real server process against real PostgreSQL through a proxy the test controls: connections
 * terminated under it, the database away, a lock held too long, a hung connection, and SIGTERM
 * while it hangs. The server answers 503 with a message (never 500, never a hang), stays up, and
 * serves again by itself.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, signUpOverHttp, startServerProcess, startTcpProxy, type ServerProcess } from '../process-test-kit';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the server process when PostgreSQL fails under it', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;
  let token = '';

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl!);
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    server = await startServerProcess({
      DATABASE_URL: viaProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_LOCK_TIMEOUT_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '3000',
      PARLEY_WORKER: 'inline',
    });
    token = (await signUpOverHttp(server.origin, 'outage')).authorization.replace(/^Bearer /, '');
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await proxy?.close();
    await database?.drop();
  });

  const me = async () => {
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/v1/users/current`, { headers: { authorization: `Bearer ${token}` } });
    return {
      status: response.status,
      body: (await response.json()) as { error?: string },
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    };
  };
  const health = async () => (await fetch(`${server.origin}/healthz`)).status;
  /** Asks until the answer is 200; every answer on the way must be 200 or 503. */
  async function recovers(withinMs: number) {
    const deadline = Date.now() + withinMs;
    const seen = new Set<number>();
    for (;;) {
      const answer = await me();
      seen.add(answer.status);
      expect([200, 503], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 200) return seen;
      if (Date.now() > deadline) throw new Error(`still ${answer.status} after ${withinMs} ms: ${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves on after its connections are terminated (pg_terminate_backend)', async () => {
    expect((await me()).status).toBe(200);
    await database.terminateConnections();
    await recovers(5_000);
    expect(server.child.exitCode).toBeNull();
  });

  it('answers 503 with a message and Retry-After while the database is away, then serves again by itself', async () => {
    proxy.set('down');
    const away = await me();
    expect(away.status).toBe(503);
    expect(away.body.error).toMatch(/briefly unavailable/);
    expect(away.retryAfter).toBe('5');
    expect(away.ms).toBeLessThan(3_000);
    expect(await health()).toBe(503);

    proxy.set('up');
    await recovers(10_000);
    expect(await health()).toBe(200);
  });

  it('a lock held past the lock timeout gives 503, not a request that waits forever', async () => {
    // Another session holds the users table, as a long migration or a stuck transaction would.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN; LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    try {
      const blocked = await me();
      expect(blocked.status).toBe(503);
      expect(blocked.body.error).toMatch(/took too long/);
      expect(blocked.ms).toBeLessThan(3_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await recovers(5_000);
  });

  it('a hung connection answers 503 within the timeouts, and SIGTERM still ends the process in bounded time', async () => {
    proxy.set('hang');
    const hung = await me();
    expect(hung.status).toBe(503);
    expect(hung.ms).toBeLessThan(1_500 + 5_000 + 2_000); // statement timeout + the driver's margin for a silent server

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await server.exited;
    expect(performance.now() - signalled).toBeLessThan(3_000 + 2_000); // SHUTDOWN_TIMEOUT_MS and a margin
    proxy.set('up');
  });
});
