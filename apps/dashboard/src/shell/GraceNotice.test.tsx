import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlansModal } from '../stores/plans-modal';
import { graceDaysLeft, useStanding } from '../stores/standing';
import { useSubscription } from '../stores/subscription';
import { startTestI18n } from '../test-i18n';
import { GraceNotice } from './GraceNotice';

const DAY_MS = 24 * 60 * 60 * 1000;
const inGrace = (days: number) => {
  useSubscription.setState({ status: 'ready', subscription: null, error: null });
  useStanding.setState({ status: 'ready', standing: { state: 'grace', grace_ends_at: new Date(Date.now() + days * DAY_MS - 60_000).toISOString() } });
};

async function renderIn(language: string) {
  const i18n = await startTestI18n([], language);
  return render(
    <I18nextProvider i18n={i18n}>
      <GraceNotice />
    </I18nextProvider>,
  );
}

describe('the grace days notice', () => {
  beforeEach(() => usePlansModal.setState({ open: false }));

  it('counts a part day as a day, and never says zero', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    expect(graceDaysLeft(new Date('2030-01-08T12:00:00Z'), now)).toBe(7);
    expect(graceDaysLeft(new Date('2030-01-01T13:00:00Z'), now)).toBe(1);
    expect(graceDaysLeft(new Date('2030-01-01T11:00:00Z'), now)).toBe(1);
  });

  it('says how many days are left, in the plural the count needs, and opens the plans', async () => {
    inGrace(7);
    await renderIn('en');
    expect(screen.getByTestId('grace-notice').textContent).toContain('7 days left to choose a plan — the Intern plan is free');
    fireEvent.click(screen.getByRole('button', { name: 'Choose a plan' }));
    expect(usePlansModal.getState().open).toBe(true);
  });

  it('says one day in the singular, and two days in Arabic in its dual', async () => {
    inGrace(1);
    const { unmount } = await renderIn('en');
    expect(screen.getByTestId('grace-notice').textContent).toContain('1 day left to choose a plan');
    unmount();
    inGrace(2);
    await renderIn('ar');
    expect(screen.getByTestId('grace-notice').textContent).toContain('بقي يومان لاختيار خطة');
  });

  it('is not shown once a plan is chosen, nor after the grace days', async () => {
    useSubscription.setState({ status: 'ready', subscription: null, error: null });
    useStanding.setState({ status: 'ready', standing: { state: 'lapsed', grace_ends_at: '2020-01-01T00:00:00.000Z' } });
    await renderIn('en');
    expect(screen.queryByTestId('grace-notice')).toBeNull();
    useStanding.setState({ status: 'ready', standing: { state: 'subscribed', grace_ends_at: null } });
    expect(screen.queryByTestId('grace-notice')).toBeNull();
  });
});
