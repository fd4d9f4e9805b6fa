import type { UserResponse } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, until, useEmailingTestApp } from '../email/smtp-test-kit';
import { signLinkToken } from '../../auth/link-token';
import type { Database } from '../../db/database';
import { signupRequests, users } from '../../db/schema';
import { signUpOwner, TEST_JWT_SECRET, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createSignupEmailSender, SIGNUP_LINK_PURPOSE } from '../email/signup-email';
import { expectRefusedLinks, expectUsedLink } from './link-test-kit';
import { acceptedLanguages } from './signup-by-email';

const PASSWORD = 'Str0ng-password';

describe('acceptedLanguages', () => {
  it('reads an Accept-Language header most preferred first, without wildcards or refused tags', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, ja;q=0.95, *;q=0.5, de;q=0')).toEqual(['fr-CH', 'ja', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(';;,,q=, <b>, en-US;q=x')).toEqual(['en-US']);
  });
});

let seq = 0;
/** Two addresses of the same length, so their answers can be compared byte for byte. */
const address = (label: string) => `${label}-${Date.now()}-${seq++}@example.com`;
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  user: { email, password: PASSWORD, name: 'Ada Owner', ...extra },
  organization: { name: 'Ada’s Shoes', website_url: `shoes-${Date.now()}-${seq++}.example.com` },
});

