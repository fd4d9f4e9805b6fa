/**
 * The API's test kit without vitest, so the benchmarks and the voice test kit can use it too:
 * owners signed up, businesses set up and questions asked, all through the HTTP API, and
 * multipart bodies as a browser sends them. test-app.ts adds the suite hooks and re-exports this.
 */
import type { User } from '@parley/contract';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { buildApp } from './app';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;
type Auth = { authorization: string };

let seq = 0;

/** A failed set-up step fails the test that needed it, with what the API answered. */
function created<T = unknown>(what: string, res: { statusCode: number; body: string; json(): { data?: T } }): T {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}

export interface SignUpOptions {
  /** The website's host (unique `<label>N-….example.com` by default), what a visitor's origin names. */
  website?: string;
  /** The website URL the owner types, when it is more than the host (`https://www.<host>/shop`). */
  websiteUrl?: string;
  email?: string;
}

/** How a suite reads the token of a sign-up email's link without a mailbox (test-app.ts sets it for its app). */
const signupLinks = new WeakMap<object, (email: string) => Promise<string>>();
export const readSignupLinksWith = (app: object, read: (email: string) => Promise<string>) => void signupLinks.set(app, read);

/**
 * Signs up a new owner through `POST /signup`: their token, headers and organization, and the user
 * the API answered. On a server that sends email the sign-up answers 202, and the owner confirms
 * the link of the email, as a person would.
 */
export async function signUpOwner(app: TestApp, label: string, organizationName = 'Test Co', options: SignUpOptions = {}) {
  seq += 1;
  const website = options.website ?? `${label}${seq}-${Date.now()}.example.com`;
  const email = options.email ?? `${label}-${Date.now()}-${seq}@example.com`;
  let signup = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: {
      user: { email, password: 'Str0ng-password', name: 'Owner' },
      organization: { name: organizationName, website_url: options.websiteUrl ?? website },
    },
  });
  const readLink = signupLinks.get(app);
  if (signup.statusCode === 202 && readLink) {
    signup = await app.inject({ method: 'POST', url: '/signup/confirm', payload: { token: await readLink(email.trim().toLowerCase()) } });
  }
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const user = signup.json<{ data: User }>().data;
  const token = String(signup.headers.authorization).replace(/^Bearer /, '');
  return { website, token, auth: ownerHeaders(token), user, organizationId: user.organization.id, subId: user.organization.sub_id };
}

/** A member who joined `owner`'s organization through an invitation: their headers, id and email. */
export async function joinTeam(app: TestApp, ownerAuth: Auth, name = 'Mia Member') {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const invited = await app.inject({
    method: 'POST',
    url: '/api/v1/organizations/current/invitations',
    headers: ownerAuth,
    payload: { invitation: { email } },
  });
  const token = new URL(invited.json<{ data: { register_url: string } }>().data.register_url, 'http://x').searchParams.get('invitation')!;
  const joined = await app.inject({
    method: 'POST',
    url: '/signup/invitation',
    payload: { user: { name, password: 'Str0ng-password' }, invitation: { token } },
  });
  if (joined.statusCode !== 201) throw new Error(`joining the team failed: ${joined.statusCode} ${joined.body}`);
  return { auth: { authorization: String(joined.headers.authorization) }, id: joined.json<{ data: { id: number } }>().data.id, email };
}

/** The headers of a signed-in owner's request. */
export const ownerHeaders = (token: string): Auth => ({ authorization: `Bearer ${token}` });

/** The organization's agent as its owner reads it (`live_key`, `demo_key`, `name`, …). */
export async function readAgent(app: TestApp, auth: Auth) {
  return created<Record<string, unknown> & { live_key: string; demo_key: string; name: string }>(
    'reading the agent',
    await app.inject({ method: 'GET', url: '/api/v1/organizations/current/agent', headers: auth }),
  );
}

/** An owner with their agent's widget keys as a widget sends them (`Bearer pk_…`). */
export async function signUpBusiness(app: TestApp, label: string, organizationName = 'Test Co', options: SignUpOptions = {}) {
  const owner = await signUpOwner(app, label, organizationName, options);
  const agent = await readAgent(app, owner.auth);
  return {
    ...owner,
    origin: `https://${owner.website}`,
    agentName: agent.name,
    liveKey: agent.live_key,
    live: `Bearer ${agent.live_key}`,
    demo: `Bearer ${agent.demo_key}`,
  };
}

