import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { startTestI18n } from '../test-i18n';
import { PlanUsageCard } from './billing-usage';

vi.mock('../lib/api', () => ({ api: { getPlanUsage: vi.fn() } }));

const INTERN = {
  plan: 'intern' as const,
  features: { voice: false, members: 3, messages_per_month: 500 },
  usage: { members: 2, messages_this_month: 1 },
  period_start: '2026-12-01T00:00:00.000Z',
};
const VOICE = { ...INTERN, plan: 'voice_monthly' as const, features: { voice: true, members: null, messages_per_month: null } };

describe('what the plan includes, on the billing page', () => {
  afterEach(() => vi.clearAllMocks());

  it('says in words what the Intern plan includes and how much of it is used', async () => {
    await startTestI18n([]);
    vi.mocked(api.getPlanUsage).mockResolvedValue(INTERN);
    render(<PlanUsageCard plan="intern" />);
    const card = await screen.findByTestId('billing-usage');
    expect(card.textContent).toContain('Voice calls on your website are not included; the Voice Sales Agent plan adds them.');
    expect(card.textContent).toContain('2 of 3 members, open invitations included');
    expect(card.textContent).toContain('1 of 500 visitor messages this month');
    expect(card.textContent).not.toContain('not chosen a plan');
  });

  it('says there is no limit on the voice plan, with plural forms (Arabic)', async () => {
    await startTestI18n([], 'ar');
    vi.mocked(api.getPlanUsage).mockResolvedValue(VOICE);
    render(<PlanUsageCard plan="voice_monthly" />);
    const card = await screen.findByTestId('billing-usage');
    expect(card.textContent).toContain('المكالمات الصوتية على موقعك مشمولة.');
    expect(card.textContent).toContain('عضوان، بلا حد أقصى');
    expect(card.textContent).toContain('رسالة واحدة من الزوار هذا الشهر، بلا حد أقصى');
  });

  it('explains the grace days: the free plan’s features until a plan is chosen', async () => {
    await startTestI18n([]);
    vi.mocked(api.getPlanUsage).mockResolvedValue({ ...INTERN, plan: null });
    render(<PlanUsageCard plan={null} />);
    expect((await screen.findByTestId('billing-usage')).textContent).toContain(
      "You have not chosen a plan yet, so your agent has the free Intern plan's features for now.",
    );
  });
});
