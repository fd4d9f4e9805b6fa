import type { ChatResponse, NotificationPreferencesResponse } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { emailOutbox } from '../../db/schema';
import { signUpBusiness, useTestApp, widgetHeaders, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createBusinessEvents } from '../notifications/business-events';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const secret = 'a-secret-0123456789abcdef0123456789abcdef';
  it('name the member and the kind they were signed for, and nothing else', () => {
    const token = signUnsubscribeToken(secret, 42, 'new_lead');
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: 42, kind: 'new_lead' });
    const [, , signature] = token.split('.');
    expect(verifyUnsubscribeToken(secret, `43.new_lead.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `42.daily_digest.${signature}`)).toBeNull();
    expect(verifyUnsubscribeToken('another-secret-0123456789abcdef0123456789', token)).toBeNull();
    for (const bad of ['', '42', '42.new_lead', `042.new_lead.${signature}`, `99999999999.new_lead.${signature}`, `${token}.x`, '42.sms.abc']) {
      expect(verifyUnsubscribeToken(secret, bad), bad).toBeNull();
    }
  });
});

describe.each(testDatabases())('email notifications without SMTP_URL on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  const events = createBusinessEvents();
  useTestApp(open, { businessEvents: events }, (opened) => ({ app, database } = opened));

  it('keeps the choices, says email is off, and stores no email', async () => {
    const b = await signUpBusiness(app, 'no-smtp', 'Quiet Co');
    const read = await app.inject({ method: 'GET', url: '/api/v1/users/current/notifications', headers: b.auth });
    expect(read.json<NotificationPreferencesResponse>().data).toMatchObject({ new_lead: true, email_enabled: false });
    const chat = await app.inject({ method: 'POST', url: '/chat', headers: widgetHeaders(b), payload: { input: 'Hello?' } });
    const lead = await app.inject({
      method: 'POST',
      url: `/chat/${chat.json<ChatResponse>().id}/lead`,
      headers: widgetHeaders(b),
      payload: { email: 'x@example.com', consent: true },
    });
    expect(lead.statusCode).toBe(201);
    await events.settled();
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.organizationId, b.organizationId))).toEqual([]);
  });
});
