import { expect, test } from '@playwright/test';
import { newAccount, signupViaApi, storeSession } from './helpers';

test('Arabic renders right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('userLanguage', 'ar'));
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-i18n-loaded', /.*/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
});

test('the browser language is used when nothing is stored', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-TW' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await context.close();
});

test('an owner changes name and language on the account page, and both persist', async ({ page, request }) => {
  const session = await signupViaApi(request, newAccount('profile'));
  await storeSession(page, session);
  await page.goto('/dashboard/account');

  const name = page.getByTestId('profile-name');
  await name.fill('Dana Seller');
  await page.getByTestId('profile-language').selectOption('es');
  await page.getByTestId('profile-save').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const response = await request.get('/api/v1/users/current', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const body = (await response.json()) as { data: { name: string; language_preference: string } };
  expect(body.data).toMatchObject({ name: 'Dana Seller', language_preference: 'es' });
});