describe.each(testDatabases())('signing up on a server that sends email, on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  const smtp = useEmailingTestApp(open, 'signup_email', (opened) => ({ app, database } = opened));

  const signup = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/signup', payload: payload as object, headers, remoteAddress: `198.51.100.${(seq % 200) + 20}` });
  const confirm = (token: string) => app.inject({ method: 'POST', url: '/signup/confirm', payload: { token } });
  const mailTo = (email: string, subject: string) =>
    until(`the email to ${email}`, () => smtp.inbox.find((m) => m.to.includes(email) && m.mail.subject === subject)?.mail);
  const confirmLink = new RegExp(`${TEST_PUBLIC_URL}/register/confirm\\?token=([^\\s"<]+)`);
  /** What an answer shows an observer: status, headers but the date, and the body with the typed address in a placeholder. */
  const observed = (res: Awaited<ReturnType<typeof signup>>, email: string) => {
    const { date, 'x-ratelimit-reset': reset, ...headers } = res.headers;
    expect(date).toBeTruthy();
    expect(Number(reset)).toBeGreaterThan(0);
    return { status: res.statusCode, headers, body: res.body.replace(email, '<email>') };
  };

  it('answers a new and a registered address alike, and emails each what applies to it', async () => {
    const owner = await signUpOwner(app, 'taken');
    const taken = owner.user.email;
    const fresh = taken.replace(/^taken/, 'fresh');
    expect(fresh.length).toBe(taken.length);

    const forNew = await signup(form(fresh, { language_preference: 'es' }));
    const forTaken = await signup(form(taken), { 'accept-language': 'ja;q=0.9, en;q=0.5' });
    expect(forNew.statusCode).toBe(202);
    expect(forNew.json()).toEqual({ data: { status: 'check_your_email', email: fresh } });
    expect(observed(forTaken, taken)).toEqual(observed(forNew, fresh));
    expect(forNew.headers.authorization).toBeUndefined();

    const welcome = await mailTo(fresh, 'Confirma tu correo para crear tu cuenta de Parley');
    expect(welcome.html).toContain(`${TEST_PUBLIC_URL}/register/confirm?token=`);
    const token = decodeURIComponent(confirmLink.exec(welcome.text ?? '')![1]!);

    const notice = await mailTo(taken, 'Parley アカウントはすでにお持ちです');
    expect(notice.text).toContain(`${TEST_PUBLIC_URL}/login`);
    expect(notice.text).not.toContain('/register');
    expect(notice.html).not.toContain('token=');

    // The pending sign-up kept a hash, never the password; the registered address kept nothing typed.
    const rows = await database.db.select().from(signupRequests);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    const pending = rows.find((row) => row.email === fresh)!;
    expect(pending.signup?.user.passwordHash).toMatch(/^\$argon2/);
    expect(rows.find((row) => row.email === taken)!.signup).toBeNull();

    const created = await confirm(token);
    expect(created.statusCode).toBe(201);
    expect(created.json<UserResponse>().data).toMatchObject({ email: fresh, name: 'Ada Owner', role: 'owner', language_preference: 'es' });
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: String(created.headers.authorization) } });
    expect(me.statusCode).toBe(200);
    expect(me.json<UserResponse>().data.organization.name).toBe('Ada’s Shoes');
    const signIn = await app.inject({ method: 'POST', url: '/login', payload: { user: { email: fresh, password: PASSWORD } } });
    expect(signIn.statusCode).toBe(200);
    // The used link's row forgets the hash.
    const [used] = await database.db.select().from(signupRequests).where(eq(signupRequests.id, pending.id));
    expect(used!.signup).toBeNull();
    expect(used!.usedAt).toBeTruthy();

    await expectUsedLink(confirm, token, 'This sign-up link has already been used. Each link works once: sign in instead.');
  });

  it('refuses forged and expired links with a message', async () => {
    await expectRefusedLinks(confirm, 'sign-up', signLinkToken(SIGNUP_LINK_PURPOSE, TEST_JWT_SECRET, 1, new Date(Date.now() - 1000)));
    // An unlock link's token, for the same row number, is no sign-up link.
    expect((await confirm(signLinkToken('unlock', TEST_JWT_SECRET, 1, new Date(Date.now() + 60_000)))).statusCode).toBe(400);
  });

  it('answers 409 for a link whose address got an account meanwhile', async () => {
    const email = address('twice');
    expect((await signup(form(email))).statusCode).toBe(202);
    expect((await signup(form(email))).statusCode).toBe(202);
    await until('two emails', () => (smtp.inbox.filter((m) => m.to.includes(email)).length === 2 ? true : undefined));
    const [first, second] = smtp.inbox.filter((m) => m.to.includes(email)).map((m) => decodeURIComponent(confirmLink.exec(m.mail.text ?? '')![1]!));
    expect((await confirm(first!)).statusCode).toBe(201);
    const late = await confirm(second!);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toMatch(/^This email got a Parley account since the link was sent/);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('sends nothing for a link used before its email went', async () => {
    const sent: unknown[] = [];
    const send = createSignupEmailSender({
      db: database.db,
      mailer: {
        enabled: true,
        send: (email) => {
          sent.push(email);
          return Promise.resolve();
        },
        close: () => {},
      },
      secret: TEST_JWT_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      log: { warn: () => {} },
    });
    const [row] = await database.db
      .insert(signupRequests)
      .values({ email: address('used'), kind: 'confirm', language: 'en', signup: null, usedAt: new Date(), expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    await send(row!.id, { attempt: 1, lastAttempt: false, checkpoint: async () => {}, signal: new AbortController().signal });
    expect(sent).toEqual([]);
    const [after] = await database.db.select().from(signupRequests).where(eq(signupRequests.id, row!.id));
    expect(after!.status).toBe('skipped');
  });

  it('limits the sign-up emails one address gets, alike for every address', async () => {
    const email = address('flood');
    for (let i = 0; i < 5; i++) expect((await signup(form(email))).statusCode).toBe(202);
    const refused = await signup(form(email));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(/^Too many sign-up emails were sent to this address/);
  });
});

describe.each(testDatabases())('signing up without SMTP_URL on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  it('creates the account at once, says a taken email is taken, and stores no pending sign-up', async () => {
    const email = address('direct');
    const created = await app.inject({ method: 'POST', url: '/signup', payload: form(email, { language_preference: 'he' }) });
    expect(created.statusCode).toBe(201);
    expect(created.headers.authorization).toMatch(/^Bearer /);
    expect(created.json<UserResponse>().data).toMatchObject({ email, language_preference: 'he' });
    const taken = await app.inject({ method: 'POST', url: '/signup', payload: form(email) });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ error: string }>().error).toMatch(/Email has already been taken/);
    expect(await database.db.select().from(signupRequests)).toEqual([]);
  });
});
