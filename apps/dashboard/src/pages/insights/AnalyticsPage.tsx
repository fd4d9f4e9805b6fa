import type { Analytics } from '@parley/api-client';
import { BarChart, EmptyState, ErrorState, Spinner } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { SplitBar } from './charts';
import { FigureTable } from './FigureTable';
import { formatters, type Formatters } from './format';
import { KeyFigures } from './KeyFigures';
import { PeriodPicker } from './PeriodPicker';
import { browserTimeZone, readPeriod, writePeriod } from './period';
import { TopQuestions, UnansweredQuestions } from './QuestionTables';
import { TopicsSection } from './TopicsSection';
import { useDelayed, useLoad } from '../../lib/hooks';

const FIGURES = ['conversations', 'leads', 'conversion', 'duration', 'messages', 'unanswered'] as const;

/** /dashboard/analytics: what the agent did in a period, against the period before. */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = readPeriod(params);
  const key = JSON.stringify(query);
  const { data, error, loading, reload } = useLoad(() => api.getAnalytics({ ...query, time_zone: browserTimeZone() }), [key]);
  const showSpinner = useDelayed(loading);
  const format = formatters(i18n.language);

  return (
    <section className="page insights" aria-busy={loading || undefined}>
      <h1>{t('nav.analytics')}</h1>
      <p className="lead">{t('insights.analytics.lead')}</p>
      <PeriodPicker key={key} query={query} shown={data?.period ?? null} onChange={(next) => setParams(writePeriod(next))} />
      {data ? (
        <p className="muted" role="status">
          {t('insights.analytics.range', { start: format.day(data.period.start), end: format.day(data.period.end) })}
        </p>
      ) : null}
      {error ? (
        <ErrorState message={t('insights.analytics.loadError', { message: error })} onRetry={() => void reload()} retryLabel={t('common.retry')} />
      ) : null}
      {showSpinner ? <Spinner label={t('common.loading')} /> : null}
      {data && !error ? <AnalyticsBody data={data} format={format} /> : null}
      {data && !error && data.totals.conversations > 0 ? <TopicsSection query={query} format={format} /> : null}
    </section>
  );
}

function AnalyticsBody({ data, format }: { data: Analytics; format: Formatters }) {
  const { t } = useTranslation();
  const { totals } = data;
  return (
    <>
      <h2 className="pl-visually-hidden">{t('insights.analytics.figuresTitle')}</h2>
      <KeyFigures totals={totals} previous={data.previous_totals} keys={FIGURES} format={format} />
      {totals.conversations === 0 ? (
        <EmptyState
          description={t('insights.analytics.empty')}
          action={<Link to="/dashboard/widget-settings">{t('insights.conversations.emptyAction')}</Link>}
        />
      ) : (
        <>
          <section className="card card--wide" aria-labelledby="daily-title">
            <h2 id="daily-title">{t('insights.analytics.dailyTitle')}</h2>
            <DailyChart daily={data.daily} format={format} />
          </section>
          <div className="two-columns insights__grid">
            <section className="card" aria-labelledby="hours-title">
              <h2 id="hours-title">{t('insights.analytics.hoursTitle', { zone: data.period.time_zone })}</h2>
              <HoursChart hours={data.busiest_hours} zone={data.period.time_zone} format={format} />
            </section>
            <section className="card" aria-labelledby="channels-title">
              <h2 id="channels-title">{t('insights.analytics.channelsTitle')}</h2>
              <SplitBar
                parts={[
                  { key: 'chat', label: t('insights.channels.chat'), value: totals.chat_conversations, tone: 'primary' },
                  { key: 'voice', label: t('insights.channels.voice'), value: totals.voice_conversations, tone: 'accent' },
                ]}
                formatValue={format.number}
                formatShare={format.percent}
              />
            </section>
          </div>
          <section className="card card--wide" aria-labelledby="top-title">
            <h2 id="top-title">{t('insights.questions.topTitle')}</h2>
            <TopQuestions questions={data.top_questions} format={format} />
          </section>
          <section className="card card--wide" aria-labelledby="unanswered-title">
            <h2 id="unanswered-title">{t('insights.questions.unansweredTitle')}</h2>
            <p className="muted">{t('insights.questions.unansweredLead')}</p>
            <UnansweredQuestions questions={data.unanswered_questions} format={format} />
          </section>
          <section className="card card--wide" aria-labelledby="products-title">
            <h2 id="products-title">{t('insights.products.title')}</h2>
            <ProductsTable products={data.products} format={format} />
          </section>
        </>
      )}
    </>
  );
}

