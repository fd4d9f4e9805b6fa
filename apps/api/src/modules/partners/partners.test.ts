import { beforeAll, describe, expect, it } from 'vitest';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { PARTNER_APPLICATIONS_PATH } from './routes';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;
/** Each test posts from its own address, so the per-address limit of one test never trips another. */
let address = 10;
const nextAddress = () => `203.0.113.${++address}`;

const valid = () => ({
  name: 'Maya Levi',
  company: 'Northwind Digital',
  email: `Maya-${unique()}@Northwind.example`,
  website: 'northwind.example',
  message: 'We build Shopify stores for 40 fashion brands and want to offer them a voice agent.',
  language: 'he',
});

describe.each(testDatabases())('partner applications on $name', ({ open }) => {
  let app: TestApp;
  let staff: { authorization: string };
  const staffEmail = `staff-${unique()}@parley.example`;
  useTestApp(open, { env: { PARLEY_STAFF_EMAILS: [staffEmail] } }, (opened) => (app = opened.app));
  beforeAll(async () => {
    // Signed up in capitals: staff are recognised whatever the case.
    staff = await signup(staffEmail.toUpperCase());
  });

  const signup = async (email: string) => (await signUpOwner(app, 'partner', 'Acme', { email })).auth;
  const apply = (payload: unknown, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: PARTNER_APPLICATIONS_PATH, payload: payload as object, remoteAddress });

  it('stores an application and shows it to staff, newest first, with the website made absolute', async () => {
    const application = valid();
    const res = await apply(application);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { received: true } });

    const list = await app.inject({ method: 'GET', url: PARTNER_APPLICATIONS_PATH, headers: staff });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ data: unknown[]; meta: { page: number; per_page: number; total: number } }>();
    expect(body.data[0]).toMatchObject({
      name: 'Maya Levi',
      company: 'Northwind Digital',
      email: application.email.toLowerCase(),
      website: 'https://northwind.example',
      language: 'he',
      status: 'new',
    });
    expect(body.meta).toMatchObject({ page: 1, per_page: 50 });
    expect(body.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('answers bad input with 400 and a message for each field', async () => {
    const res = await apply({ name: ' ', company: 'Northwind', email: 'not-an-email', website: 'javascript:alert(1)', message: 'too short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields',
      fields: {
        name: 'Enter your name',
        email: 'Enter a valid email address',
        website: 'Enter a website address such as https://example.com',
        message: 'Write at least 20 characters',
      },
    });
  });

  it('refuses oversized fields with field errors, and an oversized body with 413', async () => {
    const res = await apply({ ...valid(), name: 'n'.repeat(121), message: 'm'.repeat(4001) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ name: 'Use at most 120 characters', message: 'Use at most 4000 characters' });
    const huge = await apply({ ...valid(), message: 'm'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('keeps the form working without JavaScript: a url-encoded post comes back to the page in its language', async () => {
    const form = new URLSearchParams({ ...valid(), language: 'ja' }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const sent = await app.inject({ method: 'POST', url: PARTNER_APPLICATIONS_PATH, headers, payload: form, remoteAddress: nextAddress() });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/ja/partnerships/#sent');
    const bad = await app.inject({ method: 'POST', url: PARTNER_APPLICATIONS_PATH, headers, payload: 'name=&language=en', remoteAddress: nextAddress() });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/partnerships/#form-error');
  });

  it('acknowledges a bot that fills the hidden field but does not store it', async () => {
    const email = `bot-${unique()}@spam.example`;
    expect((await apply({ ...valid(), email, nickname: 'buy now' })).statusCode).toBe(201);
    const list = await app.inject({ method: 'GET', url: `${PARTNER_APPLICATIONS_PATH}?per_page=100`, headers: staff });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain(email);
  });

  it('limits how many applications one address sends', async () => {
    const from = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await apply(valid(), from)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await apply(valid(), nextAddress())).statusCode).toBe(201);
  });

  it('shows applications only to signed-in staff', async () => {
    expect((await app.inject({ method: 'GET', url: PARTNER_APPLICATIONS_PATH })).statusCode).toBe(401);
    const someone = await app.inject({ method: 'GET', url: PARTNER_APPLICATIONS_PATH, headers: await signup(`owner-${unique()}@example.com`) });
    expect(someone.statusCode).toBe(403);
    expect(someone.json()).toEqual({ error: 'Only Parley staff can read partner applications' });
  });
});
