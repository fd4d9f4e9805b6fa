import type { AgentTestRun } from '@parley/api-client';
import { Badge } from '@parley/ui';
import { useTranslation } from 'react-i18next';

/** A run still under way: the page keeps reading it until it has finished. */
export const isActive = (run: AgentTestRun) => run.status === 'queued' || run.status === 'running';

/** "Running: 3 of 12 tests", with a progress bar, while a run is under way. */
export function RunProgress({ run }: { run: AgentTestRun }) {
  const { t } = useTranslation();
  return (
    <div className="card card--wide" role="status" data-testid="run-progress">
      <p>{t('agentTests.progress', { done: run.done, total: run.total })}</p>
      <progress max={Math.max(run.total, 1)} value={run.done} aria-label={t('agentTests.progressLabel')} />
    </div>
  );
}

/** The suite's runs, newest first: when, what started it, how many passed and failed, and why each failure failed. */
export function RunHistory({ runs }: { runs: readonly AgentTestRun[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="agent-test-runs">
      <h2 id="agent-test-runs">{t('agentTests.history')}</h2>
      {runs.length === 0 ? <p className="muted">{t('agentTests.noRuns')}</p> : null}
      <ol className="list">
        {runs.map((run) => {
          const failures = run.results.filter((result) => !result.passed);
          return (
            <li key={run.id} data-testid="agent-test-run">
              <p>
                <time dateTime={run.created_at}>{when.format(new Date(run.created_at))}</time> · {t(`agentTests.trigger.${run.trigger}`)}
                {run.change ? (
                  <>
                    {' '}
                    <bdi>({run.change})</bdi>
                  </>
                ) : null}
              </p>
              <p className="row">
                <Badge tone={run.status === 'failed' ? 'danger' : 'neutral'}>{t(`agentTests.status.${run.status}`)}</Badge>
                <Badge tone="success">{t('agentTests.passedCount', { count: run.passed })}</Badge>
                <Badge tone={run.failed ? 'danger' : 'neutral'}>{t('agentTests.failedCount', { count: run.failed })}</Badge>
                {run.broken.length ? <Badge tone="warning">{t('agentTests.broken', { count: run.broken.length })}</Badge> : null}
              </p>
              {failures.length ? (
                <details>
                  <summary>{t('agentTests.whyFailed')}</summary>
                  <ul>
                    {failures.map((result) => (
                      <li key={result.test_id}>
                        <bdi>{result.question}</bdi>
                        <ul>
                          {result.reasons.map((reason) => (
                            <li key={reason}>
                              <bdi>{reason}</bdi>
                            </li>
                          ))}
                        </ul>
                        <p className="muted">
                          {t('agentTests.answer')}: <bdi>{result.answer}</bdi>
                        </p>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
