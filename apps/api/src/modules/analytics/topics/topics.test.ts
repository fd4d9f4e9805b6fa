import { randomUUID } from 'node:crypto';
import { TopicsSchema, type Topics } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { conversations, messages } from '../../../db/schema';
import { addFaq, addShopProduct, askAsVisitor, openShop, useTestApp, type TestApp } from '../../../test-app';
import { testDatabases } from '../../../test-databases';

const TOPICS = '/api/v1/organizations/current/analytics/topics';
const DAY_MS = 86_400_000;
const noonDaysAgo = (days: number) => new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`) - days * DAY_MS);

describe.each(testDatabases())('topics on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: 'http://localhost:80' } }, (opened) => ({ app, database } = opened));

  /** The trail shop (Canada FAQ, Summit Trail Shoe) with a backpack and a returns FAQ too. */
  async function shop(label: string) {
    const b = await openShop(app, label);
    await addShopProduct(app, b, 'trailhead', { name: 'Trailhead 40L', description: 'A 40 litre hiking backpack.', price_cents: 8900 });
    const returns = await addFaq(app, b.auth, { question: 'Can I return hiking boots after wearing them?', answer: 'Within 30 days, unworn.' });
    return { ...b, returnsFaqId: returns.id };
  }
  const topics = async (auth: { authorization: string }, query = ''): Promise<Topics> => {
    const res = await app.inject({ method: 'GET', url: `${TOPICS}${query}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return TopicsSchema.parse(res.json<{ data: unknown }>().data);
  };
  /** A past conversation with one question, written directly: the runtime only makes today's. */
  async function pastQuestion(organizationId: number, startedAt: Date, question: string, answered = true) {
    const id = `chat_${randomUUID()}`;
    await database.db.insert(conversations).values({ id, organizationId, keyKind: 'live', messageCount: 2, startedAt, lastMessageAt: startedAt });
    await database.db.insert(messages).values([
      { conversationId: id, organizationId, role: 'user', content: question, createdAt: startedAt },
      { conversationId: id, organizationId, role: 'assistant', content: 'Hi!', answered, createdAt: startedAt },
    ]);
  }

  it("groups the period's questions by the business's FAQs, kinds of answer and products, with trend and unanswered share", async () => {
    const b = await shop('topics');
    const other = await shop('topics-other');
    // Today, through the widget: two wordings of the Canada FAQ, prices of two products, kayaks the shop knows nothing of.
    await askAsVisitor(app, b, 'Do you ship to Canada?');
    await askAsVisitor(app, b, 'do you ship to canada??');
    await askAsVisitor(app, b, 'How much is the Summit Trail Shoe?');
    await askAsVisitor(app, b, 'What does the Trailhead 40L cost?');
    await askAsVisitor(app, b, 'Do you rent kayaks?');
    await askAsVisitor(app, b, 'Any kayaks for kids?');
    await askAsVisitor(app, b, 'can i return hiking boots I wore once');
    // The period before (30 to 59 days ago): Canada once, prices three times; before that, nothing counts.
    await pastQuestion(b.organizationId, noonDaysAgo(40), 'Do you ship to Canada?');
    for (const days of [35, 36, 37]) await pastQuestion(b.organizationId, noonDaysAgo(days), 'How much is the Trailhead 40L?');
    await pastQuestion(b.organizationId, noonDaysAgo(90), 'Do you ship to Canada?');
    // Another business's visitors ask the same: none of it may count here.
    await askAsVisitor(app, other, 'Do you ship to Canada?');
    await askAsVisitor(app, other, 'What does the Trailhead 40L cost?');

    const found = await topics(b.auth);
    expect(found.coverage).toEqual({ questions: 6, question_cap: 300, method: 'terms' });
    const byKey = new Map(found.topics.map((t) => [t.key, t]));
    const canada = found.topics.find((t) => t.kind === 'faq' && t.label === 'Do you ship to Canada?');
    expect(canada).toMatchObject({ count: 2, previous_count: 1, unanswered: 0, unanswered_share: 0, products: [] });
    expect(canada!.examples).toEqual(['do you ship to canada']);
    expect(byKey.get('intent:price')).toMatchObject({ kind: 'intent', label: 'price', count: 2, previous_count: 3 });
    expect(
      byKey
        .get('intent:price')!
        .products.map((p) => p.name)
        .sort(),
    ).toEqual(['Summit Trail Shoe', 'Trailhead 40L']);
    expect(byKey.get(`faq:${b.returnsFaqId}`)).toMatchObject({ count: 1, previous_count: 0 });
    // Kayaks: grouped by the word both questions share; the shop cannot answer them.
    const kayaks = byKey.get('term:kayak');
    expect(kayaks).toMatchObject({ kind: 'term', count: 2, previous_count: 0 });
    expect(kayaks!.unanswered).toBe(kayaks!.count);
    expect(kayaks!.unanswered_share).toBe(1);
    // Most asked first.
    expect(found.topics.map((t) => t.count)).toEqual([...found.topics.map((t) => t.count)].sort((x, y) => y - x));

    // The other business sees only its own questions; a business without visitors sees no topics.
    const theirs = await topics(other.auth);
    expect(theirs.topics.reduce((sum, t) => sum + t.count, 0)).toBe(2);
    expect(theirs.topics.find((t) => t.key === 'intent:price')).toMatchObject({ count: 1, previous_count: 0 });
    const empty = await shop('topics-empty');
    expect((await topics(empty.auth)).topics).toEqual([]);
  });

  it('takes the analytics period query and refuses a wrong one with what to send', async () => {
    const b = await shop('topics-query');
    await askAsVisitor(app, b, 'Do you ship to Canada?');
    const today = new Date().toISOString().slice(0, 10);
    expect((await topics(b.auth, `?start_date=${today}&end_date=${today}`)).topics.map((t) => t.count)).toEqual([1]);
    expect((await topics(b.auth, '?period=7d&time_zone=Asia/Kathmandu')).period.time_zone).toBe('Asia/Kathmandu');
    const bad = await app.inject({ method: 'GET', url: `${TOPICS}?period=1y`, headers: b.auth });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: TOPICS })).statusCode).toBe(401);
  });
});
