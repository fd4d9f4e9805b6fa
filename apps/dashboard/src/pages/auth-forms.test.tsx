import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { startTestI18n } from '../test-i18n';
import { LoginPage } from './auth-forms';

vi.mock('../lib/api', () => ({ api: { login: vi.fn() }, preloadApi: vi.fn(() => Promise.resolve()) }));

const open = () =>
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// The sign-in page paints without the shared schemas (zod): it loads them to check the form on submit.
describe('the sign-in page', () => {
  beforeAll(() => startTestI18n([]));
  afterEach(() => vi.clearAllMocks());

  it('checks the form with the shared schema before sending anything', async () => {
    open();
    fill('Email', 'not-an-address');
    fill('Password', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is not a valid address')).toBeTruthy();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('sends a valid form', async () => {
    vi.mocked(api.login).mockReturnValue(new Promise(() => {}));
    open();
    fill('Email', 'ada@example.com');
    fill('Password', 'Str0ng-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(api.login).toHaveBeenCalledWith({ user: { email: 'ada@example.com', password: 'Str0ng-password' } }));
  });
});
