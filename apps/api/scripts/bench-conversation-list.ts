/**
 * The owner's conversation listing at scale: 1,000,000 conversations of one organization (plus
 * 250,000 of four others, two messages each and a lead for every 'lead' outcome), then
 * `GET /api/v1/organizations/current/analytics/conversations` timed for every sort × direction,
 * each filter, a deep page and the CSV-less JSON default. Budget: p95 < 50 ms per case.
 *
 * PostgreSQL only (PGlite is the embedded, single-business default): BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a throwaway database is
 * created and dropped. Without PostgreSQL it says so and exits 0.
 * Run: pnpm exec tsx scripts/bench-conversation-list.ts   (BENCH_CONVERSATIONS=… to change the size)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1_000_000);
const NOISE_ORGS = 4;
const RUNS = 60;
const BUDGET_MS = 50;
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.info(`conversation list: skipped, no PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
  process.exit(0);
}
const dbName = `parley_bench_list_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
// Loading millions of rows takes single statements far past the server's 30 s statement timeout.
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, timeouts: { statementMs: 3_600_000 } });
const app = await buildApp({ env: { JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'production' }, database });

async function cleanUp() {
  await app.close();
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.end();
}

try {
  const signup = async (n: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        user: { email: `bench${n}@example.com`, password: 'Str0ng-password', name: 'Owner' },
        organization: { name: `Bench ${n}`, website_url: `bench${n}.example.com` },
      },
    });
    return { auth: String(res.headers.authorization), organizationId: res.json<{ data: { organization: { id: number } } }>().data.organization.id };
  };
  const owner = await signup(0);
  const noise = await Promise.all(Array.from({ length: NOISE_ORGS }, (_, i) => signup(i + 1)));

  // generate_series does the loading in the database: the same shapes the runtime writes.
  const load = async (organizationId: number, count: number, salt: number) => {
    await database.db.execute(sql`
      INSERT INTO conversations (id, organization_id, channel, key_kind, visitor_id, session_id, page_url, language, outcome, message_count, started_at, last_message_at)
      SELECT 'chat_' || uuid_in(md5(${salt}::text || '-' || i)::cstring)::text, ${organizationId},
        CASE WHEN i % 10 = 0 THEN 'voice' ELSE 'chat' END, 'live', 'v' || (i % 300000), 'sess_' || (i % 200000),
        'https://shop.example/p/' || (i % 500), 'en',
        CASE WHEN i % 10 = 1 THEN 'lead' WHEN i % 10 IN (2, 3) THEN 'unanswered' ELSE 'answered' END,
        2 + (i::bigint * 7919) % 19,
        now() - (i::float8 / ${count} * interval '365 days'),
        now() - (i::float8 / ${count} * interval '365 days') + ((i % 900) * interval '1 second')
      FROM generate_series(1, ${count}) AS i`);
  };
  const started = performance.now();
  await load(owner.organizationId, CONVERSATIONS, 0);
  for (const [i, org] of noise.entries()) await load(org.organizationId, Math.round(CONVERSATIONS / 16), i + 1);
  await database.db.execute(sql`
    INSERT INTO messages (conversation_id, organization_id, role, content, answered, created_at)
    SELECT c.id, c.organization_id, r.role, CASE WHEN r.role = 'user' THEN 'Do you ship to Canada? #' || (c.message_count) ELSE 'Yes, in 3 to 5 days.' END,
      CASE WHEN r.role = 'assistant' THEN c.outcome <> 'unanswered' END, c.started_at
    FROM conversations c CROSS JOIN (VALUES ('user'), ('assistant')) AS r(role)`);
  await database.db.execute(sql`
    INSERT INTO leads (organization_id, conversation_id, email, consent, created_at)
    SELECT organization_id, id, 'lead' || md5(id) || '@example.com', true, last_message_at FROM conversations WHERE outcome = 'lead'`);
  await database.db.execute(sql`VACUUM ANALYZE`);
  const loadSeconds = (performance.now() - started) / 1000;
  console.info(
    `loaded ${CONVERSATIONS.toLocaleString('en')} conversations (+${(Math.round(CONVERSATIONS / 16) * NOISE_ORGS).toLocaleString('en')} of ${NOISE_ORGS} other organizations, 2 messages each, leads) in ${loadSeconds.toFixed(0)} s`,
  );

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, string][] = [];
  for (const sortBy of ['started_at', 'last_message_at', 'message_count']) {
    for (const direction of ['desc', 'asc']) cases.push([`sort ${sortBy} ${direction}`, `sort_by=${sortBy}&sort_direction=${direction}`]);
  }
  cases.push(
    ['filter session_id', 'filter[session_id]=sess_4242'],
    ['filter date range (one day)', `filter[start_date]=${day(100)}&filter[end_date]=${day(100)}`],
    ['filter date range (30 days)', `filter[start_date]=${day(60)}&filter[end_date]=${day(31)}`],
    ['filter date range (30 days) by message_count', `filter[start_date]=${day(60)}&filter[end_date]=${day(31)}&sort_by=message_count`],
    ['filter outcome lead', 'filter[outcome]=lead'],
    ['filter outcome unanswered by last_message_at asc', 'filter[outcome]=unanswered&sort_by=last_message_at&sort_direction=asc'],
    ['all filters', `filter[outcome]=answered&filter[start_date]=${day(200)}&filter[end_date]=${day(1)}&filter[session_id]=sess_77`],
    ['page 50 (per_page 100)', 'page=50&per_page=100'],
  );

  const results: { name: string; p50: number; p95: number; total: number; estimate: boolean }[] = [];
  for (const [name, query] of cases) {
    const url = `/api/v1/organizations/current/analytics/conversations?${query}`;
    const timings: number[] = [];
    let body: { data: unknown[]; meta: { total: number; total_is_estimate?: boolean } } | undefined;
    for (let run = -5; run < RUNS; run++) {
      const start = performance.now();
      // One simulated client address per request: the bench measures the listing, not the per-IP limit.
      const res = await app.inject({ method: 'GET', url, headers: { authorization: owner.auth }, remoteAddress: `10.1.${run + 5}.${results.length + 1}` });
      if (run >= 0) timings.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      body = res.json();
    }
    timings.sort((a, b) => a - b);
    results.push({
      name,
      p50: timings[Math.floor(RUNS * 0.5)]!,
      p95: timings[Math.floor(RUNS * 0.95)]!,
      total: body!.meta.total,
      estimate: body!.meta.total_is_estimate ?? false,
    });
  }
  for (const r of results) {
    console.info(
      `${r.name.padEnd(50)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  total ${r.total}${r.estimate ? ' (estimate)' : ''}`,
    );
  }
  // For the record (no budget): the analytics page over the same organization.
  for (const period of ['7d', '30d', '90d']) {
    const timings: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/organizations/current/analytics?period=${period}`,
        headers: { authorization: owner.auth },
        remoteAddress: `10.2.0.${run + 1}`,
      });
      timings.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`analytics ${period}: ${res.statusCode} ${res.body}`);
    }
    timings.sort((a, b) => a - b);
    console.info(`analytics ${period} (no budget)`.padEnd(50) + ` median ${timings[2]!.toFixed(0).padStart(6)} ms`);
  }
  const worst = Math.max(...results.map((r) => r.p95));
  console.info(`conversation list over ${CONVERSATIONS.toLocaleString('en')} conversations: worst p95 ${worst.toFixed(1)} ms (budget p95 < ${BUDGET_MS} ms)`);
  await cleanUp();
  process.exit(worst < BUDGET_MS ? 0 : 1);
} catch (error) {
  await cleanUp();
  throw error;
}
