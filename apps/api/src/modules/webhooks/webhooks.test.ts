import type { Webhook } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

const BASE = '/api/v1/organizations/current/webhooks';

/** The owner's webhooks through the API: validation, the secret shown once, and other organizations kept out. */
describe.each(testDatabases())('webhooks API on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => ({ app } = opened));

  const create = (auth: Record<string, string>, webhook: object) => app.inject({ method: 'POST', url: BASE, headers: auth, payload: { webhook } });

  it('creates a webhook and shows its secret once, never on reads or edits', async () => {
    const owner = await signUpOwner(app, 'hooks');
    const made = await create(owner.auth, { url: 'https://hooks.example.com/parley', events: ['question.unanswered', 'lead.created'] });
    expect(made.statusCode).toBe(201);
    const webhook = made.json<{ data: Webhook }>().data;
    expect(webhook).toMatchObject({ url: 'https://hooks.example.com/parley', events: ['lead.created', 'question.unanswered'], enabled: true });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(webhook.secret_hint).toBe(`…${webhook.secret!.slice(-4)}`);

    const listed = await app.inject({ method: 'GET', url: BASE, headers: owner.auth });

    expect(listed.json<{ data: Webhook[] }>().data).toEqual([expect.objectContaining({ id: webhook.id, secret_hint: webhook.secret_hint })]);
    expect(listed.body).not.toContain(webhook.secret!);

    const edited = await app.inject({
      method: 'PUT',
      url: `${BASE}/${webhook.id}`,
      headers: owner.auth,
      payload: { webhook: { url: 'https://hooks.example.com/v2', events: ['conversation.ended'], enabled: false } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: Webhook }>().data).toMatchObject({ url: 'https://hooks.example.com/v2', events: ['conversation.ended'], enabled: false });
    expect(edited.json<{ data: Webhook }>().data.secret).toBeUndefined();

    const deliveries = await app.inject({ method: 'GET', url: `${BASE}/${webhook.id}/deliveries`, headers: owner.auth });
    expect(deliveries.json()).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0 } });

    expect((await app.inject({ method: 'DELETE', url: `${BASE}/${webhook.id}`, headers: owner.auth })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: BASE, headers: owner.auth })).json<{ data: Webhook[] }>().data).toEqual([]);
  });

  it.each([
    [{ url: 'ftp://hooks.example.com/x', events: ['lead.created'] }, 'webhook.url: Enter a valid http:// or https:// URL'],
    [{ url: 'https://user:pw@hooks.example.com/x', events: ['lead.created'] }, 'webhook.url: The webhook URL must not contain a username or password'],
    [{ url: `https://hooks.example.com/${'x'.repeat(2000)}`, events: ['lead.created'] }, 'webhook.url: Webhook URL must be at most 2000 characters'],
    [{ url: 'https://hooks.example.com/x', events: [] }, 'webhook.events: Choose at least one event'],
    [{ url: 'https://hooks.example.com/x', events: ['lead.deleted'] }, /^webhook\.events\.0: must be one of lead\.created, /],
    [{ events: ['lead.created'] }, 'webhook.url: Webhook URL is required'],
  ])('refuses %j with 422 naming the field', async (webhook, message) => {
    const owner = await signUpOwner(app, 'hooks');
    const refused = await create(owner.auth, webhook);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it.each([
    'http://127.0.0.1:4000/hook',
    'http://localhost/hook',
    'https://[::1]/hook',
    'https://10.1.2.3/hook',
    'http://169.254.169.254/latest',
    'http://db.internal/x',
  ])('refuses the private address %s unless WEBHOOKS_ALLOW_PRIVATE_NETWORKS', async (url) => {
    const owner = await signUpOwner(app, 'hooks');
    const refused = await create(owner.auth, { url, events: ['lead.created'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toBe('webhook.url: The webhook URL must be a public address (not loopback or a private network)');
    const made = (await create(owner.auth, { url: 'https://hooks.example.com/x', events: ['lead.created'] })).json<{ data: Webhook }>().data;
    const edited = await app.inject({ method: 'PUT', url: `${BASE}/${made.id}`, headers: owner.auth, payload: { webhook: { url, events: ['lead.created'] } } });
    expect(edited.statusCode).toBe(422);
  });

  it('answers 404 for another organization’s webhook, whatever the operation', async () => {
    const owner = await signUpOwner(app, 'hooks');
    const other = await signUpOwner(app, 'other');
    const { id } = (await create(owner.auth, { url: 'https://hooks.example.com/x', events: ['lead.created'] })).json<{ data: Webhook }>().data;
    const tries = [
      app.inject({
        method: 'PUT',
        url: `${BASE}/${id}`,
        headers: other.auth,
        payload: { webhook: { url: 'https://evil.example.com/', events: ['lead.created'] } },
      }),
      app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: other.auth }),
      app.inject({ method: 'GET', url: `${BASE}/${id}/deliveries`, headers: other.auth }),
      app.inject({ method: 'POST', url: `${BASE}/${id}/deliveries/1/resend`, headers: other.auth }),
      app.inject({ method: 'POST', url: `${BASE}/${id}/test`, headers: other.auth }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json<{ error: string }>().error).toBe('Webhook not found');
    }
    expect((await app.inject({ method: 'GET', url: BASE, headers: other.auth })).json<{ data: Webhook[] }>().data).toEqual([]);
    // Still there, unchanged, for its owner.
    expect((await app.inject({ method: 'GET', url: BASE, headers: owner.auth })).json<{ data: Webhook[] }>().data).toEqual([
      expect.objectContaining({ id, url: 'https://hooks.example.com/x' }),
    ]);
  });

  it('keeps an organization to ten webhooks', async () => {
    const owner = await signUpOwner(app, 'hooks');
    for (let i = 0; i < 10; i += 1)
      expect((await create(owner.auth, { url: `https://hooks.example.com/${i}`, events: ['lead.created'] })).statusCode).toBe(201);
    const refused = await create(owner.auth, { url: 'https://hooks.example.com/11', events: ['lead.created'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('An organization can have at most 10 webhooks');
  });
});
