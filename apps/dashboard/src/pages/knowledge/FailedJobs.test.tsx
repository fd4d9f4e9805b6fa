import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { startTestI18n } from '../../test-i18n';
import { FailedJobs } from './FailedJobs';
import { settle } from '../../test-act';

vi.mock('../../lib/api', () => ({ api: { listFailedJobs: vi.fn(), retryJob: vi.fn() } }));

const failedDocument = {
  id: '42',
  kind: 'document' as const,
  ref_id: 7,
  error: 'The PDF parser ran out of memory',
  attempts: 5,
  failed_at: '2026-11-25T10:00:00.000Z',
};
const failedCrawl = { ...failedDocument, id: '43', kind: 'scrape' as const, ref_id: 3, error: 'connection reset' };

describe('failed background jobs', () => {
  beforeAll(async () => {
    await startTestI18n(['insights']);
  });

  it('shows the failed jobs of its kind with their error, and Retry sends the job back and reloads', async () => {
    vi.mocked(api.listFailedJobs).mockResolvedValueOnce([failedDocument, failedCrawl]).mockResolvedValueOnce([]);
    vi.mocked(api.retryJob).mockResolvedValue(undefined);
    const onRetried = vi.fn();
    render(<FailedJobs kind="document" nameOf={(id) => (id === 7 ? 'handbook.pdf' : undefined)} onRetried={onRetried} />);
    expect(await screen.findByText('handbook.pdf')).toBeTruthy();
    expect(screen.getByText('The PDF parser ran out of memory')).toBeTruthy();
    expect(screen.getByText('5 attempts')).toBeTruthy();
    expect(screen.queryByText('connection reset')).toBeNull(); // a crawl, shown on the knowledge page
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Retry handbook.pdf' })));
    expect(api.retryJob).toHaveBeenCalledWith('42');
    expect(onRetried).toHaveBeenCalled();
    expect(screen.queryByTestId('failed-job')).toBeNull();
  });

  it('shows nothing when no job has failed', async () => {
    vi.mocked(api.listFailedJobs).mockResolvedValue([]);
    const { container } = render(<FailedJobs kind="scrape" nameOf={() => undefined} />);
    await settle();
    expect(container.textContent).toBe('');
  });
});
