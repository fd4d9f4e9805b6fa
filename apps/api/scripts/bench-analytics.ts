/**
 * The analytics page at scale: 1,000,000 conversations of one organization spread over 120 days
 * (10% voice, 4% leads, ~14% ending unanswered; 1 to 3 turns, so ~4,000,000 messages; product
 * cards on a fifth of the answers, an eighth of them opened). Visitors' questions as on a real
 * site: 70% are a few thousand questions of very unequal frequency (rank r asked ∝ 1/r), in
 * wordings that count as one; 30% are the visitor's own (an order number): asked once.
 *
 * `GET /api/v1/organizations/current/analytics` (the real route, authenticated, through
 * app.inject) is timed for 7, 30 and 90 days, in UTC and in Asia/Kathmandu (+05:45, whose
 * windows have 15-minute edges), beside its peer: the same answer computed by the scan the
 * rollups replaced (modules/analytics/scan.ts). Each row also says whether both answers are the
 * same. Budget: p95 ≤ 100 ms for every period. Then the price of the rollups on writes: a chat
 * turn's statements with the rollup triggers and without.
 *
 * The load is bulk INSERT … SELECT with the rollup triggers off, then the rollups are filled by
 * the backfill statements of drizzle/0013_analytics_rollups.sql, as an upgraded database is.
 *
 * PostgreSQL only (a million conversations is more than the embedded PGlite is for): BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test; a throwaway database is made and dropped.
 * Run: pnpm exec tsx scripts/bench-analytics.ts   (BENCH_CONVERSATIONS, BENCH_RUNS, BENCH_PEER_RUNS to change the sizes)
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';

process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PEER_RUNS = Number(process.env.BENCH_PEER_RUNS ?? 2);
const WRITES = 200;
const BUDGET_MS = 100;
const PERIODS = ['7d', '30d', '90d'] as const;
const ZONES = ['UTC', 'Asia/Kathmandu'];
const ROLLUP_TABLES = ['conversations', 'messages', 'leads', 'product_events'];

const { buildApp } = await import('../src/app');
const { signUpOwner } = await import('../src/test-kit');
const { openBenchDatabase, percentile } = await import('./bench-kit');
const { parseAnalyticsQuery, previousWindow } = await import('../src/modules/analytics/period');
const { createAnalyticsRepository } = await import('../src/modules/analytics/repository');
const { createScanSource } = await import('../src/modules/analytics/scan');
const { buildAnalytics, TOP_PRODUCTS, TOP_QUESTIONS, UNANSWERED_QUESTIONS } = await import('../src/modules/analytics/service');

// Loading a million conversations takes single statements far past the server's 30 s statement timeout.
const { database, where } = await openBenchDatabase({ statementMs: 3_600_000 });
const app = await buildApp({
  env: { JWT_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'production', API_REQUESTS_PER_MINUTE: 100_000_000 },
  database,
});
const db = database.db;
const run = (query: SQL) => db.execute(query);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** The backfill of the migration: its INSERT INTO analytics_… statements and the ANALYZE after them. */
function migrationBackfill(): string[] {
  const migration = readFileSync(new URL('../drizzle/0013_analytics_rollups.sql', import.meta.url), 'utf8');
  const statements = migration.split('--> statement-breakpoint').map((part) =>
    part
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .trim(),
  );
  const backfill = statements.filter((s) => s.startsWith('INSERT INTO analytics_') || s.startsWith('ANALYZE'));
  if (backfill.length !== 4) throw new Error(`expected 3 backfill statements and ANALYZE in the migration, found ${backfill.length}`);
  return backfill;
}

