import { randomUUID } from 'node:crypto';
import { AnalyticsSchema, type Analytics, type ConversationDetail } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { addShopProduct, askAsVisitor, openShop, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { addDays, dayIn, parseAnalyticsQuery } from './period';
import { createAnalyticsRepository } from './repository';
import { createScanSource, normalised } from './scan';
import { foldRollups } from './rollup-fold';
import { buildAnalytics } from './service';

const ANALYTICS = '/api/v1/organizations/current/analytics';
const CONVERSATIONS = '/api/v1/organizations/current/analytics/conversations';
/** UTC, half-hour and quarter-hour offsets (India, Newfoundland, Nepal, Chatham), and a zone with daylight saving. */
const ZONES = ['UTC', 'Asia/Kolkata', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/New_York'];
/** Visitors' questions: some the shop answers, some it cannot, in wordings that count as one and some that do not. */
const QUESTIONS = [
  'Do you ship to Canada?',
  '  do you SHIP to canada!! ',
  'How much is the waterproof trail shoe?',
  'how much is the waterproof trail shoe',
  'Do you rent kayaks?',
  'do you rent KAYAKS',
  'Can I pay with bitcoin?',
  'Is the alpine rain jacket waterproof?',
  'Where is my order?',
];
const seed = Number(process.env.ROLLUP_SEED ?? Date.now() % 100_000);

/** mulberry32: a small seeded generator, so a failure can be replayed with ROLLUP_SEED. */
function generator(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('analytics rollups on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));
  type Shop = Awaited<ReturnType<typeof openShop>>;

  const ask = (shop: Shop, input: string, previousChatId?: string) => askAsVisitor(app, shop, input, previousChatId);
  const leave = async (shop: Shop, chatId: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/chat/${chatId}/lead`,
      headers: widgetHeaders(shop),
      payload: { email: `${randomUUID()}@example.com`, consent: true },
    });
    expect(res.statusCode).toBe(201);
  };
  const click = async (shop: Shop, chatId: string, productId: number) => {
    const res = await app.inject({
      method: 'POST',
      url: `/chat/${chatId}/events`,
      headers: widgetHeaders(shop),
      payload: { type: 'product_click', productId },
    });
    expect(res.statusCode).toBe(204);
  };

  /**
   * The answer the API gives from the rollups equals the one the old scan gives, for every window
   * and zone; so does the rollup read with one candidate per bucket (which must often fall back to
   * adding up every question).
   */
  async function expectSameAsScan(shop: Shop, zones: string[]) {
    const scan = createScanSource(database.db);
    const tight = createAnalyticsRepository(database.db, { candidatesPerDay: 1 });
    for (const zone of zones) {
      const today = dayIn(new Date(), zone);
      const queries: Record<string, string>[] = [
        { period: '7d' },
        { period: '30d' },
        { period: '90d' },
        { start_date: today, end_date: today },
        { start_date: addDays(today, -1), end_date: today },
      ];
      for (const query of queries) {
        const params = { ...query, time_zone: zone };
        const res = await app.inject({ method: 'GET', url: `${ANALYTICS}?${new URLSearchParams(params).toString()}`, headers: shop.auth });
        expect(res.statusCode).toBe(200);
        const served: Analytics = AnalyticsSchema.parse(res.json<{ data: unknown }>().data);
        const window = parseAnalyticsQuery(params);
        const context = `seed ${seed}, ${JSON.stringify(params)}`;
        expect(served, context).toEqual(await buildAnalytics(scan, shop.organizationId, window));
        expect(await buildAnalytics(tight, shop.organizationId, window), context).toEqual(served);
      }
    }
  }

  /** Every rollup row equals the same figures counted from the tables (rows added up to zero aside). */
  async function expectRollupTablesExact(organizationIds: number[]) {
    // The triggers log figures; a fold adds them in (as every reader does first).
    await foldRollups(database.db);
    const ids = sql.join(
      organizationIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const quarter = (column: string) => sql.raw(`date_bin('15 minutes', ${column}, '2000-01-01 00:00:00+00'::timestamptz)`);
    const figures = await database.db.execute(sql`
      WITH counted AS (
        SELECT organization_id, bucket, sum(c)::int AS c, sum(ch)::int AS ch, sum(v)::int AS v, sum(cv)::int AS cv, sum(d) AS d, sum(m)::int AS m, sum(u)::int AS u, sum(l)::int AS l
        FROM (
          SELECT organization_id, ${quarter('started_at')} AS bucket, 1 AS c, (channel = 'chat')::int AS ch, (channel = 'voice')::int AS v,
            (outcome = 'lead')::int AS cv, extract(epoch FROM last_message_at - started_at) AS d, 0 AS m, 0 AS u, 0 AS l FROM conversations
          UNION ALL
          SELECT organization_id, ${quarter('created_at')}, 0, 0, 0, 0, 0, 1, (role = 'assistant' AND answered = false)::int, 0 FROM messages
          UNION ALL
          SELECT organization_id, ${quarter('created_at')}, 0, 0, 0, 0, 0, 0, 0, 1 FROM leads
        ) rows WHERE organization_id IN (${ids}) GROUP BY 1, 2
      ),
      kept AS (
        SELECT * FROM analytics_rollups WHERE organization_id IN (${ids})
          AND (conversations, chat, voice, converted, duration_seconds, messages, unanswered, leads) <> (0, 0, 0, 0, 0, 0, 0, 0)
      )
      SELECT count(*)::int AS differences FROM counted FULL JOIN kept USING (organization_id, bucket)
      WHERE (counted.c, counted.ch, counted.v, counted.cv, counted.d, counted.m, counted.u, counted.l)
        IS DISTINCT FROM (kept.conversations, kept.chat, kept.voice, kept.converted, kept.duration_seconds, kept.messages, kept.unanswered, kept.leads)`);
    expect(figures.rows).toEqual([{ differences: 0 }]);

    const products = await database.db.execute(sql`
      WITH counted AS (
        SELECT e.organization_id, s.span, date_bin(make_interval(mins => s.span), e.created_at, '2000-01-01 00:00:00+00'::timestamptz) AS bucket, e.product_id,
          (count(*) FILTER (WHERE kind = 'recommended'))::int AS recommended, (count(*) FILTER (WHERE kind = 'clicked'))::int AS clicked
        FROM product_events e CROSS JOIN (VALUES (15), (1440)) AS s(span) WHERE e.organization_id IN (${ids}) GROUP BY 1, 2, 3, 4
      ),
      kept AS (SELECT *, span_minutes AS span FROM analytics_product_rollups WHERE organization_id IN (${ids}) AND (recommended, clicked) <> (0, 0))
      SELECT count(*)::int AS differences FROM counted FULL JOIN kept USING (organization_id, span, bucket, product_id)
      WHERE (counted.recommended, counted.clicked) IS DISTINCT FROM (kept.recommended, kept.clicked)`);
    expect(products.rows).toEqual([{ differences: 0 }]);

    const previousQuestion = sql`(SELECT u.content FROM messages u WHERE u.conversation_id = a.conversation_id AND u.id < a.id AND u.role = 'user' ORDER BY u.id DESC LIMIT 1)`;
    const questions = await database.db.execute(sql`
      WITH counted AS (
        SELECT q.organization_id, s.span, date_bin(make_interval(mins => s.span), q.created_at, '2000-01-01 00:00:00+00'::timestamptz) AS bucket, q.question,
          sum(q.asked)::int AS asked, sum(q.unanswered)::int AS unanswered,
          (array_agg(q.id ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered = 1))[1] AS last_id
        FROM (
          SELECT organization_id, created_at, id, ${normalised(sql`content`)} AS question, 1 AS asked, 0 AS unanswered FROM messages WHERE role = 'user'
          UNION ALL
          SELECT a.organization_id, a.created_at, a.id, ${normalised(previousQuestion)}, 0, 1 FROM messages a WHERE a.role = 'assistant' AND a.answered = false
        ) q CROSS JOIN (VALUES (15), (1440)) AS s(span)
        WHERE q.organization_id IN (${ids}) AND q.question <> '' GROUP BY 1, 2, 3, 4
      ),
      kept AS (SELECT *, span_minutes AS span FROM analytics_question_rollups WHERE organization_id IN (${ids}) AND (asked, unanswered) <> (0, 0))
      SELECT count(*)::int AS differences FROM counted FULL JOIN kept USING (organization_id, span, bucket, question)
      WHERE (counted.asked, counted.unanswered, counted.last_id) IS DISTINCT FROM (kept.asked, kept.unanswered, kept.last_unanswered_message_id)`);
    expect(questions.rows).toEqual([{ differences: 0 }]);
  }

  it('reads the same figures from the rollups as the scan of the tables, as conversations grow, convert and lose products', async () => {
    const random = generator(seed);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const b = await openShop(app, 'rollups');
    const other = await openShop(app, 'rollups-other');
    const jacket = await addShopProduct(app, b, 'rain-jacket', {
      name: 'Alpine Rain Jacket',
      description: 'Waterproof alpine rain jacket.',
      price_cents: 19900,
    });

    // A conversation that later grows in duration and becomes a lead: its figures stay in the
    // bucket it started in, and move there.
    const growing = await ask(b, 'Do you ship to Canada?');
    await expectSameAsScan(b, ['UTC', 'Asia/Kathmandu']);
    await sleep(1100);
    await ask(b, 'Do you rent kayaks?', growing.id);
    await leave(b, growing.id);
    await expectSameAsScan(b, ['UTC', 'Asia/Kolkata']);

    // Random conversations for both shops: turns, clicks on the product cards shown, leads.
    for (let n = 0; n < 14; n += 1) {
      const shop = random() < 0.7 ? b : other;
      let chat = await ask(shop, pick(QUESTIONS));
      for (let turn = Math.floor(random() * 3); turn > 0; turn -= 1) chat = await ask(shop, pick(QUESTIONS), chat.id);
      const card = chat.sources.find((s) => s.type === 'product');
      if (card && random() < 0.6) await click(shop, chat.id, card.id);
      if (random() < 0.3) await leave(shop, chat.id);
    }
    await expectSameAsScan(b, ZONES);
    await expectSameAsScan(other, ['UTC', 'Asia/Kathmandu']);
    await expectRollupTablesExact([b.organizationId, other.organizationId]);

    // Deleting a product deletes its events (on delete cascade): the rollups subtract them.
    const jacketChat = await ask(b, 'Is the alpine rain jacket waterproof?');
    if (jacketChat.sources.some((s) => s.type === 'product' && s.id === jacket.id)) await click(b, jacketChat.id, jacket.id);
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/products/${jacket.id}`, headers: b.auth });
    expect(removed.statusCode).toBe(204);
    await expectSameAsScan(b, ['UTC', 'Pacific/Chatham']);
    await expectRollupTablesExact([b.organizationId, other.organizationId]);

    const week = AnalyticsSchema.parse((await app.inject({ method: 'GET', url: `${ANALYTICS}?period=7d`, headers: b.auth })).json<{ data: unknown }>().data);
    expect(week.totals.conversations).toBeGreaterThanOrEqual(2);
    expect(week.totals.leads).toBeGreaterThanOrEqual(1);
    expect(week.top_questions.length).toBeGreaterThan(0);
  });

  it('keeps exact figures when many visitors write at once, their messages written together in one statement', async () => {
    const random = generator(seed + 1);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const shops = [await openShop(app, 'batched'), await openShop(app, 'batched-other')];
    const plans = Array.from({ length: 24 }, (_, n) => ({ shop: shops[n % 2]!, questions: Array.from({ length: 2 + (n % 3) }, () => pick(QUESTIONS)) }));
    const chats = await Promise.all(
      plans.map(async ({ shop, questions }) => {
        let id: string | undefined;
        for (const question of questions) id = (await ask(shop, question, id)).id;
        return id!;
      }),
    );
    // Each conversation holds its own turns, in order, and counts them.
    const counts = new Map<string, number>();
    for (const shop of shops) {
      const listed = await app.inject({ method: 'GET', url: `${CONVERSATIONS}?per_page=100`, headers: shop.auth });
      for (const c of listed.json<{ data: { id: string; message_count: number }[] }>().data) counts.set(c.id, c.message_count);
    }
    for (const [n, id] of chats.entries()) {
      const detail = await app.inject({ method: 'GET', url: `${CONVERSATIONS}/${id}`, headers: plans[n]!.shop.auth });
      const { messages } = detail.json<{ data: ConversationDetail }>().data;
      expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(plans[n]!.questions.map((q) => q.trim()));
      expect(messages.map((m) => m.role)).toEqual(plans[n]!.questions.flatMap(() => ['user', 'assistant']));
      expect(counts.get(id)).toBe(messages.length);
    }
    // Written in shared statements (rows of one statement share its transaction), not one by one.
    const ids = sql.join(
      shops.map((shop) => sql`${shop.organizationId}`),
      sql`, `,
    );
    const { rows } = await database.db.execute<{ rows: number; statements: number }>(
      sql`SELECT count(*)::int AS rows, count(DISTINCT xmin::text)::int AS statements FROM messages WHERE organization_id IN (${ids})`,
    );
    expect(rows[0]!.statements).toBeLessThan(rows[0]!.rows);
    await expectRollupTablesExact(shops.map((shop) => shop.organizationId));
    await expectSameAsScan(shops[0]!, ['UTC']);
  });
});
