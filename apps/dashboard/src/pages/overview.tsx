import { Badge, type BadgeProps } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../lib/api';
import { storedUser } from '../lib/session';
import { useAuth } from '../stores/auth';
import { formatters } from './insights/format';
import { KeyFigures } from './insights/KeyFigures';
import { browserTimeZone } from './insights/period';
import { loadSetupSteps, type StepKey, type StepState } from './insights/setup-checklist';
import { OPEN_ADD_TO_SITE, openDialog } from './install/events';
import { useDelayed, useLoad } from '../lib/hooks';
import { RetryLoadState } from '../components/LoadState';

const STEPS: { step: StepKey; to: string; key: string }[] = [
  { step: 'basics', to: '/onboarding', key: 'overview.stepBasics' },
  { step: 'knowledge', to: '/dashboard/knowledge-base', key: 'overview.stepTrain' },
  { step: 'persona', to: '/dashboard/agent-persona', key: 'overview.stepPersona' },
  { step: 'install', to: '/dashboard/widget-settings', key: 'overview.stepInstall' },
];
const STATE_TONES = { done: 'success', todo: 'neutral', unknown: 'warning' } as const satisfies Record<StepState, BadgeProps['tone']>;

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
      <SetupChecklist organization={organization ? { name: organization.name, website_url: organization.website_url } : null} />
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

function SetupChecklist({ organization }: { organization: { name: string; website_url: string } | null }) {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useLoad(
    () => loadSetupSteps(api, organization, window.location.host),
    [organization?.name, organization?.website_url],
  );
  const showSpinner = useDelayed(loading && !data);
  const hints: Record<StepKey, string> = {
    basics: t('insights.overview.hintBasics'),
    knowledge: t('insights.overview.hintKnowledge'),
    persona: t('insights.overview.hintPersona'),
    install: t('insights.overview.hintInstall'),
  };
  const states: Record<StepState, string> = {
    done: t('insights.overview.done'),
    todo: t('insights.overview.todo'),
    unknown: t('insights.overview.unknown'),
  };
  const doneCount = data ? STEPS.filter(({ step }) => data[step] === 'done').length : 0;
  return (
    <section className="card card--wide" aria-labelledby="setup-title">
      <h2 id="setup-title">{t('insights.overview.setupTitle')}</h2>
      <RetryLoadState loading={showSpinner} error={error} onRetry={() => void reload()} />
      {data ? (
        <>
          <p className="muted" data-testid="setup-progress">
            {t('insights.overview.progress', { done: doneCount, total: STEPS.length })}
          </p>
          <ol className="setup-steps">
            {STEPS.map(({ step, to, key }) => (
              <li key={step} className={`setup-step setup-step--${data[step]}`} data-testid={`setup-${step}`} data-state={data[step]}>
                <span className="setup-step__mark" aria-hidden="true">
                  {data[step] === 'done' ? '✓' : data[step] === 'todo' ? '○' : '?'}
                </span>
                <div>
                  <p className="setup-step__title">
                    <Link to={to}>{t(key)}</Link>
                    {step === 'install' ? (
                      <button type="button" className="pl-button pl-button--ghost" onClick={() => openDialog(OPEN_ADD_TO_SITE)}>
                        {t('install.addToSite.open')}
                      </button>
                    ) : null}
                    <Badge tone={STATE_TONES[data[step]]}>{states[data[step]]}</Badge>
                  </p>
                  <p className="muted setup-step__hint">{hints[step]}</p>
                </div>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
