import type { ChatResponse, NotificationPreferencesResponse } from '@parley/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until, useSmtpServer } from './smtp-test-kit';
import type { Database } from '../../db/database';
import { emailOutbox, memberships, users } from '../../db/schema';
import { signUpBusiness, useTestApp, widgetHeaders, type Business, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createJobQueue } from '../jobs/create-job-queue';
import type { JobQueue, JobWorker } from '../jobs/job-queue';
import { createBusinessEvents } from '../notifications/business-events';
import { queueDueDigests } from './digest';
import { createEmailWork } from './index';

const PUBLIC_URL = 'http://parley.test';

describe.each(testDatabases())('email notifications on $name', ({ open }) => {
  const smtp = useSmtpServer();
  let app: TestApp;
  let database: Database;
  let queue: JobQueue;
  let worker: JobWorker;
  const events = createBusinessEvents();

  const openWithQueue = async () => {
    const opened = await open();
    queue = createJobQueue(opened, { pollMs: 100 });
    return opened;
  };
  useTestApp(
    openWithQueue,
    () => ({ env: { PUBLIC_URL, SMTP_URL: smtp.url() }, jobs: queue, businessEvents: events }),
    (opened) => ({ app, database } = opened),
  );
  beforeAll(async () => {
    const email = createEmailWork({
      db: database.db,
      jobs: queue,
      env: { JWT_SECRET: 'test-secret-0123456789abcdef0123456789abcdef', SMTP_URL: smtp.url(), PUBLIC_URL },
      log: { warn: () => {} },
    });
    worker = await queue.work({ handlers: { email: email.send }, concurrency: 4 });
  });
  afterAll(async () => {
    await worker?.stop();
  });

  const mailTo = (address: string, subject: RegExp) =>
    until(`an email to ${address} (${subject})`, () => smtp.inbox.find((m) => m.to.includes(address) && subject.test(m.mail.subject ?? '')));
  const ownerEmail = (b: Business) => b.user.email;

  async function leaveLead(b: Business, lead: object) {
    const chat = await app.inject({ method: 'POST', url: '/chat', headers: widgetHeaders(b), payload: { input: 'Do you rent tents?' } });
    expect(chat.statusCode).toBe(200);
    const id = chat.json<ChatResponse>().id;
    const res = await app.inject({ method: 'POST', url: `/chat/${id}/lead`, headers: widgetHeaders(b), payload: { ...lead, consent: true } });
    expect(res.statusCode).toBe(201);
    await events.settled();
    return id;
  }

  const preferences = (b: Business) => app.inject({ method: 'GET', url: '/api/v1/users/current/notifications', headers: b.auth });
  const updatePreferences = (b: Business, notifications: unknown) =>
    app.inject({ method: 'PUT', url: '/api/v1/users/current/notifications', headers: b.auth, payload: { notifications } });

  it("emails a new lead to the owner in their language, with the lead's details escaped, and its unsubscribe link stops the next", async () => {
    const b = await signUpBusiness(app, 'lead-mail', 'Tiendas <b>Sol</b>');
    expect((await app.inject({ method: 'PUT', url: '/api/v1/users', headers: b.auth, payload: { user: { language_preference: 'es' } } })).statusCode).toBe(200);
    const conversationId = await leaveLead(b, {
      name: 'Dana <script>alert(1)</script>',
      email: 'dana@example.com',
      phone: '+34 600 000 000',
      interest: 'Tent rental',
    });

    const { mail } = await mailTo(ownerEmail(b), /^Nuevo contacto: Dana/);
    expect(mail.subject).toBe('Nuevo contacto: Dana <script>alert(1)</script>');
    expect(mail.from?.text).toContain('no-reply@localhost');
    expect(mail.text).toContain('Hola, Owner:');
    expect(mail.text).toContain('Correo electrónico: dana@example.com');
    expect(mail.text).toContain('Le interesa: Tent rental');
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/conversations?conversation=${conversationId}`);
    expect(mail.html).toContain('Dana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tiendas &lt;b&gt;Sol&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('lang="es"');

    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '')?.[1] ?? '';
    expect(link.startsWith(`${PUBLIC_URL}/api/v1/notifications/unsubscribe?token=`)).toBe(true);
    expect(mail.text).toContain(link);

    const page = await app.inject({ method: 'GET', url: link.slice(PUBLIC_URL.length) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Has cancelado la suscripción');
    expect(page.body).toContain('nuevo contacto');
    expect((await preferences(b)).json<NotificationPreferencesResponse>().data).toMatchObject({ new_lead: false, handoff_request: true, daily_digest: true });

    const sentBefore = smtp.inbox.filter((m) => m.to.includes(ownerEmail(b))).length;
    await leaveLead(b, { name: 'Lee', email: 'lee@example.com' });
    const queued = await database.db.select().from(emailOutbox).where(eq(emailOutbox.organizationId, b.organizationId));
    expect(queued.map((row) => row.kind)).toEqual(['new_lead']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.inbox.filter((m) => m.to.includes(ownerEmail(b))).length).toBe(sentBefore);
  });

  it('tells members who want it that a visitor asks for a person; members get handoff requests but not new leads by default', async () => {
    const b = await signUpBusiness(app, 'handoff-mail', 'Handoff Co');
    const [member] = await database.db
      .insert(users)
      .values({ email: `member-${Date.now()}@example.com`, name: 'Mia', passwordHash: 'x', languagePreference: 'ar' })
      .returning();
    await database.db.insert(memberships).values({ organizationId: b.organizationId, userId: member!.id, role: 'member' });

    await leaveLead(b, { email: 'quiet@example.com' });
    events.emit({
      type: 'conversation.handoff_requested',
      organizationId: b.organizationId,
      conversationId: 'conv-handoff-1',
      channel: 'chat',
      pageUrl: 'https://handoff.example.com/pricing',
      language: 'en',
      lastMessage: 'Can I talk to <b>a human</b>?',
    });
    await events.settled();

    const toOwner = await mailTo(ownerEmail(b), /asking for a person/);
    expect(toOwner.mail.text).toContain('> Can I talk to <b>a human</b>?');
    expect(toOwner.mail.html).toContain('Can I talk to &lt;b&gt;a human&lt;/b&gt;?');
    expect(toOwner.mail.text).toContain(`${PUBLIC_URL}/dashboard/inbox?conversation=conv-handoff-1`);
    const toMember = await mailTo(member!.email, /زائر يطلب/);
    expect(toMember.mail.html).toContain('dir="rtl"');

    const kinds = await database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.organizationId, b.organizationId), eq(emailOutbox.userId, member!.id)));
    expect(kinds.map((k) => k.kind)).toEqual(['handoff_request']);
  });

  it('reads and changes the member’s own choices, and says what is wrong', async () => {
    const b = await signUpBusiness(app, 'prefs', 'Prefs Co');
    const read = await preferences(b);
    expect(read.statusCode).toBe(200);
    // Every email on, in UTC, until the member chooses otherwise.
    const choices = { new_lead: true, handoff_request: true, daily_digest: true, timezone: 'UTC' };
    expect(read.json<NotificationPreferencesResponse>().data).toEqual({ ...choices, email: ownerEmail(b), email_enabled: true });

    expect((await updatePreferences(b, {})).json<{ error: string }>().error).toMatch(/Nothing to update/);
    expect((await updatePreferences(b, { new_lead: 'yes' })).json<{ error: string }>().error).toMatch(
      /^notifications\.new_lead: new_lead must be true or false/,
    );
    expect((await updatePreferences(b, { sms: true })).statusCode).toBe(422);
    const unknownZone = await updatePreferences(b, { timezone: 'Mars/Olympus_Mons' });
    expect(unknownZone.statusCode).toBe(422);
    expect(unknownZone.json<{ error: string }>().error).toMatch(/^notifications\.timezone: Mars\/Olympus_Mons is not a time zone/);
    expect((await updatePreferences(b, { timezone: "UTC'; DROP TABLE users; --" })).statusCode).toBe(422);

    const changed = await updatePreferences(b, { daily_digest: false, timezone: 'Europe/Madrid' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<NotificationPreferencesResponse>().data).toMatchObject({ ...choices, daily_digest: false, timezone: 'Europe/Madrid' });
    expect((await updatePreferences(b, { new_lead: false })).json<NotificationPreferencesResponse>().data).toMatchObject({
      new_lead: false,
      daily_digest: false,
      timezone: 'Europe/Madrid',
    });

    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current/notifications' })).statusCode).toBe(401);
  });

  it('refuses a forged or cut unsubscribe link, and honours the one-click POST of RFC 8058', async () => {
    const b = await signUpBusiness(app, 'one-click', 'One Click Co');
    const userId = b.user.id;
    const bad = await app.inject({ method: 'GET', url: `/api/v1/notifications/unsubscribe?token=${userId}.new_lead.forged` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/unsubscribe link is not valid/);
    expect((await app.inject({ method: 'GET', url: '/api/v1/notifications/unsubscribe' })).statusCode).toBe(422);

    const { signUnsubscribeToken } = await import('./unsubscribe-token');
    const token = signUnsubscribeToken('test-secret-0123456789abcdef0123456789abcdef', userId, 'daily_digest');
    expect((await app.inject({ method: 'GET', url: `/api/v1/notifications/unsubscribe?token=${token.slice(0, -2)}` })).statusCode).toBe(400);
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ data: { unsubscribed: true, kind: 'daily_digest' } });
    expect((await preferences(b)).json<NotificationPreferencesResponse>().data).toMatchObject({ new_lead: true, daily_digest: false });
  });

  it('keeps an email whose SMTP server is away and sends it on a later attempt', async () => {
    const b = await signUpBusiness(app, 'smtp-down', 'Flaky Co');
    smtp.state.refuse = true;
    try {
      await leaveLead(b, { name: 'Retry Ray', email: 'ray@example.com' });
      const failed = await until('a failed attempt', async () => {
        const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.organizationId, b.organizationId));
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(failed).toMatchObject({ status: 'pending' });
      expect(failed.lastError).toMatch(/451|Try again later/);
    } finally {
      smtp.state.refuse = false;
    }
    await mailTo(ownerEmail(b), /^New lead: Retry Ray/);
    // The server has the mail before the outbox row says so: the row is marked sent after the SMTP reply.
    const sent = await until('the email marked sent', async () => {
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.organizationId, b.organizationId));
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends the daily digest once a day after 08:00 local, even when two workers look at once', async () => {
    const b = await signUpBusiness(app, 'digest', 'Digest Co');
    expect((await app.inject({ method: 'PUT', url: '/api/v1/users', headers: b.auth, payload: { user: { language_preference: 'es' } } })).statusCode).toBe(200);
    expect((await updatePreferences(b, { timezone: 'America/New_York' })).statusCode).toBe(200);
    await leaveLead(b, { name: 'Dora', email: 'dora@example.com' });
    const mine = async () =>
      (
        await database.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.organizationId, b.organizationId), eq(emailOutbox.kind, 'daily_digest')))
      ).length;

    // Tomorrow, New York time: 06:00 is too early; from 08:00 on, today's figures go out once.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const next = new Date(`${today}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const tomorrow = next.toISOString().slice(0, 10);
    await queueDueDigests(database.db, queue, new Date(`${tomorrow}T10:00:00Z`)); // 06:00 in New York (EDT or EST)
    expect(await mine()).toBe(0);
    const morning = new Date(`${tomorrow}T14:00:00Z`); // 09:00 or 10:00 in New York
    await Promise.all([queueDueDigests(database.db, queue, morning), queueDueDigests(database.db, queue, morning)]);
    expect(await mine()).toBe(1);
    await queueDueDigests(database.db, queue, new Date(`${tomorrow}T22:00:00Z`));
    expect(await mine()).toBe(1);

    const { mail } = await mailTo(ownerEmail(b), /^Tu día en Parley/);
    expect(mail.text).toContain('Conversaciones: 1');
    expect(mail.text).toContain('Contactos: 1');
    expect(mail.text).toContain('Preguntas sin respuesta: ');

    const dayAfter = new Date(morning.getTime() + 24 * 3600_000);
    await queueDueDigests(database.db, queue, dayAfter);
    expect(await mine()).toBe(2);
  });
});
