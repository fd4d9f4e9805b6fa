import { DataExportSchema, type Analytics, type AuditEntry, type AuditLogResponse, type Organization } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { foldRollups } from '../analytics/rollup-fold';
import { openShop, signUpBusiness, useTestApp, widgetHeaders, type Business, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { startVoiceTrial } from '../billing/plan-test-kit';
import { enforceRetention } from './retention';

const ORG = '/api/v1/organizations/current';
type Auth = { authorization: string };

describe.each(testDatabases())('the visitor’s data on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  /** A visitor's message through the widget; the chat id comes back. */
  async function chat(shop: Business, input: string, previousChatId?: string): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: widgetHeaders(shop),
      payload: { input, ...(previousChatId && { previousChatId }), metadata: { pageUrl: `${shop.origin}/` } },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: string }>().id;
  }
  const get = (auth: Auth, url: string) => app.inject({ method: 'GET', url, headers: auth });
  const remove = (auth: Auth, id: string) => app.inject({ method: 'DELETE', url: `${ORG}/conversations/${id}`, headers: auth });
  /** The analytics figures that must survive a deletion (top questions, the visitor's words, may not). */
  const figures = async (auth: Auth) => {
    const res = await get(auth, `${ORG}/analytics?period=90d`);
    expect(res.statusCode, res.body).toBe(200);
    const { totals, daily, busiest_hours, products } = res.json<{ data: Analytics }>().data;
    return { totals, daily, busiest_hours, products };
  };
  const exported = async (auth: Auth) => {
    const res = await get(auth, `${ORG}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="parley-export-\d{4}-\d{2}-\d{2}\.json"$/);
    return { text: res.body, document: DataExportSchema.parse(JSON.parse(res.body)) };
  };
  const auditActions = async (auth: Auth) => (await get(auth, `${ORG}/audit-log`)).json<{ data: AuditEntry[] }>().data.map((e) => e.action);
  /** The rollups as stored, once every pending delta is folded in. */
  const rollups = async (organizationId: number) => {
    await foldRollups(database.db);
    const rows = await database.db.execute(
      sql`SELECT bucket::text, conversations, chat, voice, converted, duration_seconds::text, messages, unanswered, leads
          FROM analytics_rollups WHERE organization_id = ${organizationId} ORDER BY bucket`,
    );
    const products = await database.db.execute(
      sql`SELECT span_minutes, bucket::text, product_id, recommended, clicked FROM analytics_product_rollups WHERE organization_id = ${organizationId} ORDER BY 1, 2, 3`,
    );
    return { rows: rows.rows, products: products.rows };
  };

  it('deleting a conversation removes its words, lead and events, keeps every analytics count, and is audited', async () => {
    const shop = await openShop(app, 'delete');
    const kept = await chat(shop, 'Do you ship to Canada?');
    const doomed = await chat(shop, 'Can I pay with zorkmid coins?');
    await chat(shop, 'Is the Summit Trail Shoe waterproof?', doomed);
    // A webhook for new leads: its delivery log carries the lead's contact details.
    const hook = await app.inject({
      method: 'POST',
      url: `${ORG}/webhooks`,
      headers: shop.auth,
      payload: { webhook: { url: 'https://hooks.example.com/parley', events: ['lead.created'] } },
    });
    expect(hook.statusCode).toBe(201);
    const lead = await app.inject({
      method: 'POST',
      url: `/chat/${doomed}/lead`,
      headers: widgetHeaders(shop),
      payload: { name: 'Vera Visitor', email: 'vera@example.com', consent: true },
    });
    expect(lead.statusCode).toBe(201);
    const click = await app.inject({
      method: 'POST',
      url: `/chat/${doomed}/events`,
      headers: widgetHeaders(shop),
      payload: { type: 'product_click', productId: shop.productId },
    });
    expect(click.statusCode).toBe(204);

    const deliveriesOfVera = async () =>
      Number(
        (
          await database.db.execute<{ n: number }>(
            sql`SELECT (SELECT count(*) FROM webhook_deliveries WHERE payload::text LIKE '%vera@example.com%')
              + (SELECT count(*) FROM email_outbox WHERE payload::text LIKE '%vera@example.com%') AS n`,
          )
        ).rows[0]!.n,
      );
    await expect.poll(deliveriesOfVera).toBe(1);
    const before = await figures(shop.auth);
    const storedBefore = await rollups(shop.organizationId);
    expect(before.totals).toMatchObject({ conversations: 2, leads: 1 });
    const questionsBefore = (await get(shop.auth, `${ORG}/analytics?period=90d`)).json<{ data: Analytics }>().data.top_questions;
    expect(questionsBefore.map((q) => q.question)).toContain('can i pay with zorkmid coins');

    expect((await remove(shop.auth, doomed)).statusCode).toBe(204);

    // The counts are the same, read through the API and as stored (the delta logs fold to nothing more).
    expect(await figures(shop.auth)).toEqual(before);
    expect(await rollups(shop.organizationId)).toEqual(storedBefore);
    const after = (await get(shop.auth, `${ORG}/analytics?period=90d`)).json<{ data: Analytics }>().data;
    expect(after.top_questions.map((q) => q.question)).not.toContain('can i pay with zorkmid coins');
    // The words are gone: the transcript, the listing, the leads, the export, the tables.
    expect((await get(shop.auth, `${ORG}/analytics/conversations/${doomed}`)).statusCode).toBe(404);
    const listing = (await get(shop.auth, `${ORG}/analytics/conversations`)).json<{ data: { id: string }[] }>().data;
    expect(listing.map((c) => c.id)).toEqual([kept]);
    expect((await get(shop.auth, `${ORG}/leads`)).json<{ data: unknown[] }>().data).toEqual([]);
    const { text, document } = await exported(shop.auth);
    expect(document.conversations.map((c) => c.id)).toEqual([kept]);
    expect(text).not.toMatch(/zorkmid|Vera|vera@example\.com/i);
    const left = await database.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM messages WHERE conversation_id = ${doomed})
        + (SELECT count(*) FROM leads WHERE email = 'vera@example.com')
        + (SELECT count(*) FROM product_events WHERE conversation_id = ${doomed}) AS n`);
    expect(Number(left.rows[0]!.n)).toBe(0);
    expect(await deliveriesOfVera()).toBe(0);
    // Deleting again is 404; the log says who deleted which conversation.
    expect((await remove(shop.auth, doomed)).statusCode).toBe(404);
    const log = (await get(shop.auth, `${ORG}/audit-log`)).json<{ data: AuditEntry[] }>().data;
    expect(log.find((e) => e.action === 'conversation.deleted')).toMatchObject({
      actor: { user_id: shop.user.id, label: 'Owner', email: shop.user.email },
      target: { type: 'conversation', id: doomed },
    });
  });

  it('another organization’s conversation is 404 to delete, and stays', async () => {
    const shop = await signUpBusiness(app, 'victim', 'Victim Co');
    const stranger = await signUpBusiness(app, 'stranger', 'Stranger Co');
    const id = await chat(shop, 'Do you deliver on Sundays?');
    const refused = await remove(stranger.auth, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Conversation not found' });
    expect((await get(shop.auth, `${ORG}/analytics/conversations/${id}`)).statusCode).toBe(200);
    expect(await auditActions(stranger.auth)).not.toContain('conversation.deleted');
  });

  it('streams an export of thousands of messages in batches: every conversation once, with its messages in order', async () => {
    const shop = await signUpBusiness(app, 'export', 'Export Co');
    // The voice plan: the thousands of visitors' messages below are past the free plan's month.
    await startVoiceTrial(app, shop.auth);
    const other = await signUpBusiness(app, 'exportother', 'Other Co');
    // 1,200 conversations (more than two batches), many sharing one start time (the keyset's tie on id), 3 messages each.
    await database.db.execute(sql`
      INSERT INTO conversations (id, organization_id, key_kind, outcome, message_count, started_at, last_message_at)
      SELECT 'bulk_' || lpad(i::text, 5, '0'), ${shop.organizationId}, 'live', 'answered', 3,
        '2026-01-01T00:00:00Z'::timestamptz + (i / 7) * interval '1.234567 seconds', '2026-01-01T00:10:00Z'::timestamptz
      FROM generate_series(1, 1200) AS i`);
    await database.db.execute(sql`
      INSERT INTO messages (conversation_id, organization_id, role, content)
      SELECT 'bulk_' || lpad(i::text, 5, '0'), ${shop.organizationId}, CASE WHEN m % 2 = 1 THEN 'user' ELSE 'assistant' END, 'message ' || m || ' of ' || i
      FROM generate_series(1, 1200) AS i, generate_series(1, 3) AS m ORDER BY i, m`);
    await chat(other, 'A question of another business');
    const visitorChat = await chat(shop, 'Do you have gift cards?');

    const { document } = await exported(shop.auth);
    expect(document.format).toBe('parley-export/1');
    expect(document.organization).toMatchObject({ id: shop.organizationId, name: 'Export Co' });
    const ids = document.conversations.map((c) => c.id);
    expect(ids).toHaveLength(1201);
    expect(new Set(ids).size).toBe(1201);
    expect(ids).toContain(visitorChat);
    expect(document.conversations.reduce((n, c) => n + c.messages.length, 0)).toBeGreaterThanOrEqual(3600);
    const sample = document.conversations.find((c) => c.id === 'bulk_00777')!;
    expect(sample.messages.map((m) => m.content)).toEqual(['message 1 of 777', 'message 2 of 777', 'message 3 of 777']);
    expect(JSON.stringify(document)).not.toContain('another business');
    expect(await auditActions(shop.auth)).toContain('data.exported');
  });

  it('retention: validated, shown with the organization, and the job deletes only older conversations, keeping the counts', async () => {
    const shop = await signUpBusiness(app, 'retain', 'Retain Co');
    const forever = await signUpBusiness(app, 'forever', 'Forever Co');
    const put = (auth: Auth, organization: object) => app.inject({ method: 'PUT', url: ORG, headers: auth, payload: { organization } });
    expect((await put(shop.auth, { conversation_retention_days: 0 })).json<{ error: string }>().error).toBe(
      'organization.conversation_retention_days: Retention must be at least 1 day',
    );
    expect((await put(shop.auth, { conversation_retention_days: 3651 })).statusCode).toBe(422);
    expect((await put(shop.auth, { conversation_retention_days: 1.5 })).statusCode).toBe(422);
    expect((await put(shop.auth, { conversation_retention_days: '30' })).statusCode).toBe(422);
    expect((await put(shop.auth, { conversation_retention_days: 30 })).statusCode).toBe(200);
    expect((await get(shop.auth, ORG)).json<{ data: Organization }>().data.attributes.conversation_retention_days).toBe(30);
    expect((await get(forever.auth, ORG)).json<{ data: Organization }>().data.attributes.conversation_retention_days).toBeNull();

    const old = await chat(shop, 'An old question about tents');
    const recent = await chat(shop, 'A recent question about tents');
    const foreverOld = await chat(forever, 'An old question kept forever');
    const backdate = (id: string, days: number) =>
      database.db.execute(
        sql`UPDATE conversations SET started_at = now() - make_interval(days => ${days}), last_message_at = now() - make_interval(days => ${days}) + interval '1 minute' WHERE id = ${id}`,
      );
    await backdate(old, 40);
    await backdate(recent, 20);
    await backdate(foreverOld, 400);
    const before = await figures(shop.auth);

    expect(await enforceRetention(database.db)).toBeGreaterThanOrEqual(1);
    expect((await get(shop.auth, `${ORG}/analytics/conversations/${old}`)).statusCode).toBe(404);
    expect((await get(shop.auth, `${ORG}/analytics/conversations/${recent}`)).statusCode).toBe(200);
    expect((await get(forever.auth, `${ORG}/analytics/conversations/${foreverOld}`)).statusCode).toBe(200);
    expect(await figures(shop.auth)).toEqual(before);
    expect(await enforceRetention(database.db)).toBe(0);

    const log = (await get(shop.auth, `${ORG}/audit-log`)).json<{ data: AuditEntry[] }>().data;
    expect(log[0]).toMatchObject({
      action: 'conversations.retention_deleted',
      actor: { user_id: null, label: 'Retention' },
      details: { count: 1, retention_days: 30 },
    });
    expect(log[1]).toMatchObject({ action: 'organization.retention_changed', details: { from: null, to: 30 } });

    // Keep forever again.
    expect((await put(shop.auth, { conversation_retention_days: null })).statusCode).toBe(200);
    expect((await get(shop.auth, ORG)).json<{ data: Organization }>().data.attributes.conversation_retention_days).toBeNull();
  });

  it('retention deletes in bounded batches until nothing is due', async () => {
    const shop = await signUpBusiness(app, 'batches', 'Batch Co');
    await database.db.execute(sql`UPDATE organizations SET conversation_retention_days = 7 WHERE id = ${shop.organizationId}`);
    await database.db.execute(sql`
      INSERT INTO conversations (id, organization_id, key_kind, started_at, last_message_at)
      SELECT 'old_' || i || '_' || ${shop.organizationId}, ${shop.organizationId}, 'live', now() - interval '30 days', now() - interval '30 days'
      FROM generate_series(1, 25) AS i`);
    expect(await enforceRetention(database.db, { batchSize: 10, maxBatches: 2 })).toBe(20);
    expect(await enforceRetention(database.db, { batchSize: 10, maxBatches: 2 })).toBe(5);
    const log = (await get(shop.auth, `${ORG}/audit-log`)).json<{ data: AuditEntry[] }>().data;
    expect(log.map((e) => e.details.count)).toEqual([5, 10, 10]);
  });

  it('the visitor deletes their own conversation with the widget key; another business’s key gets 404', async () => {
    const shop = await signUpBusiness(app, 'visitor', 'Visitor Co');
    const stranger = await signUpBusiness(app, 'visitorother', 'Other Co');
    const id = await chat(shop, 'Please forget me after this');
    expect((await app.inject({ method: 'DELETE', url: `/chat/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/chat/${id}`, headers: widgetHeaders(stranger) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/chat/${id}`, headers: widgetHeaders(shop, 'https://evil.example') })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/chat/not-a-chat`, headers: widgetHeaders(shop) })).statusCode).toBe(422);

    expect((await app.inject({ method: 'DELETE', url: `/chat/${id}`, headers: widgetHeaders(shop) })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/chat/${id}`, headers: widgetHeaders(shop) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/chat/${id}`, headers: widgetHeaders(shop) })).statusCode).toBe(404);
    const log = (await get(shop.auth, `${ORG}/audit-log`)).json<{ data: AuditEntry[] }>().data;
    expect(log[0]).toMatchObject({ action: 'conversation.deleted_by_visitor', actor: { user_id: null, label: 'Visitor' }, target: { id } });
  });

  it('the audit log records key rotation, role changes and member removal, newest first and paged', async () => {
    const shop = await signUpBusiness(app, 'audit', 'Audit Co');
    const email = `audited-${Date.now()}@example.com`;
    const invited = await app.inject({ method: 'POST', url: `${ORG}/invitations`, headers: shop.auth, payload: { invitation: { email } } });
    const token = new URL(invited.json<{ data: { register_url: string } }>().data.register_url, 'http://x').searchParams.get('invitation')!;
    const joined = await app.inject({
      method: 'POST',
      url: '/signup/invitation',
      payload: { user: { name: 'Mia Member', password: 'Str0ng-password' }, invitation: { token } },
    });
    const memberId = joined.json<{ data: { id: number } }>().data.id;
    const memberAuth = { authorization: String(joined.headers.authorization) };
    expect((await app.inject({ method: 'POST', url: `${ORG}/agent/keys/rotate`, headers: shop.auth, payload: { key: 'live_key' } })).statusCode).toBe(200);
    const patch = (role: string) => app.inject({ method: 'PATCH', url: `${ORG}/members/${memberId}`, headers: shop.auth, payload: { member: { role } } });
    expect((await patch('owner')).statusCode).toBe(200);
    expect((await patch('member')).statusCode).toBe(200);
    expect((await get(memberAuth, `${ORG}/audit-log`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `${ORG}/members/${memberId}`, headers: shop.auth })).statusCode).toBe(204);

    const log = (await get(shop.auth, `${ORG}/audit-log`)).json<AuditLogResponse>();
    expect(log.data.map((e) => e.action)).toEqual(['member.removed', 'member.role_changed', 'member.role_changed', 'agent.key_rotated']);
    expect(log.data[0]).toMatchObject({ target: { type: 'member', id: String(memberId) }, details: { email, name: 'Mia Member', role: 'member' } });
    expect(log.data[2]).toMatchObject({ details: { from: 'member', to: 'owner' } });
    expect(log.data[3]).toMatchObject({ actor: { user_id: shop.user.id, email: shop.user.email }, details: { key: 'live_key' } });
    expect(log.meta).toEqual({ page: 1, per_page: 50, total: 4 });
    const second = (await get(shop.auth, `${ORG}/audit-log?per_page=3&page=2`)).json<AuditLogResponse>();
    expect(second.data.map((e) => e.action)).toEqual(['agent.key_rotated']);
    expect((await get(shop.auth, `${ORG}/audit-log?per_page=500`)).statusCode).toBe(422);
  });
});
