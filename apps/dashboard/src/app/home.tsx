import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { needsFullPageLoad } from '../lib/navigation';
import { saveIntendedUrl } from '../lib/session';
import { useAuth } from '../stores/auth';
import { AuthCard, ButtonLink } from '../components/AuthCard';

const billingCallback = (sessionId: string) => `/dashboard/billing/callback?session_id=${encodeURIComponent(sessionId)}`;

/**
 * `/` (spec §4): signed in → the dashboard, or the billing callback when a checkout `session_id`
 * came back; signed out → the saved callback as intended URL, and the marketing home page.
 */
export function HomeRoute() {
  const { isAuthenticated } = useAuth();
  const sessionId = useSearchParams()[0].get('session_id');
  if (isAuthenticated) return <Navigate to={sessionId ? billingCallback(sessionId) : '/dashboard'} replace />;
  if (sessionId) saveIntendedUrl(billingCallback(sessionId));
  return <ServerPage path="/" />;
}

/** A page the server renders (marketing): loaded from the server, or a plain fallback in dev. */
export function ServerPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const reload = needsFullPageLoad(path);
  useEffect(() => {
    if (reload) window.location.replace(path);
  }, [reload, path]);
  if (reload) return null;
  return (
    <AuthCard title={t('app.name')}>
      <p>{t('home.tagline')}</p>
      <p className="row">
        <ButtonLink to="/register">{t('auth.createAccount')}</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          {t('auth.signIn')}
        </ButtonLink>
      </p>
    </AuthCard>
  );
}
