import { expect, test } from '@playwright/test';
import { expiredToken, newAccount, signupViaApi, storeSession } from './helpers';

test('a business registers and lands on the subscription gate', async ({ page }) => {
  const account = newAccount('register');
  await page.goto('/register');
  await page.getByLabel('Your name').fill(account.name);
  await page.getByLabel('Work email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Business name').fill(account.businessName);
  await page.getByLabel('Website URL').fill(account.website);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/voice-ai\/subscribe$/);
  await expect(page.getByTestId('subscription-gate')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeTruthy();
});

test('the register form says what is wrong before sending anything', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('signing out clears the session and protected pages send you to sign in', async ({ page, request }) => {
  const session = await signupViaApi(request, newAccount('signout'));
  await storeSession(page, session);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-shell')).toBeVisible();

  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();

  // The revoked token no longer works on the server either.
  const response = await request.get('/api/v1/users/current', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(401);
});

test('a protected URL while signed out goes to sign in, then back to that URL', async ({ page, request }) => {
  const account = newAccount('intended');
  await signupViaApi(request, account);

  await page.goto('/dashboard/account?tab=profile');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard\/account\?tab=profile$/);
});

test('a wrong password is refused with the server message', async ({ page, request }) => {
  const account = newAccount('wrongpw');
  await signupViaApi(request, account);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired token lands on sign in with the session-expired message', async ({ page, request }) => {
  const session = await signupViaApi(request, newAccount('expired'));
  const token = expiredToken(session.user.id, session.user.organization.id);
  await storeSession(page, { ...session, token });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
});

test('Parley’s own pages refuse to be framed by another site; the widget’s frame does not', async ({ request }) => {
  for (const path of ['/login', '/dashboard', '/pricing']) {
    const page = await request.get(path, { headers: { accept: 'text/html' } });
    expect(page.status(), path).toBe(200);
    expect(page.headers()['x-frame-options'], path).toBe('DENY');
    const policy = page.headers()['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  }
  const embed = await request.get('/embed/', { headers: { accept: 'text/html' } });
  expect(embed.status()).toBe(200);
  expect(embed.headers()['x-frame-options']).toBeUndefined();
});

test('Parley’s pages work under their Content-Security-Policy: no violation on the public site, its live demo, sign-in and the dashboard', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const collect = async () => violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])));

  await page.goto('/');
  await page.locator('#live-demo').scrollIntoViewIfNeeded();
  await expect(page.locator('#live-demo iframe')).toBeVisible({ timeout: 20_000 });
  await collect();
  await page.goto('/pricing');
  await collect();
  await page.goto('/chat/login'); // the sign-in page for chat_v0 agents, not the API's GET /chat/:id
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await collect();

  const session = await signupViaApi(request, newAccount('csp'));
  await storeSession(page, session);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await collect();
  expect(violations).toEqual([]);
});
