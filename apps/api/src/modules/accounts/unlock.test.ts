import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { TEST_PUBLIC_URL, until, useEmailingTestApp } from '../email/smtp-test-kit';
import { signUnlockToken, verifyUnlockToken } from '../../auth/unlock-token';
import type { Database } from '../../db/database';
import { emailOutbox } from '../../db/schema';
import { signUpOwner, TEST_JWT_SECRET, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { expectRefusedLinks, expectUsedLink } from './link-test-kit';

const PASSWORD = 'Str0ng-password';

describe('unlock tokens', () => {
  const secret = 'a-secret-0123456789abcdef0123456789abcdef';
  it('name the email they were signed for, until they expire, and nothing forged', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signUnlockToken(secret, 7, new Date(now + 60_000));
    expect(verifyUnlockToken(secret, token, now)).toEqual({ ok: true, emailId: 7 });
    expect(verifyUnlockToken(secret, token, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
    const [, expires, signature] = token.split('.');
    expect(verifyUnlockToken(secret, `8.${expires}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnlockToken(secret, `7.${Number(expires) + 3600}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyUnlockToken('another-secret-0123456789abcdef0123456789', token, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', '7', `07.${expires}.${signature}`, `${token}.x`, `99999999999.${expires}.${signature}`]) {
      expect(verifyUnlockToken(secret, bad, now), bad).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

let seq = 0;
/** A browser that never signed in here: its own address, no device cookie. */
const newBrowser = () => `203.0.113.${(seq++ % 200) + 20}`;

describe.each(testDatabases())('unlocking a locked account by email on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  const smtp = useEmailingTestApp(open, 'email', (opened) => ({ app, database } = opened));

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/login', remoteAddress: newBrowser(), payload: { user: { email, password } } });
  const unlock = (token: string) => app.inject({ method: 'POST', url: '/api/v1/unlock', payload: { token } });
  const lockOut = async (email: string) => {
    for (let i = 0; i < 10; i++) expect((await login(email, `guess-${i}`)).statusCode).toBe(401);
  };
  const tokenIn = (mail: ParsedMail) => {
    const link = new RegExp(`${TEST_PUBLIC_URL}/unlock\\?token=([^\\s"<]+)`).exec(mail.text ?? '')?.[1];
    expect(link).toBeTruthy();
    return decodeURIComponent(link!);
  };

  it('ten wrong passwords email the owner one link, which lifts the lock once', async () => {
    const owner = await signUpOwner(app, 'unlock');
    const email = owner.user.email;
    await lockOut(email);
    const locked = await login(email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ error: string }>().error).toMatch(/follow the unlock link emailed to the account’s owner/);

    const { mail } = await until('the unlock email', () => smtp.inbox.find((m) => m.to.includes(email)));
    expect(mail.subject).toBe('Someone tried to sign in to your Parley account');
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/unlock?token=`);
    // A security email: nothing to unsubscribe from.
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')).toBeUndefined();
    const token = tokenIn(mail);

    // More guesses while locked are refused before they count, and bring no second email.
    expect((await login(email, 'guess-again')).statusCode).toBe(429);
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, owner.user.id));
    expect(rows.map((row) => row.kind)).toEqual(['account_unlock']);

    expect((await unlock(token)).statusCode).toBe(204);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);

    await expectUsedLink(unlock, token, 'This unlock link has already been used. Each link works once.');
  });

  it('refuses a forged or expired link with a message, and a lock on an unknown email sends nothing', async () => {
    await expectRefusedLinks(unlock, 'unlock', signUnlockToken(TEST_JWT_SECRET, 1, new Date(Date.now() - 1000)));

    const before = smtp.inbox.length;
    const rowsBefore = (await database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    await lockOut(`nobody-${Date.now()}@example.com`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(rowsBefore);
    expect(smtp.inbox.length).toBe(before);
  });
});

describe.each(testDatabases())('a lock without SMTP_URL on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  it('locks as before, stores no email and does not mention a link', async () => {
    const owner = await signUpOwner(app, 'unlock-off');
    const email = owner.user.email;
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({ method: 'POST', url: '/login', remoteAddress: newBrowser(), payload: { user: { email, password: `guess-${i}` } } });
      expect(res.statusCode).toBe(401);
    }
    const locked = await app.inject({ method: 'POST', url: '/login', remoteAddress: newBrowser(), payload: { user: { email, password: PASSWORD } } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ error: string }>().error).toMatch(
      /^Too many failed sign-ins for this account\. Sign in from a device you have used before, or try again in \d+ minutes\.$/,
    );
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
  });
});
