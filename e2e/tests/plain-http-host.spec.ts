import { expect, test, type FrameLocator } from '@playwright/test';
import { newAccount, resolvingToLoopback, serveForTests, signupViaApi, snippetFromModal, storeSession, subscribedOwner } from './helpers';

/**
 * A business whose site is plain http on a real hostname: `shop.test`, which this browser (and only
 * this file's) resolves to 127.0.0.1. Such a page is not a secure context, and neither is a frame
 * inside it, so `crypto.randomUUID`, the clipboard and the microphone are not there.
 */
const HOST_NAME = 'shop.test';
/** Another site, not the business's: it must not be able to show the business's live agent. */
const OTHER_HOST = 'elsewhere.test';
test.use({ launchOptions: resolvingToLoopback(HOST_NAME, OTHER_HOST) });

// A 1×1 PNG: the product's picture, served by the shop.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let snippet = '';
const shop = serveForTests((request, response) => {
  if (request.url === '/lantern.png') {
    response.writeHead(200, { 'content-type': 'image/png' });
    return response.end(PIXEL);
  }
  const framed = /^\/framed\?src=(.+)$/.exec(request.url ?? '')?.[1];
  if (framed) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'referrer-policy': 'no-referrer' });
    return response.end(`<!doctype html><title>Framing</title><iframe title="Framed" src="${decodeURIComponent(framed)}"></iframe>`);
  }
  const title = request.url?.startsWith('/products/') ? 'Brass Camping Lantern' : 'Home';
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} — Lantern Works</title>${snippet}</head><body><h1>${title}</h1></body></html>`,
  );
});
/** The shop as the browser reaches it under `hostName`: its own name, or another site's. */
const shopOrigin = (hostName = HOST_NAME) => `http://${hostName}:${shop.port}`;

async function ask(frame: FrameLocator, question: string) {
  await frame.getByLabel('Your message').fill(question);
  await frame.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The text of the latest answer, without its product cards. */
async function lastAnswer(frame: FrameLocator): Promise<string> {
  const bubble = frame.getByTestId('message-assistant').last();
  await expect(bubble.locator('.typing')).toHaveCount(0);
  return bubble.evaluate((el) =>
    [...el.childNodes]
      .filter((node) => node.nodeName !== 'UL')
      .map((node) => node.textContent)
      .join(''),
  );
}

test('on a plain http shop the widget opens, quotes a price to the cent with its product card, and owns up to what it does not know', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { session, auth } = await subscribedOwner(request, { ...newAccount('plainhttp'), website: shopOrigin() });
  const created = await request.post('/api/v1/organizations/current/products', {
    headers: auth,
    data: {
      product: {
        name: 'Brass Camping Lantern',
        description: 'A brass camping lantern that burns for twelve hours on one fill.',
        price_cents: 795,
        currency: 'USD',
        availability: 'in_stock',
        url: `${shopOrigin()}/products/lantern`,
        image_url: `${shopOrigin()}/lantern.png`,
      },
    },
  });
  expect(created.status()).toBe(201);
  const productId = ((await created.json()) as { data: { id: number } }).data.id;

  // The owner pastes the embed code exactly as the add-to-site modal shows it.
  await storeSession(page, session);
  snippet = await snippetFromModal(page);
  expect(snippet).toMatch(/^<script>.*widget\.js\?apiKey=pk_live_/);

  const visitor = await browser.newPage();
  const problems: string[] = [];
  visitor.on('pageerror', (error) => problems.push(error.message));
  await visitor.goto(`${shopOrigin()}/`);
  expect(await visitor.evaluate(() => window.isSecureContext)).toBe(false);
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const frame = visitor.frameLocator('iframe[title="Chat"]');
  await expect(frame.getByLabel('Your message')).toBeVisible();
  // The frame is no secure context either: the widget got its visitor id without crypto.randomUUID.
  const embed = visitor.frames().find((f) => f.url().includes('/embed/'))!;
  expect(await embed.evaluate(() => ({ secure: window.isSecureContext, randomUUID: typeof crypto.randomUUID }))).toEqual({
    secure: false,
    randomUUID: 'undefined',
  });

  await ask(frame, 'How much is the brass camping lantern?');
  const card = frame.getByTestId('product-card');
  await expect(card).toBeVisible();
  expect(await lastAnswer(frame)).toMatch(/7\.95/);
  await expect(card).toContainText('$7.95');
  await expect(card).toContainText('In stock');
  const picture = card.getByRole('img', { name: 'Brass Camping Lantern' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // The card opens the product page in a new tab, and the owner's analytics count the click.
  const [productTab] = await Promise.all([visitor.context().waitForEvent('page'), card.getByRole('link', { name: /View product/ }).click()]);
  await productTab.waitForLoadState();
  expect(productTab.url()).toBe(`${shopOrigin()}/products/lantern`);
  await productTab.close();
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/v1/organizations/current/analytics', { headers: auth })).json()) as {
            data: { products: { product_id: number; clicked: number }[] };
          }
        ).data.products,
    )
    .toEqual([expect.objectContaining({ product_id: productId, recommended: 1, clicked: 1 })]);

  // A question the knowledge cannot answer gets an honest "I don't have that…", not a guess.
  await ask(frame, 'Do you sell saddles?');
  await expect.poll(() => lastAnswer(frame)).toMatch(/I don['’]t|don['’]t have/i);
  expect(problems).toEqual([]);
  await visitor.close();

  // The owner finds it among the unanswered questions.
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('unanswered-questions')).toContainText(/sell saddles/i);
});

test('another site cannot frame the business’s live widget, even hiding its referrer; the business’s own site can', async ({ page, request, baseURL }) => {
  const session = await signupViaApi(request, { ...newAccount('framing'), website: shopOrigin() });
  const agent = await request.get('/api/v1/organizations/current/agent', { headers: { Authorization: `Bearer ${session.token}` } });
  const liveKey = ((await agent.json()) as { data: { live_key: string } }).data.live_key;
  const embed = encodeURIComponent(`${baseURL}/embed/?apiKey=${liveKey}`);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });

  await page.goto(`${shopOrigin(OTHER_HOST)}/framed?src=${embed}`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  await expect(page.frameLocator('iframe[title="Framed"]').getByLabel('Your message')).toHaveCount(0);

  refusals.length = 0;
  await page.goto(`${shopOrigin()}/framed?src=${embed}`);
  await expect(
    page
      .frameLocator('iframe[title="Framed"]')
      .getByRole('button', { name: /chat|open/i })
      .first(),
  ).toBeAttached({ timeout: 20_000 });
  expect(refusals).toEqual([]);
});
