import type { Faq, ScrapingJobStatus } from '@parley/api-client';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { KnowledgeBasePage } from './KnowledgeBasePage';

vi.mock('../../lib/api', () => ({
  api: {
    listScrapes: vi.fn(),
    getScrapeStatus: vi.fn(),
    listFaqs: vi.fn(),
    listFailedJobs: vi.fn(() => Promise.resolve([])),
    getRefreshSchedule: vi.fn(() => Promise.resolve({ refresh: 'off' })),
  },
}));

const job = (status: ScrapingJobStatus['status'], faqs: number): ScrapingJobStatus => ({
  id: 1,
  url: 'https://trail.example',
  status,
  progress: { found: 8, done: status === 'completed' ? 8 : 3, failed: 0, max_pages: 100 },
  stats: { pages_count: 8, products_count: 0, faqs_count: faqs, skipped_robots: 0, skipped_duplicates: 0 },
  error: null,
  created_at: '2026-03-01T10:00:00Z',
  finished_at: status === 'completed' ? '2026-03-01T10:01:00Z' : null,
});
const faq = (id: number): Faq => ({
  id,
  question: `Question ${id}?`,
  answer: `Answer ${id}.`,
  source: 'scrape',
  source_url: null,
  updated_at: '2026-03-01T10:01:00Z',
});

describe('knowledge base page', () => {
  beforeAll(() => startTestI18n([]));

  it('lists the FAQs a crawl found as soon as it reports them, without a reload', async () => {
    vi.mocked(api.listScrapes).mockResolvedValue([job('running', 0)]);
    vi.mocked(api.listFaqs).mockResolvedValue({ data: [], meta: { page: 1, per_page: 100, total: 0 } });
    render(<KnowledgeBasePage />);
    expect(await screen.findByText('No FAQs yet.')).toBeTruthy();

    // The crawl finishes with 8 FAQs: the next poll of its status says so, and the FAQ list follows.
    const found = Array.from({ length: 8 }, (_, i) => faq(i + 1));
    vi.mocked(api.listFaqs).mockResolvedValue({ data: found, meta: { page: 1, per_page: 100, total: 8 } });
    vi.mocked(api.getScrapeStatus).mockResolvedValue(job('completed', 8));
    expect(await screen.findByText('Question 8?', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('stat-faqs').textContent).toBe('8');
    expect(screen.queryByText('No FAQs yet.')).toBeNull();
  });

  it('counts in words that agree with the number, and keeps the crawled address left to right', async () => {
    const one = {
      ...job('completed', 1),
      progress: { found: 1, done: 1, failed: 0, max_pages: 100 },
      stats: { ...job('completed', 1).stats, pages_count: 1, products_count: 2 },
    };
    vi.mocked(api.listScrapes).mockResolvedValue([one]);
    vi.mocked(api.listFaqs).mockResolvedValue({ data: [faq(1)], meta: { page: 1, per_page: 100, total: 1 } });
    render(<KnowledgeBasePage />);
    const shown = await screen.findByTestId('scrape-job');
    expect(shown.textContent).toContain('1 of 1 page read, 0 failed');
    expect(screen.getByTestId('stat-pages').parentElement!.textContent).toBe('1 page');
    expect(screen.getByTestId('stat-faqs').parentElement!.textContent).toBe('1 FAQ');
    expect(screen.getByTestId('stat-products').parentElement!.textContent).toBe('2 products');
    expect(screen.getByText('https://trail.example').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
