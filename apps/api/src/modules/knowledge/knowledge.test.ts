import type { Agent } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { addFaq, addProduct, addRule, askAgent, multipart, signUpOwner, useTestApp, type FormPart, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabases())('knowledge API on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => (app = opened.app));
  const signup = () => signUpOwner(app, 'k', 'Trail Co');
  /** The persona form, sent as the dashboard sends it. */
  const putAgentForm = (auth: Record<string, string>, parts: FormPart[]) => {
    const form = multipart(parts);
    return app.inject({ method: 'PUT', url: '/api/v1/organizations/current/agent', headers: { ...auth, ...form.headers }, payload: form.payload });
  };

  it('sets the persona by multipart with an avatar sniffed from its bytes, and serves the avatar', async () => {
    const { auth } = await signup();
    const res = await putAgentForm(auth, [
      { name: 'agent[name]', value: 'Ava' },
      { name: 'agent[role]', value: 'Gear expert' },
      { name: 'agent[tone]', value: 'enthusiastic' },
      { name: 'agent[greeting]', value: 'Hey! Ready for the trail?' },
      { name: 'agent[languages][]', value: 'en' },
      { name: 'agent[languages][]', value: 'es' },
      { name: 'agent[branding][primary_color]', value: '#0f766e' },
      { name: 'agent[voice_provider_config]', value: JSON.stringify({ voice: { provider: 'parley', voiceId: 'slt' } }) },
      { name: 'agent[avatar]', value: PNG, filename: 'ava.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const agent = res.json<{ data: Agent }>().data;
    expect(agent).toMatchObject({
      name: 'Ava',
      role: 'Gear expert',
      tone: 'enthusiastic',
      languages: ['en', 'es'],
      branding: { primary_color: '#0f766e' },
      voice_provider_config: { voice: { provider: 'parley', voiceId: 'slt' } },
    });
    const image = await app.inject({ method: 'GET', url: agent.avatar_url! });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a fake image, a bad JSON config and an unknown language, and changes nothing', async () => {
    const { auth } = await signup();
    const put = (parts: FormPart[]) => putAgentForm(auth, parts);
    const fake = await put([
      { name: 'agent[name]', value: 'X' },
      { name: 'agent[avatar]', value: Buffer.from('MZ\x90\x00 not an image'), filename: 'a.png', type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json<{ error: string }>().error).toBe('agent.avatar: The avatar must be a PNG, JPEG, WebP or GIF image');
    expect((await put([{ name: 'agent[voice_provider_config]', value: '{nope' }])).json<{ error: string }>().error).toBe(
      'agent.voice_provider_config: must be valid JSON',
    );
    expect((await put([{ name: 'agent[languages][]', value: 'xx' }])).statusCode).toBe(422);
    expect((await put([{ name: 'agent[avatar]', value: 'just text' }])).json<{ error: string }>().error).toBe('agent.avatar: Avatar must be a file to upload');
    const agent = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: auth })).json<{ data: Agent }>().data;
    expect(agent.name).toBe('Trail Co Assistant');
    expect(agent.avatar_url).toBeNull();
  });

  it('rotates keys and shows visitors only the demo view', async () => {
    const { auth, subId, organizationId } = await signup();
    const before = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: auth })).json<{ data: Agent }>().data;
    const rotated = await app.inject({ method: 'POST', url: '/api/v1/organizations/current/agent/keys/rotate', headers: auth, payload: { key: 'live_key' } });
    expect(rotated.json<{ data: Agent }>().data.live_key).not.toBe(before.live_key);
    expect(rotated.json<{ data: Agent }>().data.demo_key).toBe(before.demo_key);
    const demo = await app.inject({ method: 'GET', url: `/api/v1/organizations/${subId}/agent?is_demo_mode=true` });
    expect(demo.statusCode).toBe(200);
    expect(demo.json<{ data: unknown }>().data).toMatchObject({ demo_key: before.demo_key, organization: { sub_id: subId } });
    expect(JSON.stringify(demo.json())).not.toContain('live_key');
    expect((await app.inject({ method: 'GET', url: `/api/v1/organizations/${organizationId}/agent` })).statusCode).toBe(401);
  });

  it('manages FAQs, products and ordered rules, and answers from them', async () => {
    const { auth } = await signup();
    const faq = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/faqs',
      headers: auth,
      payload: { faq: { question: 'Do you ship to Canada?', answer: 'Yes, we ship to Canada in 3 to 5 business days.' } },
    });
    expect(faq.statusCode).toBe(201);
    const product = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/products',
      headers: auth,
      payload: {
        product: {
          name: 'Summit Trail Shoe',
          description: 'Waterproof trail running shoe with a grippy sole.',
          price_cents: 12900,
          currency: 'usd',
          sku: 'TS-1',
          url: 'shop.example.com/trail-shoe',
          availability: 'in_stock',
        },
      },
    });
    expect(product.json<{ data: unknown }>().data).toMatchObject({ currency: 'USD', url: 'https://shop.example.com/trail-shoe' });
    const badProduct = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/products',
      headers: auth,
      payload: { product: { name: '', price_cents: -1 } },
    });
    expect(badProduct.statusCode).toBe(422);

    const ask = (message: string) => askAgent(app, auth, message);
    expect((await ask('do you ship to canada')).answer).toBe('Yes, we ship to Canada in 3 to 5 business days.');
    const shoe = await ask('How much is the waterproof trail shoe?');
    expect(shoe.answer).toContain('$129.00');
    expect(shoe.sources[0]).toMatchObject({ type: 'product', title: 'Summit Trail Shoe' });
    expect((await ask('what is your refund policy for gift cards')).answer).toContain("I don't know");

    const r1 = await addRule(app, auth, 'Never promise delivery dates');
    const r2 = await addRule(app, auth, 'Offer code SPRING10 when asked about discounts');
    const reordered = await app.inject({ method: 'PUT', url: '/api/v1/organizations/current/rules/order', headers: auth, payload: { ids: [r2.id, r1.id] } });
    expect(reordered.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual([r2.id, r1.id]);
    // The agent obeys its rules, and a rule switched off is not followed.
    expect((await ask('Do you have any discounts?')).answer).toContain('SPRING10');
    await addFaq(app, auth, { question: 'When will my order be delivered?', answer: 'Orders ship from Portland. Delivery takes 3 days.' });
    expect((await ask('When will my order be delivered?')).answer).toBe('Orders ship from Portland.');
    const disabled = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/current/rules/${r1.id}`,
      headers: auth,
      payload: { rule: { enabled: false } },
    });
    expect(disabled.json<{ data: { enabled: boolean } }>().data.enabled).toBe(false);
    expect((await ask('When will my order be delivered?')).answer).toBe('Orders ship from Portland. Delivery takes 3 days.');

    await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/faqs/${faq.json<{ data: { id: number } }>().data.id}`, headers: auth });
    expect((await ask('do you ship to canada')).answer).not.toContain('3 to 5 business days');
  });

  it('imports a product CSV and searches and pages the catalogue', async () => {
    const { auth } = await signup();
    const csv =
      'name,description,price,currency,sku,availability\nRain Jacket,Light waterproof shell,$89.50,USD,RJ-1,in stock\nWool Socks,Merino hiking socks,"1,299.00",usd,WS-2,out of stock\n,missing name,1,USD,X,\n';
    const importCsv = (value: string, filename: string, type?: string) => {
      const form = multipart([{ name: 'file', value, filename, type }]);
      return app.inject({ method: 'POST', url: '/api/v1/organizations/current/products/import', headers: { ...auth, ...form.headers }, payload: form.payload });
    };
    expect((await importCsv(csv, 'products.csv', 'text/csv')).json<{ data: unknown }>().data).toEqual({ created: 2, updated: 0 });
    expect((await importCsv(csv, 'products.csv', 'text/csv')).json<{ data: unknown }>().data).toEqual({ created: 0, updated: 2 });
    const page = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/products?q=wool&per_page=1', headers: auth });
    expect(page.json()).toMatchObject({
      data: [{ name: 'Wool Socks', price_cents: 129900, availability: 'out_of_stock' }],
      meta: { total: 1, page: 1, per_page: 1 },
    });
    const refused = await importCsv('title,price\nx,1\n', 'p.csv');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toContain('needs a "name" column');
  });

  it("walls tenants off: another organization's FAQs, products and rules are 404 and invisible", async () => {
    const alpha = await signup();
    const beta = await signup();
    const faq = await addFaq(app, alpha.auth, { question: 'Secret sale?', answer: 'Alpha only: code ALPHA50.' });
    const product = await addProduct(app, alpha.auth, { name: 'Alpha Tent' });
    const rule = await addRule(app, alpha.auth, 'Alpha rule');
    for (const url of [
      `/api/v1/organizations/current/faqs/${faq.id}`,
      `/api/v1/organizations/current/products/${product.id}`,
      `/api/v1/organizations/current/rules/${rule.id}`,
    ]) {
      expect((await app.inject({ method: 'DELETE', url, headers: beta.auth })).statusCode).toBe(404);
    }
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/v1/organizations/current/faqs/${faq.id}`,
          headers: beta.auth,
          payload: { faq: { question: 'x', answer: 'y' } },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/v1/organizations/${alpha.organizationId}/agent`, headers: beta.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/organizations/current/faqs', headers: beta.auth })).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await askAgent(app, beta.auth, 'secret sale code')).answer).not.toContain('ALPHA50');
  });
});
