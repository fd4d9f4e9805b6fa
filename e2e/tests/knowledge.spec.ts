import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startFixtureSite, type FixtureSite } from '@parley/fixture-site';
import { newAccount, signupViaApi, storeSession, subscribedOwner } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
// A copy of the API's document fixture (apps/api/src/modules/knowledge/documents/fixtures/make-fixtures.ts writes it).
const HANDBOOK = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'handbook.pdf');

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site.close();
});

test('an owner teaches the agent: persona with avatar, website, PDF, FAQ and product, then asks it', async ({ page, request }) => {
  const { session } = await subscribedOwner(request, newAccount('knowledge'));
  await storeSession(page, session);

  // Persona, with an avatar.
  await page.goto('/dashboard/agent-persona');
  await page.getByLabel('Name', { exact: true }).fill('Ava');
  await page.getByLabel('Role').fill('Gear expert');
  await page.getByLabel('Avatar').setInputFiles({ name: 'ava.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save persona' }).click();
  await expect(page.getByText('Persona saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Avatar of Ava' })).toHaveAttribute('src', /^\/media\/av_/);

  // Website training, watched until it finishes.
  await page.goto('/dashboard/knowledge-base');
  await page.getByLabel('Website URL').fill(`${site.origin}/`);
  await page.getByRole('button', { name: 'Start training' }).click();
  const job = page.getByTestId('scrape-job');
  await expect(job).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(page.getByTestId('stat-faqs')).toHaveText('3');
  await expect(page.getByTestId('stat-products')).toHaveText('3');
  await page.getByRole('button', { name: 'Show pages' }).click();
  await expect(job.getByText('Page not found (404): a broken link.')).toBeVisible();

  // A FAQ of our own.
  await page.getByLabel('Question').fill('Can I pick up my order in the shop?');
  await page.getByLabel('Answer').fill('Yes, click and collect is free at our Portland store.');
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(page.getByText('click and collect is free')).toBeVisible();

  // A PDF, processed in the background.
  await page.goto('/dashboard/documents');
  await page.getByLabel(/Choose files to upload/).setInputFiles(HANDBOOK);
  await expect(page.getByTestId('document')).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });

  // A product by hand.
  await page.goto('/dashboard/product-catalog');
  await page.getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add product' });
  await dialog.getByLabel('Name').fill('Summit Headlamp');
  await dialog.getByLabel('Price').fill('39.90');
  await dialog.getByLabel('SKU').fill('HL-1');
  await dialog.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByRole('cell', { name: 'Summit Headlamp', exact: true })).toBeVisible();

  // Only the PDF knows this.
  await page.goto('/dashboard/agent-persona');
  await page.getByLabel('Your question').fill('Does the warranty cover accidental damage?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('try-answer')).toContainText('36 months');
  await expect(page.getByTestId('try-it').getByText('handbook.pdf')).toBeVisible();
});

test('custom rules keep their order and can be switched off by keyboard', async ({ page, request }) => {
  const session = await signupViaApi(request, newAccount('rules'));
  await request.post('/api/v1/billings/subscription', { headers: { Authorization: `Bearer ${session.token}` }, data: { price_id: 'price_parley_intern' } });
  await storeSession(page, session);
  await page.goto('/dashboard/custom-rules');
  for (const rule of ['Never promise delivery dates', 'Offer code SPRING10 when asked about discounts']) {
    await page.getByLabel('New rule').fill(rule);
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expect(page.getByText(rule)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Move up: Offer code SPRING10 when asked about discounts' }).click();
  await expect(page.getByTestId('rule').first()).toContainText('SPRING10');
  const toggle = page.getByRole('checkbox', { name: 'Rule on: Never promise delivery dates' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByTestId('rule').first()).toContainText('SPRING10');
  await expect(page.getByRole('checkbox', { name: 'Rule on: Never promise delivery dates' })).not.toBeChecked();
});

test("a business's demo page shows its agent, and never its live key", async ({ page, request }) => {
  const session = await signupViaApi(request, newAccount('demo'));
  const agent = await request.get('/api/v1/organizations/current/agent', { headers: { Authorization: `Bearer ${session.token}` } });
  const { live_key: liveKey, greeting } = ((await agent.json()) as { data: { live_key: string; greeting: string } }).data;
  await page.goto(`/demo/${session.user.organization.sub_id}`);
  await expect(page.getByText(greeting)).toBeVisible();
  expect(await page.content()).not.toContain(liveKey);
});
