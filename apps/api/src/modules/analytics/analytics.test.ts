import { randomUUID } from 'node:crypto';
import { AnalyticsSchema, type Analytics } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { conversations, messages, productEvents } from '../../db/schema';
import { askAsVisitor, openShop, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const OWN = 'http://localhost:80';
const DAY_MS = 86_400_000;
const ANALYTICS = '/api/v1/organizations/current/analytics';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** Noon UTC `days` days ago: never on the edge of a window. */
const noonDaysAgo = (days: number) => new Date(Date.parse(`${dayOf(new Date())}T12:00:00Z`) - days * DAY_MS);

describe.each(testDatabases())('analytics on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: OWN } }, (opened) => ({ app, database } = opened));

  /** A business with a FAQ and a product, its owner's token and its widget key. */
  const business = () => openShop(app, 'analytics');
  type Business = Awaited<ReturnType<typeof business>>;

  const ask = (b: Business, input: string, previousChatId?: string) => askAsVisitor(app, b, input, previousChatId);
  const click = (b: Business, chatId: string, payload: object, authorization = b.live, origin = b.origin) =>
    app.inject({ method: 'POST', url: `/chat/${chatId}/events`, headers: widgetHeaders(b, origin, authorization), payload });
  const analytics = async (b: Business, query = ''): Promise<Analytics> => {
    const res = await app.inject({ method: 'GET', url: `${ANALYTICS}${query}`, headers: b.auth });
    expect(res.statusCode).toBe(200);
    return AnalyticsSchema.parse(res.json<{ data: unknown }>().data);
  };
  /** A past conversation, written directly: the runtime can only make today's. */
  async function pastConversation(b: Business, startedAt: Date, values: { seconds?: number; channel?: 'chat' | 'voice'; question?: string } = {}) {
    const id = `chat_${randomUUID()}`;
    await database.db.insert(conversations).values({
      id,
      organizationId: b.organizationId,
      channel: values.channel ?? 'chat',
      keyKind: 'live',
      messageCount: 2,
      startedAt,
      lastMessageAt: new Date(startedAt.getTime() + (values.seconds ?? 60) * 1000),
    });
    await database.db.insert(messages).values([
      { conversationId: id, organizationId: b.organizationId, role: 'user', content: values.question ?? 'Hello there', createdAt: startedAt },
      { conversationId: id, organizationId: b.organizationId, role: 'assistant', content: 'Hi!', answered: true, createdAt: startedAt },
    ]);
    return id;
  }

  it("counts the organization's conversations, messages, leads, questions and products from the live runtime", async () => {
    const b = await business();
    const other = await business();
    // Today, through the widget's runtime.
    const canada = await ask(b, 'Do you ship to Canada?');
    await ask(b, '  do you   ship to CANADA??  ');
    const kayaks = await ask(b, 'Do you rent kayaks?');
    const shoe = await ask(b, 'How much is the waterproof trail shoe?');
    expect(shoe.sources).toContainEqual(expect.objectContaining({ type: 'product', id: b.productId }));
    expect((await click(b, shoe.id, { type: 'product_click', productId: b.productId })).statusCode).toBe(204);
    const lead = await app.inject({
      method: 'POST',
      url: `/chat/${canada.id}/lead`,
      headers: widgetHeaders(b),
      payload: { email: 'dana@example.com', consent: true },
    });
    expect(lead.statusCode).toBe(201);
    // Earlier: one in this week, one earlier this month, one in the month before.
    await pastConversation(b, noonDaysAgo(3), { channel: 'voice', seconds: 300 });
    await pastConversation(b, noonDaysAgo(20), { seconds: 120, question: 'Do you ship to Canada' });
    await pastConversation(b, noonDaysAgo(40), { seconds: 30 });
    // Another business's visitors ask the same things: none of it may count.
    await ask(other, 'Do you ship to Canada?');
    const theirs = await ask(other, 'Do you rent kayaks?');
    await ask(other, 'How much is the waterproof trail shoe?');
    await pastConversation(other, noonDaysAgo(3));

    const month = await analytics(b);
    expect(month.period).toEqual({ label: '30d', start: dayOf(noonDaysAgo(29)), end: dayOf(new Date()), time_zone: 'UTC' });
    expect(month.totals).toMatchObject({ conversations: 6, chat_conversations: 5, voice_conversations: 1, messages: 12, leads: 1, unanswered_questions: 1 });
    expect(month.totals.conversion_rate).toBeCloseTo(1 / 6, 4);
    expect(month.previous_totals).toMatchObject({ conversations: 1, messages: 2, leads: 0, average_duration_seconds: 30 });
    expect(month.top_questions[0]).toEqual({ question: 'do you ship to canada', count: 3 });
    expect(month.top_questions).toContainEqual({ question: 'do you rent kayaks', count: 1 });
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any/stringMatching are typed any so they can stand for any value
    expect(month.unanswered_questions).toEqual([{ question: 'do you rent kayaks', count: 1, last_asked_at: expect.any(String), conversation_id: kayaks.id }]);
    expect(month.unanswered_questions[0]!.conversation_id).not.toBe(theirs.id);
    expect(month.products).toEqual([{ product_id: b.productId, name: 'Summit Trail Shoe', recommended: 1, clicked: 1 }]);
    expect(month.daily).toHaveLength(30);
    expect(month.daily.at(-1)).toEqual({ date: dayOf(new Date()), conversations: 4, messages: 8, leads: 1 });
    expect(month.daily.find((d) => d.date === dayOf(noonDaysAgo(20)))).toEqual({ date: dayOf(noonDaysAgo(20)), conversations: 1, messages: 2, leads: 0 });
    expect(month.daily.filter((d) => d.conversations === 0)).toHaveLength(27);
    expect(month.busiest_hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(month.busiest_hours.find((h) => h.hour === 12)!.conversations).toBeGreaterThanOrEqual(2);
    expect(month.busiest_hours.reduce((total, h) => total + h.conversations, 0)).toBe(6);

    const week = await analytics(b, '?period=7d');
    expect(week.totals).toMatchObject({ conversations: 5, voice_conversations: 1 });
    expect(week.previous_totals.conversations).toBe(0);
    expect(week.daily).toHaveLength(7);

    const oneDay = dayOf(noonDaysAgo(3));
    const custom = await analytics(b, `?start_date=${oneDay}&end_date=${oneDay}`);
    expect(custom.period).toEqual({ label: 'custom', start: oneDay, end: oneDay, time_zone: 'UTC' });
    expect(custom.totals).toMatchObject({ conversations: 1, voice_conversations: 1, average_duration_seconds: 300 });
    expect(custom.daily).toEqual([{ date: oneDay, conversations: 1, messages: 2, leads: 0 }]);
    expect(custom.top_questions).toEqual([{ question: 'hello there', count: 1 }]);
  });

  it("counts days and hours in the owner's time zone", async () => {
    const b = await business();
    const day = dayOf(noonDaysAgo(5));
    // 23:30 UTC is 08:30 the next morning in Tokyo, and 18:30 the same day in New York (winter) or 19:30 (summer).
    await pastConversation(b, new Date(`${day}T23:30:00Z`));
    const utc = await analytics(b, `?start_date=${day}&end_date=${day}`);
    expect(utc.totals.conversations).toBe(1);
    expect(utc.busiest_hours.find((h) => h.conversations > 0)!.hour).toBe(23);

    const tokyo = await analytics(b, `?start_date=${day}&end_date=${day}&time_zone=Asia/Tokyo`);
    expect(tokyo.period).toEqual({ label: 'custom', start: day, end: day, time_zone: 'Asia/Tokyo' });
    expect(tokyo.totals.conversations).toBe(0); // It happened on the next day in Tokyo.
    const nextDay = dayOf(new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000));
    const tokyoNext = await analytics(b, `?start_date=${nextDay}&end_date=${nextDay}&time_zone=Asia/Tokyo`);
    expect(tokyoNext.daily).toEqual([{ date: nextDay, conversations: 1, messages: 2, leads: 0 }]);
    expect(tokyoNext.busiest_hours.find((h) => h.conversations > 0)!.hour).toBe(8);

    const newYork = await analytics(b, `?start_date=${day}&end_date=${day}&time_zone=America/New_York`);
    expect(newYork.totals.conversations).toBe(1);
    expect([18, 19]).toContain(newYork.busiest_hours.find((h) => h.conversations > 0)!.hour);

    const refused = await app.inject({ method: 'GET', url: `${ANALYTICS}?time_zone=Mars/Olympus`, headers: b.auth });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('time_zone must be a time zone such as Europe/Paris or UTC');
    const injected = await app.inject({
      method: 'GET',
      url: `${ANALYTICS}?time_zone=${encodeURIComponent("UTC'); DROP TABLE conversations; --")}`,
      headers: b.auth,
    });
    expect(injected.statusCode).toBe(400);
  });

  it('refuses periods it cannot answer with 400 and a message saying what to send', async () => {
    const b = await business();
    const refused = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `${ANALYTICS}${query}`, headers: b.auth });
      expect(res.statusCode).toBe(400);
      return res.json<{ error: string }>().error;
    };
    expect(await refused('?period=14d')).toBe('period must be 7d, 30d or 90d');
    expect(await refused('?start_date=2025-01-01')).toMatch(/start_date and end_date go together/);
    expect(await refused('?period=7d&start_date=2025-01-01&end_date=2025-01-02')).toMatch(/either period or start_date and end_date/);
    expect(await refused('?start_date=2025-02-30&end_date=2025-03-01')).toBe('start_date must be a date written YYYY-MM-DD');
    expect(await refused('?start_date=2025-03-01&end_date=03/02/2025')).toBe('end_date must be a date written YYYY-MM-DD');
    expect(await refused('?start_date=2025-03-02&end_date=2025-03-01')).toBe('start_date must be on or before end_date');
    expect(await refused('?start_date=2024-01-01&end_date=2025-01-01')).toBe('A custom range is at most 366 days');
    // 2024 is a leap year: its 366 days are one allowed range.
    const year = await analytics(b, '?start_date=2024-01-01&end_date=2024-12-31');
    expect(year.daily).toHaveLength(366);
    expect((await analytics(b, '?period=90d')).daily).toHaveLength(90);
    expect((await app.inject({ method: 'GET', url: ANALYTICS })).statusCode).toBe(401);
  });

  it("records a product card click only for the conversation's own organization and its products", async () => {
    const b = await business();
    const other = await business();
    const { id } = await ask(b, 'How much is the waterproof trail shoe?');
    expect((await click(b, id, { type: 'product_click', productId: b.productId })).statusCode).toBe(204);
    // Another organization's product, an unknown one, a malformed event.
    expect((await click(b, id, { type: 'product_click', productId: other.productId })).statusCode).toBe(404);
    expect((await click(b, id, { type: 'product_click', productId: 999_999 })).statusCode).toBe(404);
    expect((await click(b, id, { type: 'purchase', productId: b.productId })).statusCode).toBe(422);
    expect((await click(b, id, { type: 'product_click', productId: 'one' })).statusCode).toBe(422);
    // Another organization's key, on its own site or on this one; this key on a site it does not belong to.
    expect((await click(b, id, { type: 'product_click', productId: b.productId }, other.live, other.origin)).statusCode).toBe(404);
    expect((await click(b, id, { type: 'product_click', productId: other.productId }, other.live, other.origin)).statusCode).toBe(404);
    expect((await click(b, id, { type: 'product_click', productId: b.productId }, other.live, b.origin)).statusCode).toBe(403);
    expect((await click(b, id, { type: 'product_click', productId: b.productId }, b.live, 'https://evil.example')).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/chat/${id}/events`,
          headers: { origin: b.origin },
          payload: { type: 'product_click', productId: b.productId },
        })
      ).statusCode,
    ).toBe(401);
    // The widget inside Parley's frame names its host page in the query, as for GET /chat/:id.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/chat/${id}/events?host=${encodeURIComponent(b.origin)}`,
          headers: { authorization: b.live, origin: OWN },
          payload: { type: 'product_click', productId: b.productId },
        })
      ).statusCode,
    ).toBe(204);

    const events = await database.db.select().from(productEvents).where(eq(productEvents.conversationId, id));
    expect(events.map((e) => e.kind).sort()).toEqual(['clicked', 'clicked', 'recommended']);
    expect(events.every((e) => e.organizationId === b.organizationId && e.productId === b.productId)).toBe(true);
    expect((await analytics(other)).products).toEqual([]);
  });
});
