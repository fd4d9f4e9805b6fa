import { ApiError } from '@parley/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { UnlockPage } from './UnlockPage';
import { startTestI18n } from '../../test-i18n';
import { expectSpentOnlyOnPress, LINK_TOKEN } from '../../test-email-link';

vi.mock('../../lib/api', () => ({ api: { unlockAccount: vi.fn() } }));

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <UnlockPage />
    </MemoryRouter>,
  );

describe('the unlock page', () => {
  beforeAll(() => startTestI18n(['unlock']));
  afterEach(() => vi.clearAllMocks());

  it('unlocks only when asked, then says so with a link to sign in', async () => {
    vi.mocked(api.unlockAccount).mockResolvedValue(undefined);
    open(`/unlock?token=${LINK_TOKEN}`);
    await expectSpentOnlyOnPress(api.unlockAccount, 'Unlock my account', 'Your account is unlocked');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says what is wrong when the server refuses the link, and keeps the button', async () => {
    vi.mocked(api.unlockAccount).mockRejectedValue(new ApiError('This unlock link has already been used. Each link works once.', 400, null));
    open(`/unlock?token=${LINK_TOKEN}`);
    fireEvent.submit(screen.getByRole('form', { name: 'Unlock your account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This unlock link has already been used. Each link works once.');
    expect(screen.getByRole('button', { name: 'Unlock my account' })).toBeTruthy();
  });

  it('tells a link without its token apart, and offers no button', () => {
    open('/unlock');
    expect(screen.getByRole('alert').textContent).toBe('This link has no unlock code. Open the link from the email exactly as it was sent.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });
});
