import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ACTIVE_VOICE_PLAN } from '../billing/test-plans';
import { useAuth } from '../stores/auth';
import { useStanding } from '../stores/standing';
import { useSubscription } from '../stores/subscription';
import { PublicOnly, RequireAuth, RequireSubscription } from './guards';

/** Each guarded route shows a paragraph naming it, so a test reads where the guard let it go. */
const GUARDED = [
  { path: '/login', Guard: PublicOnly, text: 'login page' },
  { path: '/paid', Guard: RequireSubscription, text: 'paid page' },
  { path: '/dashboard/*', Guard: RequireAuth, text: 'dashboard page' },
];

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {GUARDED.map(({ path: guarded, Guard, text }) => (
          <Route
            key={guarded}
            path={guarded}
            element={
              <Guard>
                <p>{text}</p>
              </Guard>
            }
          />
        ))}
        <Route path="/gate" element={<p>custom gate</p>} />
        <Route path="/voice-ai/subscribe" element={<p>subscription gate</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guards', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuth.setState({ isAuthenticated: false, isLoading: false, redirectTo: null });
  });

  it('saves the intended URL with its query and sends a signed-out person to /login', () => {
    renderAt('/dashboard/account?tab=profile');
    expect(screen.getByText('login page')).toBeTruthy();
    expect(localStorage.getItem('intended_url')).toBe('/dashboard/account?tab=profile');
  });

  it('uses the stored final-redirect path when there is one', () => {
    localStorage.setItem('final_redirect_path', '/gate');
    renderAt('/dashboard');
    expect(screen.getByText('custom gate')).toBeTruthy();
  });

  it('shows a spinner while the session is being validated', () => {
    useAuth.setState({ isAuthenticated: true, isLoading: true });
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('lets a signed-in person through, and keeps them off the login page', () => {
    useAuth.setState({ isAuthenticated: true, isLoading: false });
    renderAt('/dashboard');
    expect(screen.getByText('dashboard page')).toBeTruthy();
    renderAt('/login');
    expect(screen.getAllByText('dashboard page')).toHaveLength(2);
  });

  it('sends a person who just signed in on the login page to where the sign-in said', () => {
    useAuth.setState({ isAuthenticated: true, isLoading: false, redirectTo: '/gate' });
    renderAt('/login');
    expect(screen.getByText('custom gate')).toBeTruthy();
  });

  it('lets a business without a plan open every page during its grace days', () => {
    useSubscription.setState({ status: 'ready', subscription: null });
    useStanding.setState({ status: 'ready', standing: { state: 'grace', grace_ends_at: '2030-01-08T00:00:00.000Z' } });
    renderAt('/paid');
    expect(screen.getByText('paid page')).toBeTruthy();
  });

  it('sends a business whose grace days have passed without a plan from a paid page to the plan prompt', () => {
    useSubscription.setState({ status: 'ready', subscription: null });
    useStanding.setState({ status: 'ready', standing: { state: 'lapsed', grace_ends_at: '2020-01-08T00:00:00.000Z' } });
    renderAt('/paid');
    expect(screen.getByText('subscription gate')).toBeTruthy();
  });

  it('waits for the standing before deciding', () => {
    useSubscription.setState({ status: 'ready', subscription: null });
    useStanding.setState({ status: 'loading', standing: null });
    renderAt('/paid');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('paid page')).toBeNull();
  });

  it('lets a subscriber open a paid page', () => {
    useSubscription.setState({ status: 'ready', subscription: ACTIVE_VOICE_PLAN });
    renderAt('/paid');
    expect(screen.getByText('paid page')).toBeTruthy();
  });
});