async function load(organizationId: number) {
  const triggers = (on: boolean) => Promise.all(ROLLUP_TABLES.map((table) => run(sql.raw(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER USER`))));
  await triggers(false);
  await run(sql`SELECT setseed(0.42)`);
  let started = performance.now();
  await run(sql`INSERT INTO products (organization_id, name) SELECT ${organizationId}, 'Product ' || p FROM generate_series(1, 200) AS p`);
  await run(sql`
    INSERT INTO conversations (id, organization_id, channel, key_kind, visitor_id, outcome, message_count, started_at, last_message_at)
    SELECT 'chat_' || md5(i::text), ${organizationId}, CASE WHEN i % 10 = 0 THEN 'voice' ELSE 'chat' END, 'live', 'v' || (i % 300000),
      CASE WHEN i % 25 = 1 THEN 'lead' WHEN i % 7 = 2 THEN 'unanswered' ELSE 'answered' END,
      2 * (1 + i % 3), s, s + ((i * 37) % 900) * interval '1 second'
    FROM (SELECT i, now() - random() * interval '120 days' AS s FROM generate_series(1, ${CONVERSATIONS}) AS i) g`);
  // A turn is the visitor's question and the answer; the last answer of an 'unanswered' conversation is marked so.
  await run(sql`
    INSERT INTO messages (conversation_id, organization_id, role, content, answered, created_at)
    SELECT c.id, c.organization_id, r.role,
      CASE WHEN r.role = 'assistant' THEN 'Yes, we do.'
           WHEN random() < 0.3 THEN 'Where is my order #' || (100000 + floor(random() * 900000))::int || '?'
           ELSE (ARRAY['Do you ship to region ', '  do you SHIP to region ', 'do you ship to region '])[1 + t % 3]
             || floor(exp(random() * ln(2000)))::int || (ARRAY['?', '??', ''])[1 + t % 3] END,
      CASE WHEN r.role = 'assistant' THEN NOT (c.outcome = 'unanswered' AND t = c.message_count / 2) END,
      c.started_at + (t - 1) * (c.last_message_at - c.started_at) / (c.message_count / 2)
    FROM conversations c CROSS JOIN LATERAL generate_series(1, c.message_count / 2) AS t
    CROSS JOIN (VALUES (1, 'user'), (2, 'assistant')) AS r(ord, role)
    ORDER BY c.id, t, r.ord`);
  await run(sql`
    INSERT INTO leads (organization_id, conversation_id, email, consent, created_at)
    SELECT organization_id, id, 'lead' || md5(id) || '@example.com', true, last_message_at FROM conversations WHERE outcome = 'lead'`);
  await run(sql`
    INSERT INTO product_events (organization_id, conversation_id, product_id, kind, created_at)
    SELECT m.organization_id, m.conversation_id, p.id, k.kind, m.created_at
    FROM messages m JOIN products p ON p.organization_id = m.organization_id AND p.name = 'Product ' || (1 + m.id % 200)
    CROSS JOIN LATERAL (SELECT 'recommended' AS kind UNION ALL SELECT 'clicked' WHERE m.id % 40 = 0) AS k
    WHERE m.role = 'assistant' AND m.id % 5 = 0`);
  const counts = (
    await run(sql`SELECT (SELECT count(*) FROM conversations)::int AS conversations, (SELECT count(*) FROM messages)::int AS messages,
      (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM product_events)::int AS events`)
  ).rows[0] as { conversations: number; messages: number; leads: number; events: number };
  console.info(
    `loaded ${counts.conversations} conversations, ${counts.messages} messages, ${counts.leads} leads, ${counts.events} product events in ${seconds(started)}`,
  );
  started = performance.now();
  for (const statement of migrationBackfill()) await run(sql.raw(statement));
  await triggers(true);
  await run(sql`VACUUM ANALYZE`);
  const rollups = (
    await run(sql`SELECT (SELECT count(*) FROM analytics_rollups)::int AS figures, (SELECT count(*) FROM analytics_question_rollups)::int AS questions,
      (SELECT count(*) FROM analytics_product_rollups)::int AS products`)
  ).rows[0] as { figures: number; questions: number; products: number };
  console.info(
    `rollups by the migration's backfill in ${seconds(started)}: ${rollups.figures} figure rows, ${rollups.questions} question rows, ${rollups.products} product rows`,
  );
}

/** A chat turn's statements as the conversation store runs them (two messages, the conversation twice), `WRITES` times: ms per turn. */
async function turnCost(organizationId: number, withRollups: boolean): Promise<{ p50: number; p95: number }> {
  if (!withRollups) await Promise.all(ROLLUP_TABLES.map((table) => run(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`))));
  const timings: number[] = [];
  for (let i = 0; i < WRITES; i += 1) {
    const id = `chat_write_${withRollups}_${i}`;
    const start = performance.now();
    await run(sql`INSERT INTO conversations (id, organization_id, key_kind) VALUES (${id}, ${organizationId}, 'live')`);
    await run(
      sql`INSERT INTO messages (conversation_id, organization_id, role, content) VALUES (${id}, ${organizationId}, 'user', ${`Is order #${i} on its way?`})`,
    );
    await run(sql`UPDATE conversations SET message_count = message_count + 1, last_message_at = now() WHERE id = ${id}`);
    await run(
      sql`INSERT INTO messages (conversation_id, organization_id, role, content, answered) VALUES (${id}, ${organizationId}, 'assistant', 'Sorry…', false)`,
    );
    await run(sql`UPDATE conversations SET message_count = message_count + 1, last_message_at = now(), outcome = 'unanswered' WHERE id = ${id}`);
    timings.push(performance.now() - start);
  }
  if (!withRollups) await Promise.all(ROLLUP_TABLES.map((table) => run(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`))));
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}

try {
  const owner = await signUpOwner(app, 'bench-analytics', 'Bench Co');
  await load(owner.organizationId);
  const scan = createScanSource(db);
  const rows: { label: string; p50: number; p95: number; peer: number; same: boolean }[] = [];
  for (const zone of ZONES) {
    for (const period of PERIODS) {
      const url = `/api/v1/organizations/current/analytics?period=${period}&time_zone=${encodeURIComponent(zone)}`;
      const timings: number[] = [];
      let served: unknown;
      for (let i = -3; i < RUNS; i += 1) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: owner.auth });
        if (i >= 0) timings.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        served = res.json<{ data: unknown }>().data;
      }
      const window = parseAnalyticsQuery({ period, time_zone: zone });
      const peer: number[] = [];
      let scanned: unknown;
      for (let i = 0; i < PEER_RUNS; i += 1) {
        const start = performance.now();
        scanned = JSON.parse(JSON.stringify(await buildAnalytics(scan, owner.organizationId, window)));
        peer.push(performance.now() - start);
      }
      const row = {
        label: `${period} ${zone}`,
        p50: percentile(timings, 0.5),
        p95: percentile(timings, 0.95),
        peer: percentile(peer, 0.5),
        same: isDeepStrictEqual(served, scanned),
      };
      rows.push(row);
      // Where the time goes: each part of the answer alone (p50 of 5), as the service asks for it.
      const rollups = createAnalyticsRepository(db);
      const previous = previousWindow(window);
      const parts = {
        buckets: () => rollups.buckets(owner.organizationId, previous.from, window.to, window.timeZone),
        questions: () => rollups.topQuestions(owner.organizationId, window.from, window.to, TOP_QUESTIONS),
        unanswered: () => rollups.unansweredQuestions(owner.organizationId, window.from, window.to, UNANSWERED_QUESTIONS),
        products: () => rollups.products(owner.organizationId, window.from, window.to, TOP_PRODUCTS),
      };
      const partTimes: string[] = [];
      for (const [name, part] of Object.entries(parts)) {
        const times: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const start = performance.now();
          await part();
          times.push(performance.now() - start);
        }
        partTimes.push(`${name} ${percentile(times, 0.5).toFixed(1)}`);
      }
      console.info(
        `analytics ${row.label.padEnd(18)} rollups p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms   ` +
          `peer (scan, p50 of ${PEER_RUNS}) ${row.peer.toFixed(0).padStart(6)} ms   same answer: ${row.same ? 'yes' : 'NO'}   parts (ms): ${partTimes.join(', ')}`,
      );
    }
  }
  const withRollups = await turnCost(owner.organizationId, true);
  const without = await turnCost(owner.organizationId, false);
  console.info(
    `a chat turn's writes (5 statements): p50 ${withRollups.p50.toFixed(2)} ms / p95 ${withRollups.p95.toFixed(2)} ms with the rollup triggers, ` +
      `p50 ${without.p50.toFixed(2)} ms / p95 ${without.p95.toFixed(2)} ms without`,
  );
  const worst = Math.max(...rows.map((r) => r.p95));
  const allSame = rows.every((r) => r.same);
  console.info(
    `analytics over ${CONVERSATIONS.toLocaleString('en')} conversations on ${where}: worst p95 ${worst.toFixed(1)} ms (budget p95 ≤ ${BUDGET_MS} ms)` +
      `${worst <= BUDGET_MS ? '' : ' OVER BUDGET'}; answers ${allSame ? 'identical to the scan' : 'DIFFER from the scan'}`,
  );
  await app.close();
  await database.close();
  process.exit(worst <= BUDGET_MS && allSame ? 0 : 1);
} catch (error) {
  await app.close();
  await database.close();
  throw error;
}
