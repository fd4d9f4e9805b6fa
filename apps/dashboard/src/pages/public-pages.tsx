import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Spinner } from '@parley/ui';
import { useAgent } from '../stores/agent';
import { useAuth } from '../stores/auth';

/** Demo pages: with a sub id, that business's agent in demo mode; the live chat comes with the widget. */
export function DemoPage() {
  const { t } = useTranslation();
  const { subId } = useParams();
  const { demoAgent, isLoading, error, loadDemo } = useAgent();
  useEffect(() => {
    if (subId) void loadDemo(subId);
  }, [subId, loadDemo]);
  const agent = subId ? demoAgent : null;
  return (
    <main className="auth-card">
      <h1>{agent ? agent.organization.name : t('demo.title')}</h1>
      {isLoading ? <Spinner label={t('common.loading')} /> : null}
      {error ? <p role="alert" className="alert">{t('demo.loadFailed')}</p> : null}
      {agent ? (
        <div className="demo-agent">
          {agent.avatar_url ? <img className="avatar" src={agent.avatar_url} alt={t('persona.avatarAlt', { name: agent.name })} width={72} height={72} /> : null}
          <p><strong>{agent.name}</strong></p>
          <blockquote lang={agent.languages[0]}>{agent.greeting}</blockquote>
        </div>
      ) : (
        <p>{subId ? t('demo.forOrganization') : t('demo.body')}</p>
      )}
      <div className="empty-state" role="note">
        <p>{t('demo.notYet')}</p>
      </div>
      <p className="row">
        <Link className="pl-button pl-button--primary" to="/register">{t('auth.createAccount')}</Link>
      </p>
    </main>
  );
}

export function LoadingPage() {
  const { t } = useTranslation();
  const { organizationName } = useParams();
  return (
    <main className="page-center">
      <Spinner label={t('common.loading')} />
      <p>{organizationName ? t('loadingPage.forOrganization', { organization: organizationName }) : t('loadingPage.body')}</p>
    </main>
  );
}

/** `/widget?apiKey=…&version=…`: the preview a QR code or a shared link opens. */
export function WidgetPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const apiKey = params.get('apiKey');
  return (
    <main className="auth-card">
      <h1>{t('widgetPreview.title')}</h1>
      {apiKey ? (
        <div className="empty-state" role="note">
          <p>{t('widgetPreview.notYet')}</p>
        </div>
      ) : (
        <p role="alert" className="alert">{t('widgetPreview.missingKey')}</p>
      )}
    </main>
  );
}

export function BillingResultPage({ outcome }: { outcome: 'success' | 'failed' }) {
  const { t } = useTranslation();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  return (
    <main className="auth-card">
      <h1>{outcome === 'success' ? t('billingResult.successTitle') : t('billingResult.failedTitle')}</h1>
      <p>{outcome === 'success' ? t('billingResult.successBody') : t('billingResult.failedBody')}</p>
      <p className="row">
        <Link className="pl-button pl-button--primary" to={isAuthenticated ? '/dashboard' : '/login'}>
          {isAuthenticated ? t('billingResult.toDashboard') : t('auth.signIn')}
        </Link>
      </p>
    </main>
  );
}
