import { beforeAll, describe, expect, it } from 'vitest';
import { askAsVisitor, signUpBusiness, useTestApp, widgetHeaders, type Business, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const LEADS = '/api/v1/organizations/current/leads';

interface LeadPage {
  data: { id: number; conversation_id: string; name: string | null; email: string | null; created_at: string }[];
  meta: { page: number; per_page: number; total: number };
}

describe.each(testDatabases())('the leads list on $name', ({ open }) => {
  let app: TestApp;
  let shop: Business;
  let rival: Business;
  useTestApp(open, {}, (opened) => ({ app } = opened));

  /** A visitor of `business` asks a question and leaves their contact, as the widget's form sends it. */
  const leaveLead = async (business: Business, name: string, email: string) => {
    const chat = await askAsVisitor(app, business, 'Do you rent tents?');
    const lead = await app.inject({ method: 'POST', url: `/chat/${chat.id}/lead`, headers: widgetHeaders(business), payload: { name, email, consent: true } });
    expect(lead.statusCode).toBe(201);
    return chat.id;
  };
  const list = async (business: Business, query = '') => {
    const res = await app.inject({ method: 'GET', url: `${LEADS}?${query}`, headers: business.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeadPage>();
  };

  beforeAll(async () => {
    shop = await signUpBusiness(app, 'leads-shop', 'Tent Shop');
    rival = await signUpBusiness(app, 'leads-rival', 'Rival Tents');
    for (let i = 1; i <= 3; i += 1) await leaveLead(shop, `Dana ${i}`, `dana${i}@example.com`);
    await leaveLead(shop, 'Sam Rivera', 'sam@example.com');
    // The other organization has a lead that matches every search below: it must never show.
    await leaveLead(rival, 'Dana Rival', 'dana-sam@example.com');
  });

  it('pages the organization’s leads, newest first, with the total', async () => {
    const first = await list(shop, 'per_page=3');
    expect(first.meta).toEqual({ page: 1, per_page: 3, total: 4 });
    expect(first.data.map((lead) => lead.name)).toEqual(['Sam Rivera', 'Dana 3', 'Dana 2']);
    const second = await list(shop, 'per_page=3&page=2');
    expect(second.data.map((lead) => lead.name)).toEqual(['Dana 1']);
    expect(second.data[0]!.conversation_id).toMatch(/^chat_/);
  });

  it('searches name and email in any case, and only within the organization', async () => {
    expect((await list(shop, 'q=DANA')).data.map((lead) => lead.name)).toEqual(['Dana 3', 'Dana 2', 'Dana 1']);
    expect((await list(shop, 'q=sam%40example')).data.map((lead) => lead.email)).toEqual(['sam@example.com']);
    expect((await list(shop, 'q=Rival')).meta.total).toBe(0);
    // `%` is text, not a pattern that would match everything.
    expect((await list(shop, 'q=%25')).meta.total).toBe(0);
    expect((await list(rival, 'q=dana')).data.map((lead) => lead.name)).toEqual(['Dana Rival']);
  });

  it('exports the search’s matches as CSV, the organization’s only', async () => {
    const res = await app.inject({ method: 'GET', url: `${LEADS}?format=csv&q=dana`, headers: shop.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('created_at,name,email,phone,interest,conversation_id');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['"Dana 3"', '"Dana 2"', '"Dana 1"']);
    expect(res.body).not.toContain('Rival');
  });

  it('refuses a bad page and a visitor’s key', async () => {
    expect((await app.inject({ method: 'GET', url: `${LEADS}?page=0`, headers: shop.auth })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: LEADS, headers: widgetHeaders(shop) })).statusCode).toBe(401);
  });
});