export type Business = Awaited<ReturnType<typeof signUpBusiness>>;

/** The headers of a widget's request: a business's key (live by default) from a page of `origin` (its own website by default). */
export const widgetHeaders = (business: Pick<Business, 'live' | 'origin'>, origin = business.origin, authorization = business.live) => ({
  authorization,
  origin,
});

/** A visitor's `POST /chat` through the business's widget (its live key, from its own website); fails unless answered 200. */
export async function visitorChat(app: TestApp, business: Pick<Business, 'live' | 'origin'>, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/chat', headers: widgetHeaders(business), payload });
  if (res.statusCode !== 200) throw new Error(`the visitor's chat failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** A question from a visitor of its own (a fresh visitor id), opening a chat or going on with `previousChatId`. */
export async function askAsVisitor(app: TestApp, business: Pick<Business, 'live' | 'origin'>, input: string, previousChatId?: string) {
  const res = await visitorChat(app, business, { input, previousChatId, metadata: { visitorId: `v-${randomUUID()}` } });
  return res.json<{ id: string; output: { role: string; content: string }[]; sources: { type: string; id: number }[] }>();
}

export async function addFaq(app: TestApp, auth: Auth, faq: { question: string; answer: string }) {
  return created<{ id: number }>(
    'adding a FAQ',
    await app.inject({ method: 'POST', url: '/api/v1/organizations/current/faqs', headers: auth, payload: { faq } }),
  );
}

export async function addProduct(app: TestApp, auth: Auth, product: Record<string, unknown>) {
  return created<{ id: number }>(
    'adding a product',
    await app.inject({ method: 'POST', url: '/api/v1/organizations/current/products', headers: auth, payload: { product } }),
  );
}

/** A product priced in US dollars, on the business's own website at `path`. */
export async function addShopProduct(
  app: TestApp,
  business: Pick<Business, 'auth' | 'origin'>,
  path: string,
  product: { name: string; description: string; price_cents: number },
) {
  return addProduct(app, business.auth, { ...product, currency: 'USD', url: `${business.origin}/${path}` });
}

export async function addRule(app: TestApp, auth: Auth, text: string) {
  return created<{ id: number }>(
    'adding a rule',
    await app.inject({ method: 'POST', url: '/api/v1/organizations/current/rules', headers: auth, payload: { rule: { text } } }),
  );
}

export const CANADA_FAQ = { question: 'Do you ship to Canada?', answer: 'Yes, we ship to Canada in 3 to 5 business days.' };

/** A trail shop: a business with the Canada FAQ and the $129 Summit Trail Shoe on its own website. */
export async function openShop(app: TestApp, label: string) {
  const business = await signUpBusiness(app, label, 'Trail Co');
  await addFaq(app, business.auth, CANADA_FAQ);
  const product = await addShopProduct(app, business, 'trail-shoe', {
    name: 'Summit Trail Shoe',
    description: 'Waterproof trail running shoe.',
    price_cents: 12900,
  });
  return { ...business, productId: product.id };
}

/** What the agent answers its owner on the dashboard's try-it box. */
export async function askAgent(app: TestApp, auth: Auth, message: string) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/organizations/current/agent/try', headers: auth, payload: { message } });
  if (res.statusCode !== 200) throw new Error(`asking the agent failed: ${res.statusCode} ${res.body}`);
  return res.json<{ answer: string; sources: { type: string; title?: string; id?: number }[] }>();
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body built by hand, as a browser's FormData would send it. */
export function multipart(parts: FormPart[]) {
  const boundary = `----parley${Date.now().toString(36)}${++seq}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads files as the documents page does: one multipart field `files` a file. */
export function uploadDocuments(app: TestApp, auth: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) {
  const form = multipart(files.map((file) => ({ name: 'files', value: file.bytes, filename: file.name, type: file.type })));
  return app.inject({ method: 'POST', url: '/api/v1/organizations/current/documents', headers: { ...auth, ...form.headers }, payload: form.payload });
}

/** Starts a local HTTP server (a fake provider or webhook) on a free loopback port; resolves to its origin. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
