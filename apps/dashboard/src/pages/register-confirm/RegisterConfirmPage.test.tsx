import { ApiError, type Session } from '@parley/api-client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { DEFAULT_AFTER_LOGIN } from '../../lib/session';
import { useAuth } from '../../stores/auth';
import { RegisterPage } from '../auth-forms';
import { RegisterConfirmPage } from './RegisterConfirmPage';
import { startTestI18n } from '../../test-i18n';
import { expectSpentOnlyOnPress, LINK_TOKEN } from '../../test-email-link';

vi.mock('../../lib/api', () => ({
  api: { signup: vi.fn(), confirmSignup: vi.fn(), getCurrentOrganization: vi.fn(), logout: vi.fn() },
  preloadApi: vi.fn(() => Promise.resolve()),
}));

const session = {
  token: 'session-token',
  user: {
    id: 7,
    email: 'ada@example.com',
    name: 'Ada',
    language_preference: 'en',
    role: 'owner',
    organization: { id: 3, sub_id: 'org_x', name: 'Ada’s Shoes', website_url: 'shoes.example.com' },
    agent: null,
    created_at: '2026-01-01T00:00:00.000Z',
  },
} satisfies Session;

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/register/confirm" element={<RegisterConfirmPage />} />
        <Route path={DEFAULT_AFTER_LOGIN} element={<h1>Subscribe</h1>} />
      </Routes>
    </MemoryRouter>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('signing up on a server that sends email', () => {
  beforeAll(() => startTestI18n(['signup']));
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('tells the person to check their email, and lets them go back to use another address', async () => {
    vi.mocked(api.signup).mockResolvedValue({ status: 'check_your_email', email: 'ada@example.com' });
    open('/register');
    fill('Your name', 'Ada');
    fill('Work email', 'ada@example.com');
    fill('Password', 'Str0ng-password');
    fill('Business name', 'Ada’s Shoes');
    fill('Website URL', 'shoes.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    // Focus moves in an effect after the heading is shown: on a loaded machine the heading can be found before it runs.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toContain('We sent a link to ada@example.com.');
    expect(vi.mocked(api.signup).mock.calls[0]![0].user).toMatchObject({ email: 'ada@example.com', language_preference: 'en' });
    expect(useAuth.getState().isAuthenticated).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    const email = screen.getByLabelText('Work email');
    expect((email as HTMLInputElement).value).toBe('ada@example.com');
    expect(document.activeElement).toBe(email);
  });

  it('confirms the link only when asked, then signs in and goes where signing up goes', async () => {
    vi.mocked(api.confirmSignup).mockResolvedValue(session);
    open(`/register/confirm?token=${LINK_TOKEN}`);
    await expectSpentOnlyOnPress(api.confirmSignup, 'Create my account', 'Subscribe');
    expect(useAuth.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('jwt_token')).toBe('session-token');
  });

  it('says what is wrong with a used link and keeps the button; an address taken meanwhile offers signing in', async () => {
    vi.mocked(api.confirmSignup).mockRejectedValueOnce(
      new ApiError('This sign-up link has already been used. Each link works once: sign in instead.', 400, null),
    );
    open(`/register/confirm?token=${LINK_TOKEN}`);
    fireEvent.submit(screen.getByRole('form', { name: 'Create your Parley account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-up link has already been used. Each link works once: sign in instead.');
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeTruthy();

    vi.mocked(api.confirmSignup).mockRejectedValueOnce(new ApiError('This email got a Parley account since the link was sent.', 409, null));
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    // The first error stays on screen until the second answer arrives: wait for the new words.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This email got a Parley account since the link was sent.'));
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('tells a link without its token apart, and offers no button', () => {
    open('/register/confirm');
    expect(screen.getByRole('alert').textContent).toBe('This link has no sign-up code. Open the link from the email exactly as it was sent.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
