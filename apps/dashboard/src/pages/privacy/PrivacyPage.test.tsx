import { STORAGE_KEYS } from '@parley/api-client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { DeleteConversationButton } from './DeleteConversationButton';
import { PrivacyPage } from './PrivacyPage';
import { startTestI18n } from '../../test-i18n';

vi.mock('../../lib/api', () => ({
  api: {
    getCurrentOrganization: vi.fn(),
    updateOrganization: vi.fn(),
    exportOrganizationData: vi.fn(),
    listAuditLog: vi.fn(),
    deleteConversation: vi.fn(),
  },
}));
vi.mock('../insights/download', () => ({ downloadBlob: vi.fn() }));

const organization = (days: number | null) => ({
  organization: {
    id: 1,
    type: 'organization' as const,
    attributes: {
      sub_id: 'org_1',
      name: 'Trail Co',
      website_url: 'https://trail.example',
      created_at: '2026-01-01T00:00:00Z',
      conversation_retention_days: days,
    },
  },
  token: null,
});
const ENTRY = {
  id: 7,
  action: 'member.role_changed',
  actor: { user_id: 1, label: 'Olga Owner', email: 'olga@example.com' },
  target: { type: 'member', id: '2' },
  details: { email: 'mia@example.com', from: 'member', to: 'owner' },
  created_at: '2026-03-01T10:00:00Z',
};

function signInAs(role: 'owner' | 'member') {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ id: 1, role, name: 'Olga Owner', organization: { id: 1 } }));
}

describe('the privacy & data page', () => {
  beforeAll(() => startTestI18n(['privacy']));
  beforeEach(() => {
    vi.mocked(api.getCurrentOrganization).mockResolvedValue(organization(null));
    vi.mocked(api.listAuditLog).mockResolvedValue({ data: [ENTRY], meta: { page: 1, per_page: 20, total: 1 } });
  });
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
  });

  it('validates the days, says what is wrong, and saves a valid retention', async () => {
    signInAs('owner');
    vi.mocked(api.updateOrganization).mockResolvedValue({} as never);
    render(<PrivacyPage />);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Forever' })).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'For a number of days' }));
    const days = screen.getByRole('textbox', { name: 'Days after the last message' });
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Retention must be at least 1 day.')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(api.updateOrganization).not.toHaveBeenCalled();

    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    await waitFor(() => expect(api.updateOrganization).toHaveBeenCalledWith({ organization: { conversation_retention_days: 90 } }));
    expect(await screen.findByText('Retention saved.')).toBeTruthy();
  });

  it('keeps forever with null, downloads the export, and lists the audit log in words', async () => {
    signInAs('owner');
    vi.mocked(api.getCurrentOrganization).mockResolvedValue(organization(30));
    vi.mocked(api.updateOrganization).mockResolvedValue({} as never);
    vi.mocked(api.exportOrganizationData).mockResolvedValue(new Blob(['{}']));
    render(<PrivacyPage />);
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Days after the last message' })).value).toBe('30');
    fireEvent.click(screen.getByRole('radio', { name: 'Forever' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    await waitFor(() => expect(api.updateOrganization).toHaveBeenCalledWith({ organization: { conversation_retention_days: null } }));

    fireEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    await waitFor(() => expect(api.exportOrganizationData).toHaveBeenCalled());
    const row = (await screen.findByText('Changed mia@example.com from member to owner')).closest('tr')!;
    expect(within(row).getByText('Olga Owner')).toBeTruthy();
  });

  it('shows the export in the audit log as soon as it is done, without a reload', async () => {
    signInAs('owner');
    vi.mocked(api.exportOrganizationData).mockResolvedValue(new Blob(['{}']));
    render(<PrivacyPage />);
    await screen.findByText('Changed mia@example.com from member to owner');
    expect(screen.queryByText('Exported all data')).toBeNull();
    // The server writes the export to the log: the next read of the log has it.
    const exported = { ...ENTRY, id: 8, action: 'data.exported', details: {}, created_at: '2026-03-02T10:00:00Z' };
    vi.mocked(api.listAuditLog).mockResolvedValue({ data: [exported, ENTRY], meta: { page: 1, per_page: 20, total: 2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Export all data' }));
    expect(await screen.findByText('Exported all data')).toBeTruthy();
  });

  it('tells a member that only owners manage the data', () => {
    signInAs('member');
    render(<PrivacyPage />);
    expect(screen.getByRole('status').textContent).toMatch(/Only an owner/);
    expect(api.listAuditLog).not.toHaveBeenCalled();
  });

  it('deletes a conversation only after a confirmation, which can be cancelled', async () => {
    const onDeleted = vi.fn();
    vi.mocked(api.deleteConversation).mockResolvedValue(undefined);
    render(<DeleteConversationButton id="chat_1" onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Delete this conversation?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.deleteConversation).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.deleteConversation).toHaveBeenCalledWith('chat_1');
  });
});
