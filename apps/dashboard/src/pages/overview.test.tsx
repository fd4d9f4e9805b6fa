import type { Analytics, AnalyticsTotals } from '@parley/api-client';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { api } from '../lib/api';
import { useAuth } from '../stores/auth';
import { usePlansModal } from '../stores/plans-modal';
import { startTestI18n } from '../test-i18n';
import { OverviewPage } from './overview';

vi.mock('../lib/api', () => ({
  api: {
    getAnalytics: vi.fn(),
    getAgent: vi.fn(),
    listScrapes: vi.fn(),
    listFaqs: vi.fn(),
    listDocuments: vi.fn(),
    listProducts: vi.fn(),
    listConversations: vi.fn(),
    getStanding: vi.fn(),
  },
}));

const totals = (conversations: number, leads: number): AnalyticsTotals => ({
  conversations,
  chat_conversations: conversations,
  voice_conversations: 0,
  messages: conversations * 4,
  leads,
  conversion_rate: conversations ? leads / conversations : 0,
  average_duration_seconds: 60,
  unanswered_questions: 0,
});

describe('dashboard overview', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });
  beforeEach(() => {
    localStorage.clear();
    useAuth.setState({ organization: { sub_id: 'acme', name: 'Acme', website_url: 'https://acme.example', created_at: '' } });
    vi.mocked(api.getAnalytics).mockResolvedValue({ totals: totals(8, 2), previous_totals: totals(4, 2) } as Analytics);
    vi.mocked(api.getAgent).mockResolvedValue({
      id: 1,
      name: 'Ava',
      role: 'Sales assistant',
      tone: 'friendly',
      greeting: 'Welcome to Acme!',
      avatar_url: null,
    } as never);
    vi.mocked(api.listScrapes).mockResolvedValue([]);
    vi.mocked(api.listFaqs).mockResolvedValue({ data: [], meta: { page: 1, per_page: 1, total: 0 } });
    vi.mocked(api.listDocuments).mockResolvedValue([]);
    vi.mocked(api.listProducts).mockResolvedValue({ data: [], meta: { page: 1, per_page: 1, total: 0 } });
    vi.mocked(api.listConversations).mockResolvedValue({ data: [], meta: { page: 1, per_page: 50, total: 0 } });
    vi.mocked(api.getStanding).mockResolvedValue({ state: 'grace', grace_ends_at: '2030-01-08T00:00:00.000Z' });
  });

  it('shows the last seven days with links to the full pages', async () => {
    render(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    const conversations = await screen.findByTestId('figure-conversations');
    expect(api.getAnalytics).toHaveBeenCalledWith({ period: '7d', time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(conversations.textContent).toContain('8');
    expect(within(conversations).getByRole('link', { name: 'Conversations' }).getAttribute('href')).toBe('/dashboard/conversations');
    expect(screen.getByTestId('figure-leads').textContent).toContain('No change');
    expect(screen.getByRole('link', { name: 'Open analytics' }).getAttribute('href')).toBe('/dashboard/analytics');
  });

  it('ticks the set-up steps from real data, says what is left, and links each to where it is done', async () => {
    vi.mocked(api.listConversations).mockResolvedValue({
      data: [{ page_url: `http://${window.location.host}/demo/acme`, outcome: 'answered' }],
      meta: { page: 1, per_page: 50, total: 1 },
    } as never);
    render(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('setup-progress')).textContent).toBe('2 of 6 steps done · 4 steps left');
    const state = (step: string) => screen.getByTestId(`setup-${step}`).dataset.state;
    expect(['knowledge', 'persona', 'try', 'site', 'visitor', 'plan'].map(state)).toEqual(['todo', 'done', 'done', 'todo', 'todo', 'todo']);
    const link = (step: string) =>
      within(screen.getByTestId(`setup-${step}`))
        .getByRole('link')
        .getAttribute('href');
    expect(link('knowledge')).toBe('/dashboard/knowledge-base');
    expect(link('persona')).toBe('/dashboard/agent-persona');
    expect(link('try')).toBe('/demo/acme');
    expect(link('visitor')).toBe('/dashboard/conversations');
    fireEvent.click(within(screen.getByTestId('setup-plan')).getByRole('button', { name: 'Choose a plan' }));
    expect(usePlansModal.getState().open).toBe(true);
  });

  it('steps aside once every step is done', async () => {
    vi.mocked(api.listFaqs).mockResolvedValue({ data: [], meta: { page: 1, per_page: 1, total: 3 } });
    vi.mocked(api.listConversations).mockResolvedValue({
      data: [
        { page_url: `http://${window.location.host}/demo/acme`, outcome: 'answered' },
        { page_url: 'https://acme.example/shoes', outcome: 'lead' },
      ],
      meta: { page: 1, per_page: 50, total: 2 },
    } as never);
    vi.mocked(api.getStanding).mockResolvedValue({ state: 'subscribed', grace_ends_at: null });
    render(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    const done = await screen.findByTestId('setup-done');
    expect(done.hasAttribute('open')).toBe(false);
    expect(within(done).getByText(/All set/)).toBeTruthy();
    expect(screen.queryByTestId('setup-progress')).toBeNull();
  });
});
