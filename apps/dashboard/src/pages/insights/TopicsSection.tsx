import type { AnalyticsQuery, Topic, Topics } from '@parley/api-client/schemas';
import { ErrorState, Spinner } from '@parley/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useDelayed, useLoad } from '../../lib/hooks';
import { FigureTable } from './FigureTable';
import type { Formatters } from './format';
import { browserTimeZone } from './period';
import { topicName } from './summary-text';

/** The trend against the period before, in words (a colour alone would not say it). */
function trend(t: TFunction, format: Formatters, topic: Topic): string {
  if (topic.previous_count === 0) return t('insights.topics.new');
  const change = (topic.count - topic.previous_count) / topic.previous_count;
  if (change === 0) return t('insights.topics.same');
  return change > 0 ? t('insights.topics.up', { percent: format.percent(change) }) : t('insights.topics.down', { percent: format.percent(-change) });
}

/** What visitors asked about in the period: each topic's questions, trend, unanswered share and products. */
export function TopicsTable({ data, format }: { data: Topics; format: Formatters }) {
  const { t } = useTranslation();
  if (data.topics.length === 0) return <p className="muted">{t('insights.topics.empty')}</p>;
  return (
    <>
      <FigureTable
        caption={t('insights.topics.caption')}
        rows={data.topics}
        rowKey={(row) => row.key}
        columns={[
          {
            id: 'topic',
            header: t('insights.topics.topic'),
            cellClassName: 'insights__question',
            cell: (row) => (
              <>
                <bdi>{topicName(t, row)}</bdi>
                {row.examples.length ? (
                  <small className="muted insights__examples">
                    {t('insights.topics.examples', { examples: row.examples.map((e) => `“${e}”`).join(', ') })}
                  </small>
                ) : null}
              </>
            ),
          },
          { id: 'count', header: t('insights.topics.questions'), align: 'end', cell: (row) => format.number(row.count) },
          { id: 'trend', header: t('insights.topics.trend'), cell: (row) => trend(t, format, row) },
          { id: 'unanswered', header: t('insights.topics.unanswered'), align: 'end', cell: (row) => format.percent(row.unanswered_share) },
          {
            id: 'products',
            header: t('insights.topics.products'),
            cell: (row) =>
              row.products.length ? (
                <ul className="insights__products">
                  {row.products.map((p) => (
                    <li key={p.product_id}>
                      <bdi>{p.name}</bdi>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted">—</span>
              ),
          },
        ]}
      />
      <p className="muted">{t('insights.topics.coverage', { count: data.coverage.questions })}</p>
    </>
  );
}

/** The analytics page's Topics card: loads on its own, so the figures above never wait for it. */
export function TopicsSection({ query, format }: { query: AnalyticsQuery; format: Formatters }) {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useLoad(() => api.getTopics({ ...query, time_zone: browserTimeZone() }), [JSON.stringify(query)]);
  const showSpinner = useDelayed(loading);
  return (
    <section className="card card--wide" aria-labelledby="topics-title" aria-busy={loading || undefined}>
      <h2 id="topics-title">{t('insights.topics.title')}</h2>
      <p className="muted">{t('insights.topics.lead')}</p>
      {error ? <ErrorState message={t('insights.topics.loadError', { message: error })} onRetry={() => void reload()} retryLabel={t('common.retry')} /> : null}
      {showSpinner ? <Spinner label={t('common.loading')} /> : null}
      {data && !error ? <TopicsTable data={data} format={format} /> : null}
    </section>
  );
}
