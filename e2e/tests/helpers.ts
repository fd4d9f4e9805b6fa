import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumArgs, chromiumExecutable } from '@parley/playwright-config';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_JWT_SECRET } from './constants';

let counter = 0;

export interface Account {
  email: string;
  password: string;
  name: string;
  businessName: string;
  website: string;
}

export function newAccount(label = 'owner'): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    email: `${label}-${id}@example.com`,
    password: `Sup3rSecret-${id}`,
    name: `Test ${label}`,
    businessName: `Shop ${id}`,
    website: `https://shop-${id}.example.com`,
  };
}

export interface SignedUp {
  token: string;
  user: { id: number; organization: { id: number; sub_id: string } };
}

/** Registers through the real API (not the UI) for tests that need an account to exist. */
export async function signupViaApi(request: APIRequestContext, account: Account): Promise<SignedUp> {
  const response = await request.post('/signup', {
    data: {
      user: { email: account.email, password: account.password, name: account.name },
      organization: { name: account.businessName, website_url: account.website },
    },
  });
  if (response.status() !== 201) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const token = response.headers()['authorization']?.replace(/^Bearer\s+/i, '');
  if (!token) throw new Error('signup returned no token');
  const body = (await response.json()) as { data: SignedUp['user'] };
  return { token, user: body.data };
}

/** The bearer header the API takes from a signed-up owner. */
export type Auth = { Authorization: string };

/** Registers through the API and subscribes to the Intern plan, so the agent answers visitors. */
export async function subscribedOwner(request: APIRequestContext, account: Account): Promise<{ session: SignedUp; auth: Auth }> {
  const session = await signupViaApi(request, account);
  const auth = { Authorization: `Bearer ${session.token}` };
  const subscribed = await request.post('/api/v1/billings/subscription', { headers: auth, data: { price_id: 'price_parley_intern', payment_intent_id: null } });
  expect(subscribed.status()).toBe(201);
  return { session, auth };
}

/** Adds one FAQ to the owner's knowledge. */
export async function addFaq(request: APIRequestContext, auth: Auth, faq: { question: string; answer: string }): Promise<void> {
  expect((await request.post('/api/v1/organizations/current/faqs', { headers: auth, data: { faq } })).status()).toBe(201);
}

/**
 * Puts a session in storage the way the dashboard keeps it (spec §3 keys). Written once on a
 * public page, not by an init script, so a later sign-out or 401 really leaves it cleared.
 */
export async function storeSession(page: Page, session: SignedUp): Promise<void> {
  await page.goto('/login');
  await page.evaluate(
    ([token, orgId]) => {
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('organization_id', orgId);
    },
    [session.token, String(session.user.organization.id)] as const,
  );
}

/** The embed code exactly as the add-to-site modal shows it to the signed-in owner. */
export async function snippetFromModal(page: Page): Promise<string> {
  await page.goto('/dashboard/widget-settings');
  await page.getByTestId('add-to-site').click();
  const dialog = page.getByRole('dialog', { name: 'Add the agent to your website' });
  return (await dialog.getByLabel('Embed code').inputValue()).trim();
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256 token signed with the e2e server's secret whose `exp` has passed. */
export function expiredToken(userId: number, organizationId: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: String(userId), org: organizationId, jti: randomUUID(), iat: now - 7200, exp: now - 3600 }));
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** A site of the test's own on a free port of 127.0.0.1 (a business's website, a shop). */
export interface LocalSite {
  port: number;
  close: () => Promise<void>;
}

/** Serves `handler` on a free port of 127.0.0.1; `close` resolves once the server has stopped. */
export async function serveLocally(handler: RequestListener): Promise<LocalSite> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Serves `handler` as `serveLocally` does, for the tests of the file or `describe` block that calls
 * this: from before the first of them until after the last. `port` is known only once they run.
 */
export function serveForTests(handler: RequestListener): { readonly port: number } {
  let site: LocalSite | undefined;
  test.beforeAll(async () => {
    site = await serveLocally(handler);
  });
  test.afterAll(async () => {
    await site?.close();
  });
  return {
    get port() {
      if (!site) throw new Error('The local site serves only while its tests run');
      return site.port;
    },
  };
}

/**
 * Launch options for a file whose browser resolves `hostNames` to 127.0.0.1. The first rule that
 * matches wins: these names go to loopback, everything else stays as the preset says.
 */
export function resolvingToLoopback(...hostNames: string[]) {
  const rules = hostNames.map((name) => `MAP ${name} 127.0.0.1, `).join('');
  const flag = '--host-resolver-rules=';
  return {
    executablePath: chromiumExecutable(),
    args: chromiumArgs.map((arg) => (arg.startsWith(flag) ? `${flag}${rules}${arg.slice(flag.length)}` : arg)),
  };
}
