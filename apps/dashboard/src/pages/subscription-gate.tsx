import { Button, ErrorState, Spinner } from '@parley/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PlansModal } from '../billing/PlansModal';
import { storedUser } from '../lib/session';
import { usePlansModal } from '../stores/plans-modal';
import { isSubscribed, useSubscription } from '../stores/subscription';
import { ButtonLink } from '../components/AuthCard';

/** For signed-in people without an active subscription; subscribers go on to the dashboard. */
export function SubscriptionGate() {
  const { t } = useTranslation();
  const { status, subscription, load } = useSubscription();
  const showPlans = usePlansModal((s) => s.show);
  useEffect(() => {
    void load(true);
  }, [load]);

  if (status === 'ready' && isSubscribed(subscription)) return <Navigate to="/dashboard" replace />;
  const website = storedUser()?.organization.website_url;
  return (
    <main className="auth-card gate" data-testid="subscription-gate">
      {status === 'loading' || status === 'idle' ? (
        <Spinner label={t('gate.checking')} />
      ) : status === 'error' ? (
        <ErrorState message={t('gate.error')} onRetry={() => void load(true)} retryLabel={t('common.retry')} retryVariant="primary" />
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
            <Button onClick={showPlans}>{t('gate.seePlans')}</Button>
            <ButtonLink to="/dashboard" variant="secondary">
              {t('gate.exploreFirst')}
            </ButtonLink>
          </p>
          <PlansModal />
        </>
      )}
    </main>
  );
}
