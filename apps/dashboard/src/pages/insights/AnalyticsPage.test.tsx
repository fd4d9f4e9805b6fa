import type { Analytics, AnalyticsTotals } from '@parley/api-client';
import { ApiError } from '@parley/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { AnalyticsPage } from './AnalyticsPage';
import { startTestI18n } from '../../test-i18n';
import { renderPageAt, search } from './test-routing';

/** The browser's zone goes with every request: days and hours are the owner's. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

vi.mock('../../lib/api', () => ({
  api: {
    getAnalytics: vi.fn(),
    createFaq: vi.fn(),
    getTopics: vi.fn(() =>
      Promise.resolve({ period: { start: '', end: '', time_zone: 'UTC' }, topics: [], coverage: { questions: 0, question_cap: 300, method: 'terms' } }),
    ),
  },
}));

const totals = (over: Partial<AnalyticsTotals> = {}): AnalyticsTotals => ({
  conversations: 12,
  chat_conversations: 9,
  voice_conversations: 3,
  messages: 60,
  leads: 3,
  conversion_rate: 0.25,
  average_duration_seconds: 95,
  unanswered_questions: 2,
  ...over,
});
const analytics = (over: Partial<Analytics> = {}): Analytics => ({
  period: { label: '30d', start: '2026-02-01', end: '2026-03-02', time_zone: 'Europe/Madrid' },
  totals: totals(),
  previous_totals: totals({ conversations: 10, leads: 0, conversion_rate: 0.2 }),
  daily: [{ date: '2026-03-01', conversations: 12, messages: 60, leads: 3 }],
  busiest_hours: Array.from({ length: 24 }, (_, hour) => ({ hour, conversations: hour === 9 ? 12 : 0 })),
  top_questions: [{ question: 'do you ship internationally', count: 5 }],
  unanswered_questions: [
    { question: 'do you ship to peru', count: 2, last_asked_at: '2026-03-01T09:00:00.000Z', conversation_id: 'chat_00000000-0000-4000-8000-000000000009' },
  ],
  products: [{ product_id: 1, name: 'Trail shoe', recommended: 4, clicked: 1 }],
  ...over,
});

const renderAt = (path: string) => renderPageAt('/dashboard/analytics', <AnalyticsPage />, path);

describe('analytics page', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });
  beforeEach(() => {
    vi.mocked(api.getAnalytics).mockResolvedValue(analytics());
  });

  it('shows the key figures with how they moved against the previous period', async () => {
    renderAt('/dashboard/analytics');
    const conversations = await screen.findByTestId('figure-conversations');
    expect(api.getAnalytics).toHaveBeenCalledWith({ period: '30d', time_zone: ZONE });
    expect(conversations.textContent).toContain('12');
    expect(conversations.textContent).toContain('Up 20%');
    expect(screen.getByTestId('figure-leads').textContent).toContain('New this period');
    expect(screen.getByTestId('figure-conversion').textContent).toContain('Up 5 points');
    expect(screen.getByTestId('figure-duration').textContent).toContain('1 min 35 sec');
    expect(screen.getByTestId('split-voice').textContent).toBe('3 (25%)');
    expect(screen.getByRole('table', { name: 'Products recommended and clicked' }).textContent).toContain('Trail shoe');
  });

  it('changes the period through the query string', async () => {
    renderAt('/dashboard/analytics');
    await screen.findByTestId('figure-conversations');
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(search()).toBe('?period=7d'));
    expect(api.getAnalytics).toHaveBeenLastCalledWith({ period: '7d', time_zone: ZONE });
  });

  it('checks a custom range before asking for it', async () => {
    renderAt('/dashboard/analytics');
    await screen.findByTestId('figure-conversations');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    // Starts from the dates on screen.
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '2026-02-01');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(search()).toBe('');
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-02-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(search()).toBe('?start_date=2026-02-01&end_date=2026-02-14'));
    expect(api.getAnalytics).toHaveBeenLastCalledWith({ start_date: '2026-02-01', end_date: '2026-02-14', time_zone: ZONE });
  });

  it('turns an unanswered question into an FAQ once the answer is written', async () => {
    vi.mocked(api.createFaq).mockResolvedValue({
      id: 1,
      question: 'do you ship to peru',
      answer: 'Yes, in 5 days.',
      source: 'manual',
      source_url: null,
      updated_at: '',
    });
    renderAt('/dashboard/analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'Add as FAQ: do you ship to peru' }));
    const dialog = screen.getByRole('dialog', { name: 'Add as FAQ', hidden: true });
    expect(within(dialog).getByLabelText('Question')).toHaveProperty('value', 'do you ship to peru');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ', hidden: true }));
    expect(within(dialog).getByText('Enter the answer.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Answer').getAttribute('aria-invalid')).toBe('true');
    expect(api.createFaq).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: '  ' } });
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: '  Yes, in 5 days. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ', hidden: true }));
    expect(within(dialog).getByText('Enter the question.')).toBeTruthy();
    expect(api.createFaq).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: 'Do you ship to Peru?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ', hidden: true }));
    await waitFor(() => expect(api.createFaq).toHaveBeenCalledWith({ faq: { question: 'Do you ship to Peru?', answer: 'Yes, in 5 days.' } }));
    expect(await screen.findByText('Added to FAQs')).toBeTruthy();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByText('“do you ship to peru” is now an FAQ.').getAttribute('role')).toBe('status');
  });

  it('keeps the form and shows the server’s message when the FAQ is refused', async () => {
    vi.mocked(api.createFaq).mockRejectedValue(new ApiError('faq.answer: Answer must be at most 5000 characters', 422, null));
    renderAt('/dashboard/analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'Add as FAQ: do you ship to peru' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: 'Yes.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ', hidden: true }));
    expect(await within(dialog).findByText('Answer must be at most 5000 characters')).toBeTruthy();
    expect(within(dialog).getByLabelText('Answer')).toHaveProperty('value', 'Yes.');
  });

  it('says there is nothing yet when the period had no conversations', async () => {
    vi.mocked(api.getAnalytics).mockResolvedValue(
      analytics({
        totals: totals({
          conversations: 0,
          chat_conversations: 0,
          voice_conversations: 0,
          leads: 0,
          messages: 0,
          conversion_rate: 0,
          average_duration_seconds: 0,
          unanswered_questions: 0,
        }),
        top_questions: [],
        unanswered_questions: [],
        products: [],
      }),
    );
    renderAt('/dashboard/analytics');
    expect(await screen.findByText(/No conversations in this period/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
