import { expect, test } from '@playwright/test';
import { newAccount, serveForTests, subscribedOwner } from './helpers';

/**
 * A proactive message set for the pricing page: on the business's own site (a real page loading
 * the script tag) the bubble opens there after the chosen seconds, and never on another page.
 */
let scriptTag = '';
const host = serveForTests((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>${scriptTag}</head><body><h1>${request.url}</h1></body></html>`);
});

test('a trigger opens the bubble on the chosen page and not on another, and opening it is counted', async ({ page, request, baseURL }) => {
  test.setTimeout(60_000);
  const site = `http://localhost:${host.port}`;
  const { auth } = await subscribedOwner(request, { ...newAccount('proactive'), website: site });
  const agent = (await (await request.get('/api/v1/organizations/current/agent', { headers: auth })).json()) as { data: { live_key: string } };
  scriptTag = `<script async src="${new URL(baseURL!).origin}/widget.js?apiKey=${agent.data.live_key}"></script>`;
  const trigger = {
    name: 'Pricing',
    url_pattern: '/pricing',
    condition: { kind: 'time_on_page', seconds: 1 },
    message: { default: 'Questions about our plans?' },
  };
  const made = await request.post('/api/v1/organizations/current/proactive-triggers', { headers: auth, data: { trigger } });
  expect(made.status()).toBe(201);

  const bubble = page.getByRole('button', { name: 'Questions about our plans?' });
  await page.goto(`${site}/about`);
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
  // Well past the trigger's second: nothing on a page it was not set for.
  await page.waitForTimeout(2000);
  await expect(bubble).toHaveCount(0);

  await page.goto(`${site}/pricing`);
  await expect(bubble).toBeVisible({ timeout: 10_000 });
  await bubble.press('Enter');
  await expect(page.locator('iframe[title="Chat"]')).toBeVisible();
  await expect(bubble).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/v1/organizations/current/proactive-triggers', { headers: auth })).json()) as { data: { stats: object }[] }).data[0]
          ?.stats,
    )
    .toEqual({ shown: 1, opened: 1, converted: 0 });
});
