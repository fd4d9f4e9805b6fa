import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storedUser } from '../lib/session';

const STEPS = [
  { to: '/onboarding', key: 'overview.stepBasics' },
  { to: '/dashboard/knowledge-base', key: 'overview.stepTrain' },
  { to: '/dashboard/agent-persona', key: 'overview.stepPersona' },
  { to: '/dashboard/widget-settings', key: 'overview.stepInstall' },
] as const;

export function OverviewPage() {
  const { t } = useTranslation();
  const user = storedUser();
  return (
    <section className="page">
      <h1>{user ? t('overview.welcomeName', { name: user.name }) : t('overview.welcome')}</h1>
      <p className="lead">{t('overview.lead')}</p>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{t(step.key)}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
