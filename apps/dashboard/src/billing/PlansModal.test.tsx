import type { Plan } from '@parley/api-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { usePlansModal } from '../stores/plans-modal';
import { useSubscription } from '../stores/subscription';
import { startTestI18n } from '../test-i18n';
import { PlansModal } from './PlansModal';
import { ACTIVE_VOICE_PLAN } from './test-plans';

vi.mock('../lib/api', () => ({
  api: {
    listPlans: vi.fn(),
    trackEvent: vi.fn(),
    createSubscription: vi.fn(),
    changeSubscription: vi.fn(),
    createCheckout: vi.fn(),
    getCurrentSubscription: vi.fn(),
  },
}));

const price = (code: 'intern' | 'voice_monthly' | 'voice_yearly', interval: 'month' | 'year', cents: number) => ({
  stripe_price_id: `price_parley_${code}`,
  code,
  billing_interval: interval,
  amount_cents: cents,
});
const PLANS: Plan[] = [
  { id: 1, type: 'plan', attributes: { name: 'intern', product_type: 'voice_ai', plan_prices: [price('intern', 'month', 0)] } },
  {
    id: 2,
    type: 'plan',
    attributes: { name: 'voice', product_type: 'voice_ai', plan_prices: [price('voice_monthly', 'month', 5000), price('voice_yearly', 'year', 51000)] },
  },
];
const voicePlan = ACTIVE_VOICE_PLAN;

function renderModal() {
  render(
    <MemoryRouter initialEntries={['/voice-ai/subscribe']}>
      <Routes>
        <Route path="/voice-ai/subscribe" element={<PlansModal />} />
        <Route path="/billing/subscribe-success" element={<p>plan active</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the plans prompt', () => {
  beforeAll(async () => {
    await startTestI18n([]);
  });
  beforeEach(() => {
    vi.mocked(api.listPlans).mockResolvedValue(PLANS);
    vi.mocked(api.trackEvent).mockResolvedValue(undefined);
    vi.mocked(api.createSubscription)
      .mockReset()
      .mockResolvedValue({ ...voicePlan, plan: { ...voicePlan.plan, name: 'intern', code: 'intern', amount_cents: 0 } });
    vi.mocked(api.getCurrentSubscription).mockResolvedValue(null);
    usePlansModal.setState({ open: true });
  });

  it('says the free plan needs no card, and takes it as a first choice in one click, with no "change your plan?"', async () => {
    useSubscription.setState({ status: 'ready', subscription: null, error: null });
    renderModal();
    const intern = await screen.findByTestId('plan-intern');
    expect(intern.textContent).toContain('Free, no card needed');
    fireEvent.click(within(intern).getByRole('button', { name: 'Select Plan: Intern' }));
    expect(await screen.findByText('plan active')).toBeTruthy();
    expect(api.createSubscription).toHaveBeenCalledExactlyOnceWith({ price_id: 'price_parley_intern', payment_intent_id: null });
    expect(screen.queryByText('Are you sure you want to change your plan?')).toBeNull();
  });

  it('asks before changing a current plan, and the question can be cancelled as well as taken to sales', async () => {
    useSubscription.setState({ status: 'ready', subscription: voicePlan, error: null });
    renderModal();
    const intern = await screen.findByTestId('plan-intern');
    fireEvent.click(within(intern).getByRole('button', { name: 'Select Plan: Intern' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to change your plan?' });
    expect(within(confirm).getByRole('link', { name: 'Contact Us' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('plan-intern')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Are you sure you want to change your plan?' })).toBeNull();
    expect(api.createSubscription).not.toHaveBeenCalled();
  });
});
