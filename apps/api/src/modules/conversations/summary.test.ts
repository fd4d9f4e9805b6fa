import { randomUUID } from 'node:crypto';
import { ConversationSummarySchema } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { conversations } from '../../db/schema';
import { askAsVisitor, openShop, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { summaryLine } from './summary';

const LIST = '/api/v1/organizations/current/analytics/conversations';

describe('a conversation summary line', () => {
  it('says what was asked, of which product, and what happened', () => {
    expect(summaryLine('How much is the Trailhead 40L?', 'lead', 'Trailhead 40L')).toEqual({
      text: 'Asked the price of Trailhead 40L; left a lead',
      asked: 'price',
      product: 'Trailhead 40L',
    });
    expect(summaryLine('Do you rent kayaks?', 'unanswered', null).text).toBe('Asked “Do you rent kayaks?”; not answered');
    expect(summaryLine('Tell me about the tent', 'product_clicked', 'Ridge Tent').text).toBe('Asked about Ridge Tent; opened a product');
    expect(summaryLine(null, 'silent', null)).toEqual({ text: 'Said nothing', asked: null, product: null });
    expect(summaryLine(`Do you have ${'very '.repeat(40)}big boots?`, 'answered', null).text.length).toBeLessThan(110);
  });
});

describe.each(testDatabases())('conversation results and summaries on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, { env: { PUBLIC_URL: 'http://localhost:80' } }, (opened) => ({ app, database } = opened));

  const list = async (auth: { authorization: string }, query = '') => {
    const res = await app.inject({ method: 'GET', url: `${LIST}?per_page=100${query}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: unknown[] }>().data.map((row) => ConversationSummarySchema.parse(row));
  };
  const ids = (rows: ReturnType<typeof ConversationSummarySchema.parse>[]) => rows.map((r) => r.id).sort();

  it('derives each result from what happened, filters by it (stored outcomes unchanged) and exports it with the summary', async () => {
    const b = await openShop(app, 'results');
    const other = await openShop(app, 'results-other');
    const shoe = await askAsVisitor(app, b, 'How much is the Summit Trail Shoe?');
    // What the widget sends when the visitor opens the card, and when they leave their email.
    const visitorDoes = (chatId: string, action: 'events' | 'lead', payload: object) =>
      app.inject({ method: 'POST', url: `/chat/${chatId}/${action}`, headers: widgetHeaders(b), payload });
    expect((await visitorDoes(shoe.id, 'events', { type: 'product_click', productId: b.productId })).statusCode).toBe(204);
    const canada = await askAsVisitor(app, b, 'Do you ship to Canada?');
    expect((await visitorDoes(canada.id, 'lead', { email: 'dana@example.com', consent: true })).statusCode).toBe(201);
    const kayaks = await askAsVisitor(app, b, 'Do you rent kayaks?');
    const answered = await askAsVisitor(app, b, 'Do you ship to Canada?');
    const person = await askAsVisitor(app, b, 'What are the opening hours?');
    // A person asked for (as the hand-off records it), and a voice call in which the visitor never spoke.
    await database.db.update(conversations).set({ handoffStatus: 'requested', handoffRequestedAt: new Date() }).where(eq(conversations.id, person.id));
    const call = `chat_${randomUUID()}`;
    await database.db.insert(conversations).values({ id: call, organizationId: b.organizationId, channel: 'voice', keyKind: 'live' });
    await askAsVisitor(app, other, 'Do you rent kayaks?');

    const rows = new Map((await list(b.auth)).map((r) => [r.id, r]));
    expect(rows.size).toBe(6);
    expect(rows.get(shoe.id)).toMatchObject({ outcome: 'answered', result: 'product_clicked' });
    expect(rows.get(shoe.id)!.summary).toEqual({
      text: 'Asked the price of Summit Trail Shoe; opened a product',
      asked: 'price',
      product: 'Summit Trail Shoe',
    });
    expect(rows.get(canada.id)).toMatchObject({ outcome: 'lead', result: 'lead' });
    expect(rows.get(canada.id)!.summary.text).toMatch(/; left a lead$/);
    expect(rows.get(kayaks.id)).toMatchObject({ outcome: 'unanswered', result: 'unanswered' });
    expect(rows.get(kayaks.id)!.summary.text).toBe('Asked “Do you rent kayaks?”; not answered');
    expect(rows.get(answered.id)).toMatchObject({ outcome: 'answered', result: 'answered' });
    expect(rows.get(person.id)).toMatchObject({ result: 'person_requested', summary: { asked: 'hours' } });
    expect(rows.get(call)).toMatchObject({ channel: 'voice', outcome: 'silent', result: 'silent', summary: { text: 'Said nothing' } });

    // Each result filters to exactly its conversations; the stored-outcome filter reads as before.
    const expected = {
      product_clicked: [shoe.id],
      lead: [canada.id],
      unanswered: [kayaks.id],
      answered: [answered.id],
      person_requested: [person.id],
      silent: [call],
    };
    for (const [result, matching] of Object.entries(expected))
      expect(ids(await list(b.auth, `&filter[result]=${result}`)), result).toEqual([...matching].sort());
    const storedAnswered = [shoe.id, answered.id, person.id].filter((id) => rows.get(id)!.outcome === 'answered');
    expect(ids(await list(b.auth, '&filter[outcome]=answered'))).toEqual(storedAnswered.sort());
    expect(storedAnswered).toContain(shoe.id);
    // Another organization's filter finds none of these.
    expect((await list(other.auth, '&filter[result]=unanswered')).map((r) => r.id)).not.toContain(kayaks.id);
    expect((await app.inject({ method: 'GET', url: `${LIST}/${kayaks.id}`, headers: other.auth })).statusCode).toBe(404);

    const csv = await app.inject({ method: 'GET', url: `${LIST}?format=csv&filter[result]=product_clicked`, headers: b.auth });
    const [header, line, end] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id,started_at,channel,language,outcome,result,summary,messages,duration_seconds,page_url,first_question,lead_name,lead_email,lead_phone',
    );
    expect(line).toContain(`"${shoe.id}"`);
    expect(line).toContain('"answered","product_clicked","Asked the price of Summit Trail Shoe; opened a product"');
    expect(end).toBe('');
  });
});
