import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../lib/api';
import { storedUser } from '../lib/session';
import { useAuth } from '../stores/auth';
import { formatters } from './insights/format';
import { KeyFigures } from './insights/KeyFigures';
import { browserTimeZone } from './insights/period';
import { SetupChecklist } from './insights/SetupChecklist';
import { useDelayed, useLoad } from '../lib/hooks';
import { RetryLoadState } from '../components/LoadState';

/** /dashboard: the last seven days at a glance, and the set-up steps as the data shows them. */
export function OverviewPage() {
  const { t } = useTranslation();
  const user = storedUser();
  const organization = useAuth((s) => s.organization) ?? user?.organization ?? null;
  return (
    <section className="page insights">
      <h1>{user ? t('overview.welcomeName', { name: user.name }) : t('overview.welcome')}</h1>
      <p className="lead">{t('insights.overview.lead')}</p>
      <WeekFigures />
      <SetupChecklist subId={organization?.sub_id ?? null} />
    </section>
  );
}

function WeekFigures() {
  const { t, i18n } = useTranslation();
  const { data, error, loading, reload } = useLoad(() => api.getAnalytics({ period: '7d', time_zone: browserTimeZone() }));
  const showSpinner = useDelayed(loading && !data);
  return (
    <section className="card card--wide" aria-labelledby="week-title">
      <h2 id="week-title">{t('insights.overview.weekTitle')}</h2>
      <RetryLoadState loading={showSpinner} error={error && t('insights.analytics.loadError', { message: error })} onRetry={() => void reload()} />
      {data ? (
        <KeyFigures
          totals={data.totals}
          previous={data.previous_totals}
          keys={['conversations', 'leads', 'conversion']}
          format={formatters(i18n.language)}
          links={{ conversations: '/dashboard/conversations', leads: '/dashboard/conversations?outcome=lead', conversion: '/dashboard/analytics' }}
        />
      ) : null}
      <p className="row">
        <Link to="/dashboard/conversations">{t('insights.overview.allConversations')}</Link>
        <Link to="/dashboard/analytics">{t('insights.overview.allAnalytics')}</Link>
      </p>
    </section>
  );
}
