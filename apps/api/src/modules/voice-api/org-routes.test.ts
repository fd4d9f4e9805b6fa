import { describe, expect, it } from 'vitest';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';

describe.each(testDatabases())('the team through the Voice API on $name', ({ open }) => {
  let app: TestApp;
  useTestApp(open, {}, (opened) => ({ app } = opened));

  async function team() {
    const owner = await signUpOwner(app, 'org', 'Org Co');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/invitations',
      headers: owner.auth,
      payload: { invitation: { email: `m-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com` } },
    });
    const token = new URL(invited.json<{ data: { register_url: string } }>().data.register_url, 'http://x').searchParams.get('invitation')!;
    const joined = await app.inject({
      method: 'POST',
      url: '/signup/invitation',
      payload: { user: { name: 'M', password: 'Str0ng-password' }, invitation: { token } },
    });
    return { owner, member: { auth: { authorization: String(joined.headers.authorization) }, id: String(joined.json<{ data: { id: number } }>().data.id) } };
  }

  it('PATCH /org/{id}/role maps Vapi’s roles onto owner and member, for owners of that organization only', async () => {
    const { owner, member } = await team();
    const role = (auth: Record<string, string>, body: object, org = owner.subId) =>
      app.inject({ method: 'PATCH', url: `/org/${org}/role`, headers: auth, payload: body });

    expect((await role(member.auth, { userId: owner.user.id.toString(), role: 'viewer' })).statusCode).toBe(403);
    const bad = await role(owner.auth, { userId: member.id, role: 'superuser' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/^role: /);
    expect((await role(owner.auth, { userId: member.id, role: 'admin' })).json()).toMatchObject({ id: member.id, role: 'owner' });
    expect((await role(owner.auth, { userId: member.id, role: 'editor' })).json()).toMatchObject({ id: member.id, role: 'member' });
    expect((await role(owner.auth, { userId: String(owner.user.id), role: 'viewer' })).statusCode).toBe(409); // the last owner

    const users = await app.inject({ method: 'GET', url: `/org/${owner.organizationId}/user`, headers: owner.auth });
    expect(users.json()).toEqual([expect.objectContaining({ role: 'owner' }), expect.objectContaining({ id: member.id, role: 'member', isActive: true })]);
  });

  it('another organization’s id is 404, and removing a member ends their token', async () => {
    const { owner, member } = await team();
    const other = await signUpOwner(app, 'other', 'Other Co');
    expect((await app.inject({ method: 'GET', url: `/org/${other.subId}/user`, headers: owner.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/org/${other.subId}/member/${member.id}/leave`, headers: other.auth })).statusCode).toBe(404);

    const removed = await app.inject({ method: 'DELETE', url: `/org/${owner.subId}/member/${member.id}/leave`, headers: owner.auth });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: member.auth })).statusCode).toBe(401);
  });
});
