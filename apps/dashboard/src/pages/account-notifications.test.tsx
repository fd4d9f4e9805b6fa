import { ApiError } from '@parley/api-client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { NotificationsSection } from './account-notifications';
import { startTestI18n } from '../test-i18n';

vi.mock('../lib/api', () => ({ api: { getNotificationPreferences: vi.fn(), updateNotificationPreferences: vi.fn() } }));

const OWNER = { new_lead: true, handoff_request: true, daily_digest: true, timezone: 'UTC', email: 'olga@example.com', email_enabled: true };

describe('the member’s email notifications on the account page', () => {
  beforeAll(() => startTestI18n(['notifications']));
  afterEach(() => vi.clearAllMocks());

  it('shows the choices, and saves what the member changed with the browser’s time zone', async () => {
    vi.mocked(api.getNotificationPreferences).mockResolvedValue(OWNER);
    vi.mocked(api.updateNotificationPreferences).mockResolvedValue({ ...OWNER, new_lead: false });
    render(<NotificationsSection />);
    const newLead = await screen.findByRole<HTMLInputElement>('checkbox', { name: /new lead/ });
    expect(newLead.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /asks to talk to a person/ }).checked).toBe(true);
    expect(screen.getByText(/olga@example\.com/)).toBeTruthy();
    expect(screen.queryByTestId('email-not-configured')).toBeNull();

    fireEvent.click(newLead);
    expect(newLead.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    await waitFor(() =>
      expect(api.updateNotificationPreferences).toHaveBeenCalledWith({
        new_lead: false,
        handoff_request: true,
        daily_digest: true,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('Your notification choices are saved.');
  });

  it('says when this server sends no email, and shows what the server refused', async () => {
    vi.mocked(api.getNotificationPreferences).mockResolvedValue({ ...OWNER, email_enabled: false });
    vi.mocked(api.updateNotificationPreferences).mockRejectedValue(
      new ApiError('notifications.timezone: Mars/Olympus is not a time zone this server knows', 422),
    );
    render(<NotificationsSection />);
    expect((await screen.findByTestId('email-not-configured')).textContent).toMatch(/not set up on this server/);
    fireEvent.click(screen.getByRole('button', { name: 'Save notifications' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/is not a time zone this server knows/);
  });

  it('speaks the member’s language (Arabic)', async () => {
    await startTestI18n(['notifications'], 'ar');
    vi.mocked(api.getNotificationPreferences).mockResolvedValue(OWNER);
    render(<NotificationsSection />);
    expect(await screen.findByRole('heading', { name: 'إشعارات البريد الإلكتروني' })).toBeTruthy();
    // The heading shows while the choices load.
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: /يطلب زائر التحدث إلى شخص/ })).checked).toBe(true);
  });
});
