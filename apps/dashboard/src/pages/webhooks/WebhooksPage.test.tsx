import type { Webhook, WebhookDelivery } from '@parley/api-client/schemas';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { storedUser } from '../../lib/session';
import { WebhooksPage } from './WebhooksPage';
import { startTestI18n } from '../../test-i18n';

vi.mock('../../lib/api', () => ({
  api: {
    listWebhooks: vi.fn(),
    createWebhook: vi.fn(),
    updateWebhook: vi.fn(),
    deleteWebhook: vi.fn(),
    listWebhookDeliveries: vi.fn(),
    resendWebhookDelivery: vi.fn(),
    testWebhook: vi.fn(),
  },
}));
vi.mock('../../lib/session', () => ({ storedUser: vi.fn() }));

const HOOK: Webhook = {
  id: 1,
  url: 'https://crm.example.com/parley',
  events: ['lead.created'],
  enabled: true,
  secret_hint: '…abcd',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};
const FAILED: WebhookDelivery = {
  id: 7,
  event_id: 'evt_1',
  event_type: 'lead.created',
  status: 'failed',
  attempts: 14,
  response_status: 500,
  response_excerpt: 'oops',
  last_error: 'The receiver answered HTTP 500',
  next_attempt_at: null,
  delivered_at: null,
  created_at: '2026-11-02T10:00:00Z',
  payload: {},
};
const asOwner = (role: 'owner' | 'member') => vi.mocked(storedUser).mockReturnValue({ role } as ReturnType<typeof storedUser>);

describe('the webhooks page', () => {
  beforeAll(() => startTestI18n(['webhooks']));
  afterEach(() => vi.clearAllMocks());

  it('lets an owner add a webhook, saying what is wrong first, and shows its secret once with a copy button', async () => {
    asOwner('owner');
    vi.mocked(api.listWebhooks).mockResolvedValue([]);
    vi.mocked(api.createWebhook).mockResolvedValue({ ...HOOK, id: 2, url: 'https://hooks.example.com/x', secret: 'whsec_topsecret' });
    render(<WebhooksPage />);
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add a webhook' });
    fireEvent.click(within(form).getByRole('checkbox', { name: /lead\.created/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText('Webhook URL is required')).toBeTruthy();
    expect(within(form).getByText('Choose at least one event')).toBeTruthy();
    expect(api.createWebhook).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(/Endpoint URL/), { target: { value: 'ftp://hooks.example.com/x' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /conversation\.ended/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText('Enter a valid http:// or https:// URL')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Endpoint URL/), { target: { value: 'https://hooks.example.com/x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(api.createWebhook).toHaveBeenCalledWith({ url: 'https://hooks.example.com/x', events: ['conversation.ended'], enabled: true }));
    expect((await screen.findByLabelText<HTMLInputElement>('Signing secret')).value).toBe('whsec_topsecret');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    // How to use it is said here, in words and a sample, not left to a README.
    const notice = screen.getByText(/Signing secret for/).closest<HTMLElement>('.notice')!;
    // The address inside the sentence is isolated left to right, as a right-to-left page needs.
    expect(screen.getByText(/Signing secret for/).textContent).toContain('\u2066https://hooks.example.com/x\u2069');
    expect(notice.textContent).not.toMatch(/README/);
    expect(notice.textContent).toContain('HMAC-SHA256');
    expect(
      within(notice)
        .getByText(/createHmac\('sha256', secret\)/)
        .closest('pre')
        ?.getAttribute('dir'),
    ).toBe('ltr');
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('shows a webhook’s deliveries and resends a failed one', async () => {
    asOwner('owner');
    vi.mocked(api.listWebhooks).mockResolvedValue([HOOK]);
    vi.mocked(api.listWebhookDeliveries).mockResolvedValue({ data: [FAILED], meta: { page: 1, per_page: 20, total: 1 } });
    vi.mocked(api.resendWebhookDelivery).mockResolvedValue({ ...FAILED, status: 'pending' });
    render(<WebhooksPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show deliveries' }));
    const row = await screen.findByTestId('delivery');
    expect(row.textContent).toContain('Failed');
    expect(row.textContent).toContain('14');
    expect(row.textContent).toContain('500');
    fireEvent.click(within(row).getByRole('button', { name: /^Resend lead\.created/ }));
    await waitFor(() => expect(api.resendWebhookDelivery).toHaveBeenCalledWith(1, 7));
    await waitFor(() => expect(api.listWebhookDeliveries).toHaveBeenCalledTimes(2));
  });

  it('lists a webhook’s events one by one, each said in words', async () => {
    asOwner('member');
    vi.mocked(api.listWebhooks).mockResolvedValue([{ ...HOOK, events: ['lead.created', 'conversation.handoff_requested'] }]);
    render(<WebhooksPage />);
    const events = await screen.findByRole('list', { name: 'Events to send' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a visitor left their contact details lead.created', 'a visitor asked for a person conversation.handoff_requested']);
  });

  it('deletes a webhook only after a confirmation', async () => {
    asOwner('owner');
    vi.mocked(api.listWebhooks).mockResolvedValue([HOOK]);
    vi.mocked(api.deleteWebhook).mockResolvedValue(undefined);
    render(<WebhooksPage />);
    fireEvent.click(await screen.findByRole('button', { name: `Delete the webhook ${HOOK.url}` }));
    const confirm = screen.getByRole('group', { name: /Delete the webhook .* and its delivery log\?/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteWebhook).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: `Delete the webhook ${HOOK.url}` }));
    fireEvent.click(within(screen.getByRole('group', { name: /Delete the webhook/ })).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.deleteWebhook).toHaveBeenCalledWith(1));
  });

  it('shows a member the webhooks read-only and says who may change them', async () => {
    asOwner('member');
    vi.mocked(api.listWebhooks).mockResolvedValue([HOOK]);
    render(<WebhooksPage />);
    expect(await screen.findByText(HOOK.url)).toBeTruthy();
    expect(screen.getByText(/Only an owner of the organization can add or change webhooks/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a webhook' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the webhook/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit the webhook/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show deliveries' })).toBeTruthy();
  });
});
