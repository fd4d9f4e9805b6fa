import type { PlanUsage } from '@parley/api-client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { startTestI18n } from '../test-i18n';
import { PlanUsageCard } from './billing-usage';

vi.mock('../lib/api', () => ({ api: { getPlanUsage: vi.fn() } }));

const INTERN: PlanUsage = {
  plan: 'intern',
  features: { voice: false, members: 3, messages_per_month: 500 },
  usage: { members: 2, messages_this_month: 1 },
  period_start: '2026-12-01T00:00:00.000Z',
};
const VOICE: PlanUsage = { ...INTERN, plan: 'voice_monthly', features: { voice: true, members: null, messages_per_month: null } };

/** The card's words for `usage`, in `language`. */
async function shown(usage: PlanUsage, language = 'en') {
  await startTestI18n([], language);
  vi.mocked(api.getPlanUsage).mockResolvedValue(usage);
  render(<PlanUsageCard plan={usage.plan} />);
  return (await screen.findByTestId('billing-usage')).textContent;
}

describe('what the plan includes, on the billing page', () => {
  afterEach(() => vi.clearAllMocks());

  it('says in words what the Intern plan includes and how much of it is used', async () => {
    const text = await shown(INTERN);
    expect(text).toContain('Voice calls on your website are not included; the Voice Sales Agent plan adds them.');
    expect(text).toContain('2 of 3 members, open invitations included');
    expect(text).toContain('1 of 500 visitor messages this month');
    expect(text).not.toContain('not chosen a plan');
  });

  it('says there is no limit on the voice plan, with plural forms (Arabic)', async () => {
    const text = await shown(VOICE, 'ar');
    expect(text).toContain('المكالمات الصوتية على موقعك مشمولة.');
    expect(text).toContain('عضوان، بلا حد أقصى');
    expect(text).toContain('رسالة واحدة من الزوار هذا الشهر، بلا حد أقصى');
  });

  it('explains the grace days: the free plan’s features until a plan is chosen', async () => {
    expect(await shown({ ...INTERN, plan: null })).toContain("You have not chosen a plan yet, so your agent has the free Intern plan's features for now.");
  });
});
