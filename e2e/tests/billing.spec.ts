import { expect, test } from '@playwright/test';
import { newAccount, signupViaApi, storeSession } from './helpers';

test('a new business subscribes yearly through test-mode checkout, then cancels and keeps it', async ({ page, request }) => {
  const session = await signupViaApi(request, newAccount('billing'));
  await storeSession(page, session);

  // In its grace days a new business uses every page; a quiet notice says how long it has to choose.
  await page.goto('/dashboard/knowledge-base');
  await expect(page.getByRole('heading', { name: 'Knowledge base' })).toBeVisible();
  await expect(page.getByTestId('grace-notice')).toContainText('7 days left to choose a plan');

  await page.goto('/voice-ai/subscribe');
  await expect(page.getByTestId('subscription-gate')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore the dashboard first' })).toBeVisible();

  await page.getByRole('button', { name: 'See plans' }).click();
  const plans = page.getByRole('dialog', { name: 'Plans' });
  await expect(plans).toBeVisible();
  await plans.getByRole('radio', { name: /Pay Yearly/ }).click();
  await expect(plans.getByText('Save 15%')).toBeVisible();
  const voice = plans.getByTestId('plan-voice');
  await expect(voice).toContainText('$510');
  await voice.getByRole('button', { name: /Select Plan/ }).click();

  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' });
  await expect(confirm).toContainText('Your subscription will be updated immediately.');
  await expect(confirm.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm Change' }).click();

  // Parley's own TEST MODE checkout, since this server has no Stripe key.
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
  await expect(page.getByText(/TEST MODE/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Complete test payment' }).click();

  await expect(page).toHaveURL(/\/billing\/subscribe-success$/);
  await expect(page.getByRole('heading', { name: 'Your plan is active' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();

  // Subscribed: the pages open, and the grace notice is gone.
  await page.goto('/dashboard/knowledge-base');
  await expect(page.getByRole('heading', { name: 'Knowledge base' })).toBeVisible();
  await expect(page.getByTestId('grace-notice')).toHaveCount(0);

  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('billing-plan')).toHaveText('Voice Sales Agent, yearly');
  await expect(page.getByTestId('billing-period')).toContainText('Renews on');

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(cancel).toContainText('stays active until');
  await cancel.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('billing-period')).toContainText('Ends on');

  await page.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(page.getByTestId('billing-period')).toContainText('Renews on');

  // The gate is for people without a subscription: a subscriber goes on to the dashboard.
  await page.goto('/voice-ai/subscribe');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('cancelling on the test checkout page lands on the failure page and changes nothing', async ({ page, request }) => {
  const session = await signupViaApi(request, newAccount('billing-cancel'));
  await storeSession(page, session);
  await page.goto('/voice-ai/subscribe');
  await page.getByRole('button', { name: 'See plans' }).click();
  await page
    .getByTestId('plan-voice')
    .getByRole('button', { name: /Select Plan/ })
    .click();
  await page.getByRole('button', { name: 'Confirm Change' }).click();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/billing\/subscribe-failed$/);
  const current = await request.get('/api/v1/billings/current', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(current.status()).toBe(404);
});
