import type { Subscription } from '@parley/api-client';
import { Badge, Button, Dialog, EmptyState, Spinner } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wholeDollars } from '../billing/plan-change';
import { api } from '../lib/api';
import { storedUser } from '../lib/session';
import { usePlansModal } from '../stores/plans-modal';
import { useSubscription } from '../stores/subscription';
import { Alert } from '../components/Alert';
import { WorkingButton } from '../components/WorkingButton';
import { PlanUsageCard } from './billing-usage';

const STATUS_TONE: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = {
  active: 'success',
  trialing: 'success',
  past_due: 'warning',
  unpaid: 'danger',
  canceled: 'danger',
  incomplete: 'warning',
};

/** /dashboard/billing: plan, status, renewal or end date, plan change, payment method, cancellation, and what the plan includes. */
export function BillingPage() {
  const { t, i18n } = useTranslation();
  const { status, subscription, load } = useSubscription();
  const showPlans = usePlansModal((s) => s.show);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'keep' | 'portal' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Billing changes are the owners' (the server answers 403 to members): members see why instead of buttons.
  const isOwner = storedUser()?.role !== 'member';
  useEffect(() => {
    void load(true);
  }, [load]);

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const run = async (kind: 'cancel' | 'keep' | 'portal', action: () => Promise<Subscription | void>) => {
    setBusy(kind);
    setProblem(null);
    try {
      const updated = await action();
      if (updated) useSubscription.getState().set(updated);
      setCancelOpen(false);
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setBusy(null);
    }
  };

  if (status === 'idle' || (status === 'loading' && !subscription)) return <Spinner label={t('common.loading')} />;
  return (
    <section className="page">
      <h1>{t('nav.billing')}</h1>
      <Alert>{status === 'error' ? t('gate.error') : null}</Alert>
      <Alert>{problem}</Alert>
      {subscription ? (
        <div className="card" data-testid="billing-current">
          <h2>{t('billing.currentPlan')}</h2>
          <p className="row">
            <strong data-testid="billing-plan">{t(`billing.planNames.${subscription.plan.code}`)}</strong>
            <Badge tone={STATUS_TONE[subscription.status] ?? 'neutral'}>
              {t(`billing.status.${subscription.status}`, { defaultValue: subscription.status })}
            </Badge>
            {subscription.provider === 'test_mode' ? <Badge tone="warning">{t('billing.testMode')}</Badge> : null}
          </p>
          <p>
            {t('billing.price', {
              price: new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
                wholeDollars(subscription.plan.amount_cents),
              ),
              interval: subscription.plan.interval === 'year' ? t('plans.perYear') : t('plans.perMonth'),
            })}
          </p>
          {subscription.current_period_end ? (
            <p data-testid="billing-period">
              {subscription.cancel_at_period_end
                ? t('billing.endsOn', { date: date(subscription.current_period_end) })
                : subscription.status === 'trialing'
                  ? t('billing.trialEndsOn', { date: date(subscription.current_period_end) })
                  : t('billing.renewsOn', { date: date(subscription.current_period_end) })}
            </p>
          ) : null}
          {isOwner ? null : <p className="muted">{t('billing.ownerOnly')}</p>}
          <div className="row" hidden={!isOwner}>
            <Button onClick={showPlans}>{t('billing.changePlan')}</Button>
            {subscription.can_manage_payment_method ? (
              <WorkingButton
                variant="secondary"
                loading={busy === 'portal'}
                onClick={() => void run('portal', async () => window.location.assign((await api.openBillingPortal()).url))}
              >
                {t('billing.managePayment')}
              </WorkingButton>
            ) : null}
            {subscription.is_active && subscription.current_period_end && !subscription.cancel_at_period_end ? (
              <Button variant="ghost" onClick={() => setCancelOpen(true)}>
                {t('billing.cancelSubscription')}
              </Button>
            ) : null}
            {subscription.cancel_at_period_end ? (
              <WorkingButton variant="secondary" loading={busy === 'keep'} onClick={() => void run('keep', () => api.keepSubscription())}>
                {t('billing.keepSubscription')}
              </WorkingButton>
            ) : null}
          </div>
          {!subscription.can_manage_payment_method && subscription.provider === 'test_mode' ? <p className="muted">{t('billing.testModeNote')}</p> : null}
        </div>
      ) : (
        <EmptyState
          description={isOwner ? t('billing.none') : `${t('billing.none')} ${t('billing.ownerOnly')}`}
          action={isOwner ? <Button onClick={showPlans}>{t('gate.seePlans')}</Button> : undefined}
        />
      )}

      <PlanUsageCard plan={subscription?.is_active ? subscription.plan.code : null} />

      <Dialog
        open={cancelOpen && subscription?.current_period_end != null}
        onClose={() => setCancelOpen(false)}
        title={t('billing.cancelTitle')}
        description={subscription?.current_period_end ? t('billing.cancelBody', { date: date(subscription.current_period_end) }) : undefined}
        closeLabel={t('common.close')}
      >
        <div className="row">
          <Button onClick={() => setCancelOpen(false)}>{t('billing.keepSubscription')}</Button>
          <Button
            variant="secondary"
            loading={busy === 'cancel'}
            loadingLabel={t('plans.processing')}
            onClick={() => void run('cancel', () => api.cancelSubscription())}
          >
            {t('billing.confirmCancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
