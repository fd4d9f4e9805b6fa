import type { Lead } from '@parley/api-client';
import type { LiveEvent } from '@parley/api-client/schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { downloadBlob } from '../insights/download';
import { LeadsPage } from './LeadsPage';

vi.mock('../../lib/api', () => ({
  api: { listLeads: vi.fn(), exportLeadsCsv: vi.fn(), streamLiveEvents: vi.fn(() => new Promise(() => {})) },
}));
vi.mock('../insights/download', async (original) => ({ ...(await original<object>()), downloadBlob: vi.fn() }));

const lead = (id: number, name: string): Lead => ({
  id,
  conversation_id: `chat_00000000-0000-4000-8000-00000000000${id}`,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: null,
  interest: 'Tents',
  created_at: '2026-03-01T10:00:00Z',
});
const page = (data: Lead[], total = data.length, number = 1) => ({ data, meta: { page: number, per_page: 20, total } });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dashboard/leads" element={<LeadsPage />} />
        <Route path="/dashboard/conversations" element={<p>Conversations page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('the leads page', () => {
  beforeAll(() => startTestI18n(['leads', 'insights']));
  afterEach(() => vi.clearAllMocks());

  it('lists the leads with a link to each one’s conversation, and pages through them', async () => {
    vi.mocked(api.listLeads).mockResolvedValue(page([lead(1, 'Dana'), lead(2, 'Sam')], 45));
    renderAt('/dashboard/leads');
    expect(await screen.findByText('45 leads')).toBeTruthy();
    expect(screen.getAllByTestId('lead-row')).toHaveLength(2);
    expect(api.listLeads).toHaveBeenCalledWith({ q: '', page: 1, per_page: 20 });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.listLeads).toHaveBeenLastCalledWith({ q: '', page: 2, per_page: 20 }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/leads?page=2');

    fireEvent.click(screen.getByRole('link', { name: 'View the conversation Dana left a lead in' }));
    expect(await screen.findByText('Conversations page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/conversations?conversation=chat_00000000-0000-4000-8000-000000000001');
  });

  it('searches as the owner types, from the first page, and downloads what the search finds', async () => {
    vi.mocked(api.listLeads).mockResolvedValue(page([lead(1, 'Dana'), lead(2, 'Sam')], 45));
    renderAt('/dashboard/leads?page=3');
    await screen.findByText('45 leads');
    vi.mocked(api.listLeads).mockResolvedValue(page([lead(1, 'Dana')]));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search leads' }), { target: { value: 'dana' } });
    expect(await screen.findByText('1 lead matches')).toBeTruthy();
    expect(api.listLeads).toHaveBeenLastCalledWith({ q: 'dana', page: 1, per_page: 20 });

    const csv = new Blob(['created_at,name\r\n']);
    vi.mocked(api.exportLeadsCsv).mockResolvedValue(csv);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledWith(csv, expect.stringMatching(/^leads-\d{4}-\d{2}-\d{2}\.csv$/)));
    expect(api.exportLeadsCsv).toHaveBeenCalledWith({ q: 'dana' });
  });

  it('shows a lead left while the page is open, when the live events say a conversation moved', async () => {
    let speak: ((event: LiveEvent) => void) | undefined;
    vi.mocked(api.streamLiveEvents).mockImplementation((onEvent) => {
      speak = onEvent;
      return new Promise(() => {});
    });
    vi.mocked(api.listLeads).mockResolvedValue(page([lead(1, 'Dana')]));
    renderAt('/dashboard/leads');
    expect(await screen.findByText('1 lead')).toBeTruthy();
    vi.mocked(api.listLeads).mockResolvedValue(page([lead(2, 'Sam'), lead(1, 'Dana')]));
    const moved = {
      id: 'chat_2',
      channel: 'chat',
      outcome: 'lead',
      message_count: 3,
      started_at: '2026-03-01T11:00:00Z',
      last_message_at: '2026-03-01T11:00:05Z',
    } as const;
    speak!({ type: 'conversation.updated', conversation: moved });
    expect(await screen.findByText('2 leads', undefined, { timeout: 4_000 })).toBeTruthy();
  });

  it('says what to do when there are no leads yet, and when a search finds none', async () => {
    vi.mocked(api.listLeads).mockResolvedValue(page([]));
    renderAt('/dashboard/leads');
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search leads' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No lead matches this search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/leads'));
  });
});
