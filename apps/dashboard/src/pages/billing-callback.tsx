import type { CheckoutSession } from '@parley/api-client';
import { EmptyState, Spinner } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { api } from '../lib/api';
import { useSubscription } from '../stores/subscription';
import { Alert } from '../components/Alert';

const POLL_MS = 1500;
const MAX_POLLS = 20;

/**
 * /dashboard/billing/callback?session_id=…: the provider's webhook may land a moment after the
 * browser does, so the session is polled until it completes, then the result page is shown.
 */
export function BillingCallbackPage() {
  const { t } = useTranslation();
  const sessionId = useSearchParams()[0].get('session_id');
  const [result, setResult] = useState<CheckoutSession['status'] | 'timeout' | 'error' | null>(null);

  useEffect(() => {
    if (!sessionId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async (attempt: number) => {
      try {
        const session = await api.getCheckout(sessionId);
        if (!live) return;
        if (session.status === 'open' && attempt < MAX_POLLS) timer = setTimeout(() => void poll(attempt + 1), POLL_MS);
        else {
          if (session.status === 'complete') await useSubscription.getState().load(true);
          if (live) setResult(session.status === 'open' ? 'timeout' : session.status);
        }
      } catch (error) {
        console.error('Checkout confirmation failed', error);
        if (live) setResult('error');
      }
    };
    void poll(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sessionId]);

  if (result === 'complete') return <Navigate to="/billing/subscribe-success" replace />;
  if (result === 'expired') return <Navigate to="/billing/subscribe-failed" replace />;
  return (
    <section className="page">
      <h1>{t('nav.billing')}</h1>
      {!sessionId ? <EmptyState description={t('billingCallback.missing')} /> : null}
      {sessionId && result === null ? <Spinner label={t('billingCallback.received')} /> : null}
      {sessionId && result === null ? <p>{t('billingCallback.received')}</p> : null}
      <Alert>{result === 'timeout' ? t('billingCallback.slow') : null}</Alert>
      <Alert>{result === 'error' ? t('billingCallback.failed') : null}</Alert>
    </section>
  );
}
