/**
 * The shared state on a real Redis (TEST_REDIS_URL, e.g. redis://127.0.0.1:6379), reached through
 * a TCP proxy the test cuts and restores: two `openSharedState` are two processes.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleCache } from '../auth/role-cache';
import type { TokenClaims } from '../auth/tokens';
import { startTcpProxy } from '../process-test-kit';
import { openSharedState, type SharedState } from './shared-state';

const redisUrl = process.env.TEST_REDIS_URL;
const quiet = { warn: () => {}, info: () => {} };
const waitFor = async (check: () => boolean | Promise<boolean>, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe.skipIf(!redisUrl)('shared state on Redis', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let one: SharedState;
  let two: SharedState;
  const prefix = `t${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    one = await openSharedState(`redis://127.0.0.1:${proxy.port}`, quiet);
    two = await openSharedState(redisUrl!, quiet);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await proxy?.close();
  });

  it('counts one key across processes, within one window', async () => {
    const key = `${prefix}shared`;
    expect((await one.counters.increment(key, 60_000)).count).toBe(1);
    expect((await two.counters.increment(key, 60_000)).count).toBe(2);
    const read = await one.counters.read(key);
    expect(read.count).toBe(2);
    expect(read.ttlMs).toBeGreaterThan(58_000);
    await two.counters.remove(key);
    expect(await one.counters.read(key)).toEqual({ count: 0, ttlMs: 0 });
  });

  it('while Redis is away: counts in this process at once, says so on status, and shares again when it is back', async () => {
    const key = `${prefix}outage`;
    await one.counters.increment(key, 60_000);
    proxy.set('down');
    await waitFor(() => one.status() === 'unavailable');
    const started = Date.now();
    expect((await one.counters.increment(key, 60_000)).count).toBe(1); // a fresh, local count
    expect(Date.now() - started).toBeLessThan(100);
    expect(two.status()).toBe('ok');
    proxy.set('up');
    await waitFor(() => one.status() === 'ok', 10_000);
    expect((await one.counters.increment(key, 60_000)).count).toBe(2); // Redis's count again
  });

  it('carries a message to the other process, and cached token checks are forgotten everywhere on a change', async () => {
    const heard: string[] = [];
    two.bus.subscribe(`${prefix}news`, (message) => heard.push(message));
    await waitFor(async () => {
      await one.bus.publish(`${prefix}news`, 'hello');
      return heard.includes('hello');
    });

    let queries = 0;
    const roleOf = () => ((queries += 1), Promise.resolve('owner' as const));
    const claims: TokenClaims = { userId: 1, organizationId: 1, jti: 'j', sessionId: 's', version: 0, issuedAt: 0, expiresAt: new Date() };
    const cacheOne = createRoleCache(roleOf, one.bus, { singleProcess: false });
    const cacheTwo = createRoleCache(roleOf, two.bus, { singleProcess: false });
    await cacheTwo.roleOf(claims);
    await cacheTwo.roleOf(claims);
    expect(queries).toBe(1); // the second check came from the cache
    await cacheOne.changed();
    await waitFor(async () => {
      const before = queries;
      await cacheTwo.roleOf(claims);
      return queries > before;
    });
  });
});