/** Conversations and leads per day of the period. */
export function DailyChart({ daily, format }: { daily: Analytics['daily']; format: Formatters }) {
  const { t } = useTranslation();
  const first = daily[0];
  const last = daily[daily.length - 1];
  const busiest = daily.reduce<Analytics['daily'][number] | null>((best, day) => (!best || day.conversations > best.conversations ? day : best), null);
  const total = (key: 'conversations' | 'leads') => daily.reduce((sum, day) => sum + day[key], 0);
  const description =
    first && last && busiest && busiest.conversations > 0
      ? t('insights.analytics.dailyDescription', {
          conversations: t('insights.analytics.conversationCount', { count: total('conversations') }),
          leads: t('insights.analytics.leadCount', { count: total('leads') }),
          start: format.day(first.date),
          end: format.day(last.date),
          day: format.day(busiest.date),
          busiest: t('insights.analytics.conversationCount', { count: busiest.conversations }),
        })
      : t('insights.analytics.dailyEmpty');
  return (
    <div data-testid="daily-chart">
      <BarChart
        title={t('insights.analytics.dailyTitle')}
        description={description}
        hideTitle
        hideDescription
        labelHeader={t('insights.analytics.day')}
        categories={daily.map((day) => ({ label: format.day(day.date), short: format.shortDay(day.date) }))}
        series={[
          { key: 'conversations', label: t('insights.figures.conversations'), values: daily.map((day) => day.conversations), tone: 'primary' },
          { key: 'leads', label: t('insights.figures.leads'), values: daily.map((day) => day.leads), tone: 'accent' },
        ]}
        formatValue={format.number}
      />
    </div>
  );
}

/** Conversations by hour of the day, in UTC as the API counts them. */
export function HoursChart({ hours, zone, format }: { hours: Analytics['busiest_hours']; zone: string; format: Formatters }) {
  const { t } = useTranslation();
  const busiest = hours.reduce<Analytics['busiest_hours'][number] | null>(
    (best, hour) => (!best || hour.conversations > best.conversations ? hour : best),
    null,
  );
  const description =
    busiest && busiest.conversations > 0
      ? t('insights.analytics.hoursDescription', {
          hour: format.hour(busiest.hour),
          busiest: t('insights.analytics.conversationCount', { count: busiest.conversations }),
          zone,
        })
      : t('insights.analytics.hoursEmpty');
  return (
    <div data-testid="hours-chart">
      <BarChart
        title={t('insights.analytics.hoursTitle', { zone })}
        description={description}
        hideTitle
        hideDescription
        labelHeader={t('insights.analytics.hour', { zone })}
        categories={hours.map((hour) => ({ label: format.hour(hour.hour) }))}
        series={[{ key: 'conversations', label: t('insights.figures.conversations'), values: hours.map((hour) => hour.conversations), tone: 'primary' }]}
        formatValue={format.number}
      />
    </div>
  );
}

function ProductsTable({ products, format }: { products: Analytics['products']; format: Formatters }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="muted">{t('insights.products.empty')}</p>;
  return (
    <div data-testid="product-performance">
      <FigureTable
        caption={t('insights.products.title')}
        rows={products}
        rowKey={(product) => String(product.product_id)}
        columns={[
          { id: 'name', header: t('insights.products.name'), cell: (product) => product.name },
          { id: 'recommended', header: t('insights.products.recommended'), align: 'end', cell: (product) => format.number(product.recommended) },
          { id: 'clicked', header: t('insights.products.clicked'), align: 'end', cell: (product) => format.number(product.clicked) },
          {
            id: 'rate',
            header: t('insights.products.clickRate'),
            align: 'end',
            cell: (product) => (product.recommended ? format.percent(product.clicked / product.recommended) : '—'),
          },
        ]}
      />
    </div>
  );
}
