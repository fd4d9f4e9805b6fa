import { Button, Spinner } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { api } from '../lib/api';
import { storedUser } from '../lib/session';
import { fetchSubscriptionStatus, isSubscribed } from '../lib/subscription';

type Check = { state: 'checking' } | { state: 'inactive' } | { state: 'active' } | { state: 'error' };

/** For signed-in people without an active subscription; subscribers go on to the dashboard. */
export function SubscriptionGate() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setCheck({ state: 'checking' });
    fetchSubscriptionStatus(api).then(
      (status) => live && setCheck({ state: isSubscribed(status) ? 'active' : 'inactive' }),
      (error: unknown) => {
        console.error('Error checking subscription status', error);
        if (live) setCheck({ state: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (check.state === 'active') return <Navigate to="/dashboard" replace />;
  const website = storedUser()?.organization.website_url;
  return (
    <main className="auth-card gate" data-testid="subscription-gate">
      {check.state === 'checking' ? (
        <Spinner label={t('gate.checking')} />
      ) : check.state === 'error' ? (
        <>
          <p role="alert" className="alert">{t('gate.error')}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</Button>
        </>
      ) : (
        <>
          <h1>{t('gate.title')}</h1>
          <p>{website ? t('gate.bodyWithSite', { website }) : t('gate.body')}</p>
          <ul className="checklist">
            <li>{t('gate.point1')}</li>
            <li>{t('gate.point2')}</li>
            <li>{t('gate.point3')}</li>
          </ul>
          <p className="row">
            <a className="pl-button pl-button--primary" href="/pricing">{t('gate.seePlans')}</a>
            <Link className="pl-button pl-button--secondary" to="/dashboard">{t('gate.exploreFirst')}</Link>
          </p>
        </>
      )}
    </main>
  );
}
