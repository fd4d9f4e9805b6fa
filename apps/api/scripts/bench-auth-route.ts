/**
 * An authenticated `GET /api/v1/users/current` beside its peer: bare Fastify answering one
 * primary-key query through `pg`, on the same PostgreSQL, same machine, same run. Prints each
 * one's requests/s and latency (autocannon, 50 connections) and Parley's share of the peer's
 * throughput (issue 16's budget: at least 50%).
 *
 * Each server is a child process (this script with BENCH_ROLE=parley or bare), so the load
 * generator does not share its event loop. PostgreSQL from BENCH_DATABASE_URL (an admin URL; a
 * throwaway database is made and dropped), default postgres://postgres@127.0.0.1:5432/test; Redis
 * from BENCH_REDIS_URL (default redis://127.0.0.1:6379; `off` for none), as a multi-process Parley runs.
 * Run: pnpm exec tsx scripts/bench-auth-route.ts   (BENCH_SECONDS=… to change the duration;
 * BENCH_PROFILE=1 writes Parley's CPU profile to /tmp/prof)
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379';

interface Ready {
  origin: string;
  path: string;
  headers: Record<string, string>;
}

async function serveParley() {
  const { buildApp } = await import('../src/app');
  const { signUpBusiness } = await import('../src/test-kit');
  const { closeOnDisconnect, openBenchDatabase } = await import('./bench-kit');
  const { openSharedState } = await import('../src/shared-state');
  const { database } = await openBenchDatabase();
  // With Redis, as Parley runs on more than one process: request limits count there, and token checks are cached.
  const redisUrl = process.env.BENCH_REDIS_URL;
  const sharedState = redisUrl && redisUrl !== 'off' ? await openSharedState(redisUrl, { warn: console.warn, info: console.info }) : undefined;
  const app = await buildApp({ env: { JWT_SECRET: SECRET, NODE_ENV: 'production', API_REQUESTS_PER_MINUTE: 100_000_000 }, database, sharedState });
  const owner = await signUpBusiness(app, 'bench', 'Bench Co');
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ origin, path: '/api/v1/users/current', headers: { authorization: owner.auth.authorization } } satisfies Ready);
  closeOnDisconnect(app, database);
}

async function serveBare() {
  const { default: Fastify } = await import('fastify');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
  const table = `bench_users_${process.pid}`;
  await pool.query(`CREATE TABLE ${table} (id serial PRIMARY KEY, email text NOT NULL, name text NOT NULL)`);
  const { rows } = await pool.query<{ id: number }>(`INSERT INTO ${table} (email, name) VALUES ('a@example.com', 'A') RETURNING id`);
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/users/:id', async (request) => {
    const result = await pool.query<{ id: number; email: string; name: string }>(`SELECT id, email, name FROM ${table} WHERE id = $1`, [
      Number(request.params.id),
    ]);
    return { user: result.rows[0] };
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ origin, path: `/users/${rows[0]!.id}`, headers: {} } satisfies Ready);
  process.on('disconnect', () => {
    void pool
      .query(`DROP TABLE ${table}`)
      .then(() => app.close())
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}

async function measure(role: 'bare' | 'parley') {
  const profile = role === 'parley' && process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: role },
    execArgv: [...process.execArgv, ...profile],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`${role} server exited with ${code}`)));
  });
  const run = (duration: number) => autocannon({ url: `${ready.origin}${ready.path}`, headers: ready.headers, connections: CONNECTIONS, duration });
  await run(2); // warm-up: JIT, pool connections
  const result = await run(SECONDS);
  child.disconnect();
  await new Promise((resolve) => child.once('exit', resolve));
  const failures = result.errors + result.timeouts + result.non2xx;
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

async function load() {
  const bare = await measure('bare');
  const parley = await measure('parley');
  const line = (name: string, r: typeof bare) =>
    `${name.padEnd(46)} ${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   failures ${r.failures}`;
  console.info(`Authenticated route vs its peer (PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.info(line('bare Fastify + one pg primary-key query', bare));
  console.info(line('Parley GET /api/v1/users/current (bearer)', parley));
  const share = parley.requestsPerSecond / bare.requestsPerSecond;
  console.info(`Parley keeps ${(share * 100).toFixed(0)}% of the peer's throughput (budget: at least 50%)`);
  if (parley.failures || bare.failures) process.exitCode = 1;
}

const role = process.env.BENCH_ROLE;
await (role === 'parley' ? serveParley() : role === 'bare' ? serveBare() : load());
