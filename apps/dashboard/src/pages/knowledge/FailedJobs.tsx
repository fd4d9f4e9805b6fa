import type { FailedJob } from '@parley/api-client';
import { Badge, Button } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useLoad } from '../../lib/hooks';
import { Alert } from '../../components/Alert';

/**
 * Crawls or documents that failed every attempt in the background (the job queue's dead letters),
 * each with its last error and a Retry button. `nameOf` gives the crawl's URL or the document's
 * file name; `watch` reloads the list when the page's own data changes.
 */
export function FailedJobs({
  kind,
  nameOf,
  watch,
  onRetried,
}: {
  kind: FailedJob['kind'];
  nameOf: (refId: number) => string | undefined;
  watch?: unknown;
  onRetried?: () => void;
}) {
  const { t } = useTranslation();
  const { data, error, reload } = useLoad(() => api.listFailedJobs(), [watch]);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const failed = (data ?? []).filter((job) => job.kind === kind);
  if (!failed.length && !error) return null;

  const retry = async (job: FailedJob) => {
    setRetrying(job.id);
    setRetryError(null);
    try {
      await api.retryJob(job.id);
      await reload();
      onRetried?.();
    } catch (failure) {
      setRetryError((failure as Error).message);
    } finally {
      setRetrying(null);
    }
  };

  return (
    <section className="failed-jobs" aria-labelledby={`failed-${kind}`}>
      <h3 id={`failed-${kind}`}>{t('jobs.failedTitle')}</h3>
      <p className="muted">{t('jobs.failedLead')}</p>
      <Alert>{error || retryError ? (retryError ?? error) : null}</Alert>
      <ul className="list">
        {failed.map((job) => {
          const name = nameOf(job.ref_id) ?? t('jobs.unknown', { id: job.ref_id });
          return (
            <li key={job.id} data-testid="failed-job">
              <span>
                <strong>{name}</strong> <Badge tone="danger">{t('jobs.attempts', { count: job.attempts })}</Badge>
              </span>
              {job.error ? <span className="muted">{job.error}</span> : null}
              <Button
                variant="secondary"
                loading={retrying === job.id}
                loadingLabel={t('jobs.retrying')}
                aria-label={t('jobs.retryNamed', { name })}
                onClick={() => void retry(job)}
              >
                {t('jobs.retry')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
