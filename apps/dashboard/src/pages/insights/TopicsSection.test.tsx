import type { Topic, Topics } from '@parley/api-client/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { formatters } from './format';
import { TopicsSection } from './TopicsSection';
import { renderPageAt } from './test-routing';

vi.mock('../../lib/api', () => ({ api: { getTopics: vi.fn() } }));

const topic = (over: Partial<Topic>): Topic => ({
  key: 'intent:price',
  kind: 'intent',
  label: 'price',
  count: 6,
  previous_count: 4,
  unanswered: 3,
  unanswered_share: 0.5,
  products: [{ product_id: 2, name: 'Trailhead 40L', count: 4 }],
  examples: ['how much is the trailhead 40l'],
  ...over,
});
const topics = (list: Topic[]): Topics => ({
  period: { start: '2026-02-01', end: '2026-03-02', time_zone: 'UTC' },
  topics: list,
  coverage: { questions: 12, question_cap: 300, method: 'terms' },
});
const render = (language = 'en') =>
  renderPageAt('/dashboard/analytics', <TopicsSection query={{ period: '7d' }} format={formatters(language)} />, '/dashboard/analytics');

describe('the topics section', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });
  beforeEach(() => vi.mocked(api.getTopics).mockReset());

  it('shows each topic with its questions, trend in words, unanswered share and products, for the period asked', async () => {
    vi.mocked(api.getTopics).mockResolvedValue(
      topics([
        topic({}),
        topic({ key: 'faq:1', kind: 'faq', label: 'Do you ship to Canada?', count: 3, previous_count: 6, unanswered: 0, unanswered_share: 0, products: [] }),
        topic({ key: 'term:kayak', kind: 'term', label: 'kayak', count: 2, previous_count: 0, unanswered: 2, unanswered_share: 1, products: [] }),
        topic({ key: 'other', kind: 'other', label: '', count: 1, previous_count: 1, unanswered: 0, unanswered_share: 0, products: [], examples: [] }),
      ]),
    );
    render();
    const price = await screen.findByRole('row', { name: /Prices/ });
    expect(within(price).getByText('Up 50%')).toBeTruthy();
    expect(within(price).getByText('50%')).toBeTruthy();
    expect(within(price).getByText('Trailhead 40L')).toBeTruthy();
    expect(within(price).getByText(/“how much is the trailhead 40l”/)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Do you ship to Canada/ })).getByText('Down 50%')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /kayak/ })).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Other questions/ })).getByText('No change')).toBeTruthy();
    expect(screen.getByText('Grouped from the 12 most asked distinct questions.')).toBeTruthy();
    expect(api.getTopics).toHaveBeenCalledWith(expect.objectContaining({ period: '7d' }));
  });

  it('says when there is nothing to group, and offers a retry when loading fails', async () => {
    vi.mocked(api.getTopics).mockResolvedValueOnce(topics([]));
    render();
    expect(await screen.findByText('No questions asked in this period yet.')).toBeTruthy();
    vi.mocked(api.getTopics).mockRejectedValueOnce(new Error('boom'));
    render();
    await waitFor(() => expect(screen.getByText(/Topics could not be loaded/)).toBeTruthy());
  });

  it('names the kinds of question in Arabic, right to left, with the business’s own words kept whole', async () => {
    await startTestI18n(['insights'], 'ar');
    vi.mocked(api.getTopics).mockResolvedValue(topics([topic({})]));
    render('ar');
    const row = await screen.findByRole('row', { name: /الأسعار/ });
    expect(within(row).getByText('Trailhead 40L').tagName).toBe('BDI');
    await startTestI18n(['insights']);
  });
});
