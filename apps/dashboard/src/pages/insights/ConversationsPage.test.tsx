import type { ConversationDetail, ConversationSummary, Paged } from '@parley/api-client';
import type { LiveEvent } from '@parley/api-client/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { useAuth } from '../../stores/auth';
import { ConversationsPage } from './ConversationsPage';
import { ORGANIZATION_REQUIRED_MESSAGE } from './organization';
import { startTestI18n } from '../../test-i18n';
import { renderPageAt, search } from './test-routing';

vi.mock('../../lib/api', () => ({
  api: { listConversations: vi.fn(), getConversation: vi.fn(), exportConversationsCsv: vi.fn(), streamLiveEvents: vi.fn() },
}));

const summary = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 'chat_00000000-0000-4000-8000-000000000001',
  channel: 'chat',
  session_id: 'sess-1',
  page_url: 'https://acme.example/shoes',
  language: 'en',
  outcome: 'lead',
  message_count: 4,
  started_at: '2026-03-01T10:00:00.000Z',
  last_message_at: '2026-03-01T10:02:05.000Z',
  duration_seconds: 125,
  first_question: 'Do you ship internationally?',
  lead: { name: 'Ada', email: 'ada@example.org', phone: null, interest: 'Trail shoes' },
  result: 'lead',
  summary: { text: 'Asked “Do you ship internationally?”; left a lead', asked: null, product: null },
  ...over,
});
const page = (rows: ConversationSummary[], total = rows.length): Paged<ConversationSummary> => ({ data: rows, meta: { page: 1, per_page: 20, total } });

const renderAt = (path: string) => renderPageAt('/dashboard/conversations', <ConversationsPage />, path);

