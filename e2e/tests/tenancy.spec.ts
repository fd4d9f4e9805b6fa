import { expect, test } from '@playwright/test';
import { newAccount, signupViaApi, storeSession } from './helpers';

test("one organization's user gets 404 for another organization's ids", async ({ page, request }) => {
  const alpha = await signupViaApi(request, newAccount('alpha'));
  const beta = await signupViaApi(request, newAccount('beta'));

  const invite = await request.post('/api/v1/organizations/current/invitations', {
    headers: { Authorization: `Bearer ${alpha.token}` },
    data: { invitation: { email: `teammate-${Date.now()}@example.com` } },
  });
  expect(invite.status()).toBe(201);
  const invitationId = ((await invite.json()) as { data: { id: number } }).data.id;

  await storeSession(page, beta);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-shell')).toBeVisible();

  // From inside beta's signed-in browser session, with beta's token.
  const statuses = await page.evaluate(
    async ([orgId, invId]) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('jwt_token')}`, Accept: 'application/json' };
      const own = await fetch('/api/v1/organizations/current', { headers });
      const other = await fetch(`/api/v1/organizations/${orgId}`, { headers });
      const otherInvite = await fetch(`/api/v1/organizations/current/invitations/${invId}`, { method: 'DELETE', headers });
      return { own: own.status, other: other.status, otherInvite: otherInvite.status, body: await other.json() };
    },
    [alpha.user.organization.id, invitationId] as const,
  );
  expect(statuses).toMatchObject({ own: 200, other: 404, otherInvite: 404, body: { error: expect.any(String) } });

  // Alpha's invitation is still there: beta's attempt changed nothing.
  const list = await request.get('/api/v1/organizations/current/invitations', {
    headers: { Authorization: `Bearer ${alpha.token}` },
  });
  const ids = ((await list.json()) as { data: { id: number }[] }).data.map((i) => i.id);
  expect(ids).toContain(invitationId);
});

test('an invited teammate joins the inviting organization through the invitation link', async ({ page, request }) => {
  const owner = await signupViaApi(request, newAccount('inviter'));
  const email = `invitee-${Date.now()}@example.com`;
  const invite = await request.post('/api/v1/organizations/current/invitations', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { invitation: { email } },
  });
  const registerUrl = ((await invite.json()) as { data: { register_url: string } }).data.register_url;

  await page.goto(registerUrl);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Your name').fill('Invited Teammate');
  await page.getByLabel('Password', { exact: true }).fill('Teammate-pass-42');
  await page.getByRole('button', { name: 'Join team' }).click();
  await expect(page).not.toHaveURL(/register/);

  const orgId = await page.evaluate(() => localStorage.getItem('organization_id'));
  expect(orgId).toBe(String(owner.user.organization.id));
});
