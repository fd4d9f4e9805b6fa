import { ALL_OPERATIONS, type Invitation, type Member } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { joinTeam, ownerHeaders, signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

/** Every operation an owner may call and a member may not: the contract says so, the server refuses. */
const OWNER_ONLY = [
  'cancelSubscription',
  'changeSubscription',
  'createCheckout',
  'createInvitation',
  'createSubscription',
  'createWebhook',
  'deleteConversation',
  'deleteInvitation',
  'deleteWebhook',
  'exportOrganizationData',
  'keepSubscription',
  'listAuditLog',
  'listInvitations',
  'listMembers',
  'openBillingPortal',
  'removeMember',
  'resendWebhookDelivery',
  'rotateAgentKey',
  'startTrial',
  'testWebhook',
  'updateMember',
  'updateOrganization',
  'updateWebhook',
];

describe.each(testDatabases())('roles and the team on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => ({ app } = opened));

  /** An owner and a member of one organization, the member joined through an invitation. */
  async function team() {
    const owner = await signUpOwner(app, 'roles', 'Role Co');
    return { owner, member: await joinTeam(app, owner.auth) };
  }

  it('the contract marks exactly the owner-only operations', () => {
    expect(
      ALL_OPERATIONS.filter((op) => op.role === 'owner')
        .map((op) => op.operationId)
        .sort(),
    ).toEqual(OWNER_ONLY);
  });

  it.each(OWNER_ONLY)('%s: a member gets 403 naming the role, an owner gets past the check', async (operationId) => {
    const { owner, member } = await team();
    const operation = ALL_OPERATIONS.find((op) => op.operationId === operationId)!;
    const url = operation.path.replace(/\{\w+\}/g, '999999');
    const send = (headers: Record<string, string>) => app.inject({ method: operation.method, url, headers, ...(operation.body ? { payload: {} } : {}) });
    const refused = await send(member.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/Only an owner/);
    expect((await send(owner.auth)).statusCode).not.toBe(403);
  });

  it('an owner lists the team, promotes and demotes, and the last owner cannot step down', async () => {
    const { owner, member } = await team();
    const list = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/members', headers: owner.auth });
    expect(list.json<{ data: Member[] }>().data).toEqual([
      expect.objectContaining({ id: owner.user.id, role: 'owner', you: true }),
      expect.objectContaining({ id: member.id, role: 'member', email: member.email, name: 'Mia Member', you: false }),
    ]);
    const patch = (auth: Record<string, string>, id: number, role: string) =>
      app.inject({ method: 'PATCH', url: `/api/v1/organizations/current/members/${id}`, headers: auth, payload: { member: { role } } });

    expect((await patch(owner.auth, owner.user.id, 'member')).statusCode).toBe(409); // the only owner
    expect((await patch(owner.auth, member.id, 'boss')).json<{ error: string }>().error).toBe('member.role: must be owner or member');
    const promoted = await patch(owner.auth, member.id, 'owner');
    expect(promoted.json<{ data: Member }>().data).toMatchObject({ id: member.id, role: 'owner' });
    // The role counts on the member's next request, with the token they already hold.
    expect((await app.inject({ method: 'GET', url: '/api/v1/organizations/current/members', headers: member.auth })).statusCode).toBe(200);
    expect((await patch(member.auth, owner.user.id, 'member')).json<{ data: Member }>().data).toMatchObject({ role: 'member' });
    expect((await app.inject({ method: 'GET', url: '/api/v1/organizations/current/members', headers: owner.auth })).statusCode).toBe(403);
  });

  it('removing a member ends their tokens at once; another organization’s people are 404', async () => {
    const { owner, member } = await team();
    const stranger = await signUpOwner(app, 'stranger', 'Other Co');
    const foreign = await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/members/${member.id}`, headers: stranger.auth });
    expect(foreign.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/members/${owner.user.id}`, headers: owner.auth })).statusCode).toBe(409);

    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/members/${member.id}`, headers: owner.auth });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: member.auth })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/login', payload: { user: { email: member.email, password: 'Str0ng-password' } } });
    expect(login.statusCode).toBe(401);
    const team2 = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/members', headers: owner.auth });
    expect(team2.json<{ data: Member[] }>().data).toHaveLength(1);
  });

  it('refuses removing the last owner and removing yourself, even with a second owner', async () => {
    const { owner, member } = await team();
    const remove = (auth: Record<string, string>, id: number) =>
      app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/members/${id}`, headers: auth });
    const lastOwner = await remove(owner.auth, owner.user.id);
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json<{ error: string }>().error).toMatch(/at least one owner/);

    const promoted = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/current/members/${member.id}`,
      headers: owner.auth,
      payload: { member: { role: 'owner' } },
    });
    expect(promoted.statusCode).toBe(200);
    const self = await remove(owner.auth, owner.user.id);
    expect(self.statusCode).toBe(409);
    expect(self.json<{ error: string }>().error).toMatch(/cannot remove yourself/);
    // Another owner may: the organization keeps one.
    expect((await remove(member.auth, owner.user.id)).statusCode).toBe(204);
    expect((await remove(member.auth, member.id)).statusCode).toBe(409);
  });

  it('invitation accept races give one member and 409 for the rest, never 500', async () => {
    const owner = await signUpOwner(app, 'race', 'Race Co');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/invitations',
      headers: ownerHeaders(owner.token),
      payload: { invitation: { email: `race-${Date.now()}@example.com` } },
    });
    const token = new URL(invited.json<{ data: Invitation }>().data.register_url!, 'http://x').searchParams.get('invitation')!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/signup/invitation',
          payload: { user: { name: `Racer ${i}`, password: 'Str0ng-password' }, invitation: { token } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
  });
});