describe('conversations page', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });
  beforeEach(() => {
    localStorage.clear();
    useAuth.setState({ organizationId: '7' });
    vi.mocked(api.listConversations)
      .mockReset()
      .mockResolvedValue(page([summary()]));
    // Live events: a stream that stays open and says nothing, unless a test speaks on it.
    vi.mocked(api.streamLiveEvents)
      .mockReset()
      .mockReturnValue(new Promise(() => {}));
  });

  it('shows the spec’s message instead of calling the API when there is no organization id', () => {
    useAuth.setState({ organizationId: null });
    renderAt('/dashboard/conversations');
    expect(screen.getByRole('alert').textContent).toBe(ORGANIZATION_REQUIRED_MESSAGE);
    expect(api.listConversations).not.toHaveBeenCalled();
  });

  it('asks the API for what the query string says', async () => {
    renderAt(
      '/dashboard/conversations?page=2&sort_by=message_count&sort_direction=asc&outcome=lead&start_date=2026-03-01&end_date=2026-03-31&session_id=sess-1',
    );
    await screen.findByRole('row', { name: /Do you ship internationally\?/ });
    expect(api.listConversations).toHaveBeenCalledWith({
      page: 2,
      per_page: 20,
      sort_by: 'message_count',
      sort_direction: 'asc',
      outcome: 'lead',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      session_id: 'sess-1',
    });
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-03-01');
    expect(screen.getByLabelText('Search by session ID')).toHaveProperty('value', 'sess-1');
    expect(screen.getByRole('columnheader', { name: /Messages/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('puts a new filter, search or sort into the query string and goes back to page 1', async () => {
    renderAt('/dashboard/conversations?page=3');
    await screen.findByRole('row', { name: /Do you ship/ });
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'unanswered' } });
    await waitFor(() => expect(search()).toBe('?result=unanswered'));
    expect(api.listConversations).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, result: 'unanswered' }));

    fireEvent.change(screen.getByLabelText('Search by session ID'), { target: { value: ' sess-9 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search()).toBe('?result=unanswered&session_id=sess-9'));

    fireEvent.click(screen.getByRole('button', { name: /Messages/ }));
    await waitFor(() => expect(search()).toContain('sort_by=message_count'));
  });

  it('tells a voice call in which the visitor never spoke as a silent call, and filters by it', async () => {
    vi.mocked(api.listConversations).mockResolvedValue(
      page([summary({ id: 'chat_silent', channel: 'voice', outcome: 'silent', result: 'silent', first_question: null, lead: null })]),
    );
    renderAt('/dashboard/conversations');
    const row = await screen.findByRole('row', { name: /Voice/ });
    expect(within(row).getByText('Silent call')).toBeTruthy();
    expect(within(row).queryByText('Answered')).toBeNull();
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'silent' } });
    await waitFor(() => expect(search()).toBe('?result=silent'));
    expect(api.listConversations).toHaveBeenLastCalledWith(expect.objectContaining({ result: 'silent' }));
    expect(within(row).getByText('Said nothing')).toBeTruthy();
  });

  it('shows each conversation as a one-line summary with what happened, and filters by the new results', async () => {
    vi.mocked(api.listConversations).mockResolvedValue(
      page([
        summary({
          id: 'chat_price',
          result: 'product_clicked',
          outcome: 'answered',
          first_question: 'How much is the Trailhead 40L?',
          summary: { text: '', asked: 'price', product: 'Trailhead 40L' },
        }),
        summary({
          id: 'chat_person',
          result: 'person_requested',
          outcome: 'unanswered',
          first_question: 'When do you open?',
          summary: { text: '', asked: 'hours', product: null },
        }),
      ]),
    );
    renderAt('/dashboard/conversations?outcome=lead');
    const price = await screen.findByRole('row', { name: /Asked about prices \(Trailhead 40L\); opened a product/ });
    expect(within(price).getByText('Product opened')).toBeTruthy();
    // The visitor's own words stay one hover away.
    expect(within(price).getByTitle('How much is the Trailhead 40L?')).toBeTruthy();
    const person = screen.getByRole('row', { name: /Asked about opening hours; asked for a person/ });
    expect(within(person).getByText('Person requested')).toBeTruthy();
    // The stored-outcome link (?outcome=lead) gives way to the result chosen.
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'person_requested' } });
    await waitFor(() => expect(search()).toBe('?result=person_requested'));
    expect(api.listConversations).toHaveBeenLastCalledWith(expect.objectContaining({ result: 'person_requested' }));
    expect(vi.mocked(api.listConversations).mock.lastCall![0]).not.toHaveProperty('outcome');
  });

  it('refuses a date range that ends before it starts, without asking the API', async () => {
    renderAt('/dashboard/conversations');
    await screen.findByRole('row', { name: /Do you ship/ });
    const calls = vi.mocked(api.listConversations).mock.calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(search()).toBe('?end_date=2026-03-01'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(search()).toBe('?end_date=2026-03-01');
    expect(vi.mocked(api.listConversations).mock.calls.length).toBe(calls + 1);
  });

  it('downloads the filtered conversations as a dated CSV', async () => {
    const blob = new Blob(['"id"\r\n'], { type: 'text/csv' });
    vi.mocked(api.exportConversationsCsv).mockResolvedValue(blob);
    const create = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderAt('/dashboard/conversations?outcome=lead&page=2');
    await screen.findByRole('row', { name: /Do you ship/ });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(api.exportConversationsCsv).toHaveBeenCalledWith({ sort_by: 'started_at', sort_direction: 'desc', outcome: 'lead' });
    expect(create).toHaveBeenCalledWith(blob);
    expect(downloads[0]).toMatch(/^conversations-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says so when there are no conversations yet, and when none match', async () => {
    vi.mocked(api.listConversations).mockResolvedValue(page([]));
    renderAt('/dashboard/conversations');
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
    cleanup();
    renderAt('/dashboard/conversations?outcome=lead');
    expect(await screen.findByText('No conversations match these filters.')).toBeTruthy();
  });

  it('says when the total is the server’s estimate, and leads back from a page past the end', async () => {
    vi.mocked(api.listConversations).mockResolvedValue({ data: [summary()], meta: { page: 1, per_page: 20, total: 25000, total_is_estimate: true } });
    renderAt('/dashboard/conversations');
    expect(await screen.findByText('Conversations found: about 25,000')).toBeTruthy();
    cleanup();
    vi.mocked(api.listConversations).mockResolvedValue(page([], 3));
    renderAt('/dashboard/conversations?page=9');
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(search()).toBe(''));
  });

  it('says it is live and reloads the list, same query, when a conversation moves', async () => {
    let speak: ((event: LiveEvent) => void) | undefined;
    vi.mocked(api.streamLiveEvents).mockImplementation((onEvent, { onStatus }) => {
      speak = onEvent;
      onStatus?.('live');
      return new Promise(() => {});
    });
    renderAt('/dashboard/conversations?outcome=lead');
    await screen.findByRole('row', { name: /Do you ship internationally\?/ });
    expect(screen.getByText('Live: new conversations appear as they happen')).toBeTruthy();
    expect(api.listConversations).toHaveBeenCalledTimes(1);
    vi.mocked(api.listConversations).mockResolvedValue(page([summary(), summary({ id: 'chat_2', first_question: 'Is the shoe waterproof?' })]));
    const moved = {
      id: 'chat_2',
      channel: 'chat',
      outcome: 'lead',
      message_count: 2,
      started_at: '2026-03-01T11:00:00.000Z',
      last_message_at: '2026-03-01T11:00:05.000Z',
    } as const;
    // Three moves in a burst are one reload.
    for (let i = 0; i < 3; i += 1) speak!({ type: 'conversation.updated', conversation: moved });
    await screen.findByRole('row', { name: /Is the shoe waterproof\?/ }, { timeout: 4_000 });
    expect(api.listConversations).toHaveBeenCalledTimes(2);
    expect(vi.mocked(api.listConversations).mock.calls[1]![0]).toMatchObject({ outcome: 'lead', page: 1 });
  });

  it('shows the error with a way to try again', async () => {
    vi.mocked(api.listConversations).mockRejectedValueOnce(new Error('Internal server error'));
    renderAt('/dashboard/conversations');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Internal server error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Do you ship/ })).toBeTruthy();
  });

  it('opens a linkable transcript with sources and the lead, showing HTML as text', async () => {
    const detail: ConversationDetail = {
      id: summary().id,
      outcome: 'lead',
      page_url: 'https://acme.example/shoes',
      language: 'fr',
      started_at: '2026-03-01T10:00:00.000Z',
      lead: { name: 'Ada', email: 'ada@example.org', phone: '+1 555 0100', interest: 'Trail shoes', created_at: '2026-03-01T10:02:00.000Z' },
      handoff: { status: 'agent', user_id: null, name: null, requested_at: null, since: null },
      call: null,
      messages: [
        {
          role: 'user',
          author: 'visitor',
          author_name: null,
          content: '<img src=x onerror="alert(1)">Do you ship?',
          sources: [],
          answered: null,
          created_at: '2026-03-01T10:00:00.000Z',
        },
        {
          role: 'assistant',
          author: 'agent',
          author_name: null,
          content: 'We ship to 40 countries.',
          sources: [
            { type: 'faq', id: 3, title: 'Shipping', url: 'https://acme.example/shipping' },
            { type: 'page', id: 4, title: 'Evil', url: 'javascript:alert(1)' },
          ],
          answered: true,
          created_at: '2026-03-01T10:00:02.000Z',
        },
      ],
    };
    vi.mocked(api.getConversation).mockResolvedValue(detail);
    renderAt('/dashboard/conversations');
    const row = await screen.findByRole('row', { name: /Do you ship internationally\?/ });
    fireEvent.click(within(row).getAllByRole('link')[0]!);
    await waitFor(() => expect(search()).toBe(`?conversation=${detail.id}`));
    const transcript = await screen.findByTestId('transcript');
    expect(api.getConversation).toHaveBeenCalledWith(detail.id);
    expect(within(transcript).getByText('<img src=x onerror="alert(1)">Do you ship?')).toBeTruthy();
    expect(transcript.querySelector('img')).toBeNull();
    expect(within(transcript).getByRole('link', { name: 'Shipping' }).getAttribute('href')).toBe('https://acme.example/shipping');
    expect(within(transcript).getByText('Evil').closest('a')).toBeNull();
    expect(within(transcript).getByRole('link', { name: 'ada@example.org' }).getAttribute('href')).toBe('mailto:ada@example.org');
    expect(within(transcript).getByText('French')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(search()).toBe(''));
  });

  it('shows a voice call’s record: how it ended, its length, each side’s talk time and when in the call each turn was said', async () => {
    const detail: ConversationDetail = {
      id: 'chat_call',
      outcome: 'answered',
      page_url: 'https://acme.example/',
      language: 'en',
      started_at: '2026-03-01T10:00:00.000Z',
      lead: null,
      handoff: { status: 'agent', user_id: null, name: null, requested_at: null, since: null },
      call: { outcome: 'abandoned', ended_reason: 'customer-disconnected', duration_seconds: 95, visitor_talk_seconds: 12, agent_talk_seconds: 31 },
      messages: [
        {
          role: 'assistant',
          author: 'agent',
          author_name: null,
          content: 'Hi! How can I help you today?',
          sources: [],
          answered: null,
          created_at: '2026-03-01T10:00:01.000Z',
        },
        {
          role: 'user',
          author: 'visitor',
          author_name: null,
          content: 'Do you ship to Canada?',
          sources: [],
          answered: null,
          created_at: '2026-03-01T10:01:05.000Z',
        },
        // After the call, in the chat a team member took it over into: not said in the call.
        {
          role: 'assistant',
          author: 'human',
          author_name: 'Mia',
          content: 'Mia here, happy to help.',
          sources: [],
          answered: null,
          created_at: '2026-03-01T10:30:00.000Z',
        },
      ],
    };
    vi.mocked(api.getConversation).mockResolvedValue(detail);
    renderAt('/dashboard/conversations?conversation=chat_call');
    const transcript = await screen.findByTestId('transcript');
    expect(within(transcript).getByText('Abandoned')).toBeTruthy();
    expect(within(transcript).getByText('The visitor’s connection dropped and did not come back')).toBeTruthy();
    expect(within(transcript).getByText('1 min 35 sec')).toBeTruthy();
    expect(within(transcript).getByText('Visitor 12 sec, agent 31 sec')).toBeTruthy();
    expect(within(transcript).getByText('1 sec into the call')).toBeTruthy();
    expect(within(transcript).getByText('1 min 5 sec into the call')).toBeTruthy();
    expect(within(transcript).queryAllByText(/into the call$/)).toHaveLength(2);
  });
});
