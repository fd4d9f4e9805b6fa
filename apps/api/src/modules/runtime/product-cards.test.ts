import { ChatResponseSchema, type ProductCard } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { products } from '../../db/schema';
import { testDatabases } from '../../test-databases';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { priceString, productCards } from './product-cards';

describe('priceString', () => {
  it('keeps every cent, as a decimal string and never through a float', () => {
    expect(priceString(795, 'USD')).toBe('7.95');
    expect(priceString(2490, 'EUR')).toBe('24.90');
    expect(priceString(5, 'USD')).toBe('0.05');
    expect(priceString(0, 'USD')).toBe('0.00');
    // 0.1 + 0.2 territory: an integer in, the same digits out.
    expect(priceString(1_000_000_03, 'USD')).toBe('1000000.03');
  });

  it('uses the currency’s minor digits, and drops only zeros', () => {
    expect(priceString(120000, 'JPY')).toBe('1200');
    expect(priceString(120050, 'JPY')).toBe('1200.5');
    expect(priceString(1234, 'KWD')).toBe('12.340');
    expect(priceString(795, null)).toBe('7.95');
    expect(priceString(795, 'ZZZ')).toBe('7.95');
  });

  it('is null without a price', () => {
    expect(priceString(null, 'USD')).toBeNull();
  });
});

describe.each(testDatabases())('product cards on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, { env: { PUBLIC_URL: 'http://localhost:80' } }, (opened) => ({ app, database } = opened));

  async function shop(label: string, product: Record<string, unknown>) {
    const owner = await signUpOwner(app, label);
    const created = await app.inject({ method: 'POST', url: '/api/v1/organizations/current/products', headers: owner.auth, payload: { product } });
    expect(created.statusCode).toBe(201);
    const agent = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: owner.auth })).json<{
      data: { id: number; live_key: string };
    }>().data;
    return {
      ...owner,
      productId: created.json<{ data: { id: number } }>().data.id,
      widget: { authorization: `Bearer ${agent.live_key}`, origin: `https://${owner.website}` },
    };
  }
  const lantern = (website: string, price_cents: number) => ({
    name: 'Brass Camping Lantern',
    description: 'A brass camping lantern that burns for twelve hours.',
    price_cents,
    currency: 'USD',
    availability: 'in_stock',
    url: `https://${website}/lantern`,
    image_url: `https://${website}/lantern.jpg`,
  });

  it('answers with a card of the product asked about, its exact price with cents, and no other organization’s product', async () => {
    const mine = await shop('cards-mine', lantern('cards-mine.example.com', 795));
    const theirs = await shop('cards-theirs', lantern('cards-theirs.example.com', 2490));
    const res = await app.inject({ method: 'POST', url: '/chat', headers: mine.widget, payload: { input: 'How much is the brass camping lantern?' } });
    expect(res.statusCode).toBe(200);
    const body = ChatResponseSchema.parse(res.json());
    expect(body.products).toEqual([
      {
        id: mine.productId,
        name: 'Brass Camping Lantern',
        price: '7.95',
        currency: 'USD',
        availability: 'in_stock',
        imageUrl: 'https://cards-mine.example.com/lantern.jpg',
        url: 'https://cards-mine.example.com/lantern',
      },
    ] satisfies ProductCard[]);
    expect(JSON.stringify(body)).not.toContain('24.90');
    expect(body.products.map((card) => card.id)).not.toContain(theirs.productId);

    // Even a source naming another organization's product (a forged or stale one) never becomes its card.
    expect(await productCards(database.db, mine.organizationId, [{ type: 'product', id: theirs.productId }])).toEqual([]);
  });

  it('sends the cards in the streamed done event and keeps them in the conversation’s history', async () => {
    const b = await shop('cards-stream', lantern('cards-stream.example.com', 2490));
    const res = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: b.widget,
      payload: { input: 'How much is the brass camping lantern?', stream: true },
    });
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line.replace(/^data: /, '')) as { type: string; id?: string; products?: ProductCard[] });
    const done = events.at(-1)!;
    expect(done).toMatchObject({ type: 'done', products: [{ id: b.productId, price: '24.90', currency: 'USD' }] });

    const history = await app.inject({ method: 'GET', url: `/chat/${done.id}`, headers: b.widget });
    expect(history.statusCode).toBe(200);
    const messages = history.json<{ messages: { role: string; products: ProductCard[] }[] }>().messages;
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0]!.products).toEqual([]);
    expect(messages[1]!.products).toMatchObject([{ id: b.productId, name: 'Brass Camping Lantern', price: '24.90' }]);
  });

  it('gives no cards to an answer without products, and leaves out a product deleted since', async () => {
    const b = await shop('cards-none', lantern('cards-none.example.com', 795));
    const faq = await app.inject({ method: 'POST', url: '/chat', headers: b.widget, payload: { input: 'Do you sell saddles?' } });
    expect(faq.json<{ products: ProductCard[] }>().products).toEqual([]);
    expect(
      await productCards(database.db, b.organizationId, [
        { type: 'faq', id: 1 },
        { type: 'product', id: b.productId },
        { type: 'product', id: b.productId },
      ]),
    ).toHaveLength(1);
    await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/products/${b.productId}`, headers: b.auth });
    expect(await productCards(database.db, b.organizationId, [{ type: 'product', id: b.productId }])).toEqual([]);
  });

  it('builds the cards from the rows the answer read, and reads only when a card’s row is not among them', async () => {
    const b = await shop('cards-known', lantern('cards-known.example.com', 795));
    const [row] = await database.db.select().from(products).where(eq(products.id, b.productId));
    // Any use of this database fails the test: the cards must come from the rows given.
    const untouchable = new Proxy(database.db, {
      get: () => {
        throw new Error('the database was asked');
      },
    });
    const cards = await productCards(untouchable, b.organizationId, [{ type: 'product', id: b.productId }], [row!]);
    expect(cards).toEqual([expect.objectContaining({ id: b.productId, name: 'Brass Camping Lantern', price: '7.95' })]);
    // A second product the answer did not read: both are read, the order is the sources'.
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/products',
      headers: b.auth,
      payload: { product: { ...lantern('cards-known.example.com', 1200), name: 'Tin Candle Lantern', url: 'https://cards-known.example.com/tin' } },
    });
    const otherId = other.json<{ data: { id: number } }>().data.id;
    await expect(productCards(untouchable, b.organizationId, [{ type: 'product', id: otherId }], [row!])).rejects.toThrow('the database was asked');
    const both = await productCards(
      database.db,
      b.organizationId,
      [
        { type: 'product', id: otherId },
        { type: 'product', id: b.productId },
      ],
      [row!],
    );
    expect(both.map((card) => [card.id, card.price])).toEqual([
      [otherId, '12.00'],
      [b.productId, '7.95'],
    ]);
  });
});
