import type { Invitation, InvitationPreview, OrganizationResponse, UserResponse } from '@parley/contract';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from './db/database';
import { signUpOwner, TEST_JWT_SECRET, useTestApp, type TestApp } from './test-app';
import { testDatabases } from './test-databases';

/** A password change from the sign-up's password. */
const NEW_PASSWORD = { password: 'N3w-password', current_password: 'Str0ng-password' };

let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;

describe.each(testDatabases())('accounts API on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  const signupBody = (email = `owner-${unique()}@example.com`, password = 'Str0ng-password') => ({
    user: { email, password, name: 'Owner' },
    organization: { name: 'Acme Shoes', website_url: 'acme.example.com' },
  });
  const signup = (email?: string) => signUpOwner(app, 'owner', 'Acme Shoes', { email, website: 'acme.example.com' });
  const invite = (auth: Record<string, string>, email = `invitee-${unique()}@example.com`) =>
    app.inject({ method: 'POST', url: '/api/v1/organizations/current/invitations', headers: auth, payload: { invitation: { email } } });
  const join = (name: string, token: string) =>
    app.inject({ method: 'POST', url: '/signup/invitation', payload: { user: { name, password: 'Str0ng-pass1' }, invitation: { token } } });
  const putOrganization = (auth: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/organizations/current', headers: auth, payload });

  it('signs a business up: user, organization with sub_id, agent, and a bearer token', async () => {
    const { token, user } = await signup();
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      role: 'owner',
      organization: { name: 'Acme Shoes', website_url: 'https://acme.example.com' },
      agent: { version: 'voice_v1' },
    });
    expect(user.organization.sub_id).toMatch(/^org_/);
  });

  it('refuses a duplicate email and a weak password with 422 naming the field', async () => {
    const email = `dup-${unique()}@example.com`;
    await signup(email);
    const dup = await app.inject({ method: 'POST', url: '/signup', payload: signupBody(email.toUpperCase()) });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ error: 'user.email: Email has already been taken' });
    // Only a few such answers per address and hour: a list of emails cannot be checked against Parley.
    const from = (remoteAddress: string, address = email) => app.inject({ method: 'POST', url: '/signup', remoteAddress, payload: signupBody(address) });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await from('198.51.100.77')).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await from('198.51.100.77', `fresh-${unique()}@example.com`)).json<{ error: string }>().error).toMatch(
      /^Too many sign-up attempts from this network/,
    );
    expect((await from('198.51.100.78', `fresh-${unique()}@example.com`)).statusCode).toBe(201);

    // An owner inviting someone who already has an account learns nothing; only the link's holder is told at acceptance.
    const inviter = await signup();
    const invited = await invite(inviter.auth, email);
    expect(invited.statusCode).toBe(201);
    const link = new URL(invited.json<{ data: Invitation }>().data.register_url!, 'http://x').searchParams.get('invitation')!;
    const accepted = await join('Someone', link);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json<{ error: string }>().error).toMatch(/^This email already has a Parley account/);
    const weak = await app.inject({ method: 'POST', url: '/signup', payload: signupBody(undefined, 'onlyletters') });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({ error: 'user.password: Password must contain a number' });
  });

  it('answers bad input with a clear 4xx: malformed JSON, missing fields, huge body, unknown path', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/signup', headers: { 'content-type': 'application/json' }, payload: '{"user":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Malformed JSON body' });
    const missing = await app.inject({ method: 'POST', url: '/signup', payload: { user: { email: 'a@b.co' } } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ error: string }>().error).toMatch(/^user\.password: /);
    const huge = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found' });
  });

  it('logs in, refuses wrong credentials with the exact message, and backs off an address that keeps failing', async () => {
    const email = `login-${unique()}@example.com`;
    await signup(email);
    const login = (password: string, remoteAddress: string, cookie?: string) =>
      app.inject({ method: 'POST', url: '/login', remoteAddress, headers: cookie ? { cookie } : {}, payload: { user: { email, password } } });
    const ok = await login('Str0ng-password', '198.51.100.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.authorization).toMatch(/^Bearer /);
    expect(String(ok.headers['set-cookie'])).toMatch(/^parley_device=\d+\.[\w-]+; Path=\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const bad = await login('wrong-password-1', '198.51.100.2');
      statuses.push(bad.statusCode);
      if (i === 0) expect(bad.json()).toEqual({ error: 'Invalid email or password.' });
      if (i === 5) expect(bad.json<{ error: string }>().error).toMatch(/^Too many sign-in attempts from this network\. Try again in \d+ seconds\.$/);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is not slowed down by that one.
    expect((await login('Str0ng-password', '198.51.100.3')).statusCode).toBe(200);
  });

  it('many addresses guessing one account lock it for new devices, but not for the owner’s own browser', async () => {
    const email = `locked-${unique()}@example.com`;
    await signup(email);
    const login = (password: string, remoteAddress: string, cookie?: string) =>
      app.inject({ method: 'POST', url: '/login', remoteAddress, headers: cookie ? { cookie } : {}, payload: { user: { email, password } } });
    const known = String((await login('Str0ng-password', '192.0.2.1')).headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 10; i++) expect((await login('guess-' + i, `203.0.113.${i + 10}`)).statusCode).toBe(401);

    const stranger = await login('Str0ng-password', '203.0.113.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json<{ error: string }>().error).toMatch(/^Too many failed sign-ins for this account\. Sign in from a device you have used before/);
    expect((await login('Str0ng-password', '192.0.2.1', known)).statusCode).toBe(200);
    // A forged or foreign device mark does not pass.
    expect((await login('Str0ng-password', '203.0.113.98', 'parley_device=9999999999.forged')).statusCode).toBe(429);

    // An email nobody registered locks the same way: the answers do not tell who has an account.
    const nobody = `nobody-${unique()}@example.com`;
    for (let i = 0; i < 10; i++) {
      const miss = await app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress: `203.0.114.${i + 10}`,
        payload: { user: { email: nobody, password: 'guess-1' } },
      });
      expect(miss.json()).toEqual({ error: 'Invalid email or password.' });
    }
    const lockedNobody = await app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: '203.0.114.99',
      payload: { user: { email: nobody, password: 'guess-1' } },
    });
    const lockedError = lockedNobody.json<{ error: string }>().error;
    expect(lockedError).toBe(stranger.json<{ error: string }>().error.replace(/\d+ minutes/, lockedError.match(/\d+ minutes/)![0]));
  });

  it('rejects tokens signed with another secret, with alg none, or expired', async () => {
    const { user } = await signup();
    const claims = { org: user.organization.id };
    const other = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti('x1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti('x2')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: String(user.id), jti: 'x3', exp: 9999999999 })).toString('base64url')}.`;
    for (const token of [other, expired, none, 'garbage']) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('returns the current organization with a fresh token, and the current user', async () => {
    const { auth, token, user } = await signup();
    const org = await app.inject({ method: 'GET', url: '/api/v1/organizations/current', headers: auth });
    expect(org.statusCode).toBe(200);
    expect(org.json<OrganizationResponse>().data).toMatchObject({
      id: user.organization.id,
      type: 'organization',
      attributes: { sub_id: user.organization.sub_id },
    });
    const fresh = String(org.headers.authorization).replace('Bearer ', '');
    expect(fresh).not.toBe(token);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: { authorization: `Bearer ${fresh}` } });
    expect(me.json<UserResponse>().data).toMatchObject({ id: user.id, email: user.email, language_preference: null, agent: { version: 'voice_v1' } });
  });

  it('updates name and language, and changes the password only with the right current password', async () => {
    const { auth, user } = await signup();
    const putUser = (changes: object) => app.inject({ method: 'PUT', url: '/api/v1/users', headers: auth, payload: { user: changes } });
    const profile = await putUser({ name: 'Dana', language_preference: 'ar' });
    expect(profile.json<UserResponse>().data).toMatchObject({ name: 'Dana', language_preference: 'ar' });
    const badLang = await putUser({ language_preference: 'xx' });
    expect(badLang.statusCode).toBe(422);
    const wrong = await putUser({ password: 'N3w-password', current_password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: 'user.current_password: Current password is incorrect' });
    // Another device signed in with the old password.
    const elsewhere = await app.inject({ method: 'POST', url: '/login', payload: { user: { email: user.email, password: 'Str0ng-password' } } });
    const other = { authorization: String(elsewhere.headers.authorization) };
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: other })).statusCode).toBe(200);
    const right = await putUser(NEW_PASSWORD);
    expect(right.statusCode).toBe(200);
    // The other session is over, and so is the old token; this session goes on with the new one.
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: other })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: auth })).statusCode).toBe(401);
    const renewed = { authorization: String(right.headers.authorization) };
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: renewed })).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/login', payload: { user: { email: user.email, password: 'N3w-password' } } });
    expect(login.statusCode).toBe(200);
  });

  it('ends a session begun in the same second as the password change (revoked by session, not by a cut-off in time)', async () => {
    // The clock stands still: the other sign-in, its use and the change all happen in one instant.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 1000) * 1000 + 250 });
    try {
      const { auth, user } = await signup();
      const elsewhere = await app.inject({ method: 'POST', url: '/login', payload: { user: { email: user.email, password: 'Str0ng-password' } } });
      const other = { authorization: String(elsewhere.headers.authorization) };
      const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/users/current', headers });
      expect((await me(other)).statusCode).toBe(200);
      const changed = await app.inject({ method: 'PUT', url: '/api/v1/users', headers: auth, payload: { user: NEW_PASSWORD } });
      expect(changed.statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      // The session that changed it goes on, with its fresh token.
      expect((await me({ authorization: String(changed.headers.authorization) })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out: 204, Clear-Site-Data, and the token is revoked', async () => {
    const { auth } = await signup();
    const out = await app.inject({ method: 'DELETE', url: '/logout', headers: auth });
    expect(out.statusCode).toBe(204);
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    const after = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('revokes the whole sign-in session on logout: tokens issued before a refresh stop working too', async () => {
    const { auth } = await signup();
    const refresh = await app.inject({ method: 'GET', url: '/api/v1/organizations/current', headers: auth });
    const refreshed = { authorization: String(refresh.headers.authorization) };
    expect(refreshed.authorization).not.toBe(auth.authorization);
    const out = await app.inject({ method: 'DELETE', url: '/logout', headers: refreshed });
    expect(out.statusCode).toBe(204);
    for (const headers of [auth, refreshed]) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers })).statusCode).toBe(401);
    }
  });

  it('lets an invited person join the inviting organization; a sub_id alone lets nobody in', async () => {
    const owner = await signup();
    const email = `invitee-${unique()}@example.com`;
    const invited = await invite(owner.auth, email);
    expect(invited.statusCode).toBe(201);
    const registerUrl = invited.json<{ data: Invitation }>().data.register_url!;
    expect(registerUrl).toContain(`/organization/${owner.user.organization.sub_id}/register?invitation=`);
    const token = new URL(registerUrl, 'http://x').searchParams.get('invitation')!;

    const preview = await app.inject({ method: 'GET', url: `/invitations/${token}` });
    expect(preview.json<{ data: InvitationPreview }>().data).toEqual({ email, organization: { name: 'Acme Shoes', sub_id: owner.user.organization.sub_id } });
    const forged = await join('X', owner.user.organization.sub_id);
    expect(forged.statusCode).toBe(404);

    const joined = await join('Teammate', token);
    expect(joined.statusCode).toBe(201);
    expect(joined.json<UserResponse>().data).toMatchObject({ email, role: 'member', organization: { id: owner.user.organization.id } });
    const reused = await join('Again', token);
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ error: string }>().error).toBe('This invitation has already been accepted');

    const memberAuth = { authorization: String(joined.headers.authorization) };
    const memberInvite = await invite(memberAuth);
    expect(memberInvite.statusCode).toBe(403);
  });

  it('lets an owner finish onboarding: business name, website and agent name; bad input changes nothing', async () => {
    const owner = await signup();
    const bad = await putOrganization(owner.auth, { organization: { website_url: 'not a url' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ error: string }>().error).toMatch(/^organization\.website_url: /);
    const empty = await putOrganization(owner.auth, {});
    expect(empty.statusCode).toBe(422);
    const ok = await putOrganization(owner.auth, { organization: { name: 'Acme Boots', website_url: 'boots.example.com' }, agent: { name: 'Ava' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<UserResponse>().data).toMatchObject({
      organization: { name: 'Acme Boots', website_url: 'https://boots.example.com' },
      agent: { name: 'Ava' },
    });
  });

  it("walls tenants off: another organization's ids give 404 and change nothing", async () => {
    const alpha = await signup();
    const beta = await signup();
    const invitationId = (await invite(alpha.auth)).json<{ data: Invitation }>().data.id;

    const org = await app.inject({ method: 'GET', url: `/api/v1/organizations/${alpha.user.organization.id}`, headers: beta.auth });
    expect(org.statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/invitations/${invitationId}`, headers: beta.auth });
    expect(del.statusCode).toBe(404);
    const list = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/invitations', headers: alpha.auth });
    expect(list.json<{ data: Invitation[] }>().data.map((i) => i.id)).toContain(invitationId);
    const betaList = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/invitations', headers: beta.auth });
    expect(betaList.json<{ data: Invitation[] }>().data).toEqual([]);
  });

  it('reports health and serves locales uncached', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok', database: database.kind, redis: 'off' });
    const locale = await app.inject({ method: 'GET', url: '/locales/en/common.json' });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
    expect(Object.keys(locale.json()).length).toBeGreaterThan(0);
    const bad = await app.inject({ method: 'GET', url: '/locales/xx/common.json' });
    expect(bad.statusCode).toBe(404);
  });
});
