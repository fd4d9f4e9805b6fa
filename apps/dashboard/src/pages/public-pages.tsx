import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Spinner } from '@parley/ui';
import { useAgent } from '../stores/agent';
import { useAuth } from '../stores/auth';
import { EmbeddedAgent } from './demo/EmbeddedAgent';
import { SHOWCASE_DEMOS, showcaseByPath } from './demo/showcase';
import { Alert } from '../components/Alert';
import { AuthCard, ButtonLink } from '../components/AuthCard';

/**
 * Demo pages: `/demo/{sub_id}` is that business's agent in demo mode; the named routes are the
 * showcase businesses; `/demo` lets a visitor pick one. The agent is the real widget.
 */
export function DemoPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showcase = showcaseByPath(pathname);
  const subId = useParams().subId ?? showcase?.subId;
  const { demoAgent, isLoading, error, loadDemo } = useAgent();
  useEffect(() => {
    if (subId) void loadDemo(subId);
  }, [subId, loadDemo]);
  const agent = subId && demoAgent?.organization.sub_id === subId ? demoAgent : null;

  if (!subId) {
    return (
      <main className="demo-page">
        <h1>{t('demo.title')}</h1>
        <p className="lead">{t('demo.body')}</p>
        <ul className="showcase-list">
          {SHOWCASE_DEMOS.map((demo) => (
            <li key={demo.path}>
              <Link to={demo.path} className="showcase-card">
                <strong>{demo.name}</strong>
                <span>{t(`demo.showcase.${demo.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="row">
          <ButtonLink to="/register">{t('auth.createAccount')}</ButtonLink>
        </p>
      </main>
    );
  }

  return (
    <main className="demo-page">
      <h1>{agent ? agent.organization.name : t('demo.title')}</h1>
      {isLoading ? <Spinner label={t('common.loading')} /> : null}
      <Alert>{error ? t('demo.loadFailed') : null}</Alert>
      {agent ? (
        <div className="demo-layout">
          <div className="demo-agent">
            {agent.avatar_url ? (
              <img className="avatar" src={agent.avatar_url} alt={t('persona.avatarAlt', { name: agent.name })} width={72} height={72} />
            ) : null}
            <p>
              <strong>{agent.name}</strong>
            </p>
            <blockquote lang={agent.languages[0]}>{agent.greeting}</blockquote>
            <p>{showcase ? t(`demo.showcase.${showcase.key}`) : t('demo.forOrganization')}</p>
            <p className="hint">{t('demo.tryHint')}</p>
          </div>
          <EmbeddedAgent apiKey={agent.demo_key} name={agent.name} />
        </div>
      ) : !isLoading && !error ? (
        <p>{t('demo.forOrganization')}</p>
      ) : null}
      <p className="row">
        <ButtonLink to="/register">{t('demo.getYours')}</ButtonLink>
        {showcase ? (
          <Link className="pl-button" to="/demo">
            {t('demo.otherDemos')}
          </Link>
        ) : null}
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

const WIDGET_KEY = /^pk_(live|demo)_[A-Za-z0-9_-]{10,80}$/;

/** `/widget?apiKey=…&version=…`: the page a QR code or a shared link opens — the agent itself. */
export function WidgetPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const apiKey = params.get('apiKey') ?? '';
  const valid = WIDGET_KEY.test(apiKey);
  return (
    <main className="widget-page">
      <h1 className="pl-visually-hidden">{t('widgetPreview.title')}</h1>
      {valid ? <EmbeddedAgent apiKey={apiKey} name={t('widgetPreview.title')} /> : <Alert>{t('widgetPreview.missingKey')}</Alert>}
    </main>
  );
}

export function BillingResultPage({ outcome }: { outcome: 'success' | 'failed' }) {
  const { t } = useTranslation();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  return (
    <AuthCard title={outcome === 'success' ? t('billingResult.successTitle') : t('billingResult.failedTitle')}>
      <p>{outcome === 'success' ? t('billingResult.successBody') : t('billingResult.failedBody')}</p>
      <p className="row">
        <ButtonLink to={isAuthenticated ? '/dashboard' : '/login'}>{isAuthenticated ? t('billingResult.toDashboard') : t('auth.signIn')}</ButtonLink>
      </p>
    </AuthCard>
  );
}
