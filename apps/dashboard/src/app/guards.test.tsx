import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useAuth } from '../stores/auth';
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

  it('sends a person without an active subscription from a paid page to the gate', () => {
    useSubscription.setState({ status: 'ready', subscription: null });
    renderAt('/paid');
    expect(screen.getByText('subscription gate')).toBeTruthy();
  });

  it('lets a subscriber open a paid page', () => {
    useSubscription.setState({
      status: 'ready',
      subscription: {
        status: 'active',
        stripe_status: 'active',
        is_active: true,
        current_period_end: null,
        cancel_at_period_end: false,
        provider: 'test_mode',
        can_manage_payment_method: false,
        plan: { name: 'voice', code: 'voice_monthly', product_type: 'voice_ai', interval: 'month', amount_cents: 5000 },
      },
    });
    renderAt('/paid');
    expect(screen.getByText('paid page')).toBeTruthy();
  });
});
