import type { BillingInterval, Plan } from '@parley/api-client';
import { Badge, Button, Dialog, Spinner } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../lib/api';
import { usePlansModal } from '../stores/plans-modal';
import { useSubscription } from '../stores/subscription';
import { changePlan, priceFor, wholeDollars } from './plan-change';
import { Alert } from '../components/Alert';

const CONTACT_URL = 'mailto:sales@parley.example?subject=Parley%20plans';
const FEATURE_COUNT = 4;

type PlansState = { state: 'loading' } | { state: 'ready'; plans: Plan[] } | { state: 'error'; message: string };

/** Spec §2 plans modal: monthly/yearly toggle, whole-dollar prices, features, confirmation. */
export function PlansModal() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { open, hide } = usePlansModal();
  const subscription = useSubscription((s) => s.subscription);
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [plans, setPlans] = useState<PlansState>({ state: 'loading' });
  const [selected, setSelected] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setPlans({ state: 'loading' });
    void useSubscription.getState().load();
    api.listPlans('voice_ai').then(
      (list) => setPlans({ state: 'ready', plans: list }),
      (error: Error) => setPlans({ state: 'error', message: error.message }),
    );
  }, [open]);

  const close = () => {
    setSelected(null);
    setProblem(null);
    hide();
  };

  const currentCode = subscription?.is_active ? subscription.plan.code : null;
  const choose = async (plan: Plan) => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await changePlan(api, { plan, interval, currentCode });
      close();
      if (outcome.kind === 'checkout') {
        // Parley's TEST MODE page speaks the dashboard's language; Stripe picks its own.
        const url = outcome.url.startsWith('/') ? `${outcome.url}?lng=${encodeURIComponent(i18n.language)}` : outcome.url;
        window.location.assign(url);
      } else {
        await useSubscription.getState().load(true);
        void navigate('/billing/subscribe-success');
      }
    } catch (error) {
      // Spec §4: errors are logged; we also say what went wrong instead of failing silently.
      console.error('Plan change failed', error);
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  // The free plan as a first choice is one click: nothing is charged and no current plan changes.
  // Changing a current plan, or buying one, asks first (spec §2's confirmation).
  const select = (plan: Plan) => (plan.attributes.name === 'intern' && !currentCode ? void choose(plan) : setSelected(plan));

  const isCurrent = (plan: Plan) => {
    const price = priceFor(plan, interval);
    return Boolean(subscription?.is_active && price && subscription.plan.code === price.code);
  };
  const money = (dollars: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);

  return (
    <>
      <Dialog
        open={open && !selected}
        onClose={close}
        title={t('plans.title')}
        description={t('plans.subtitle')}
        closeLabel={t('common.close')}
        className="plans-modal"
      >
        <div className="interval-toggle" role="radiogroup" aria-label={t('plans.billingInterval')}>
          {(['month', 'year'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={interval === value}
              className={interval === value ? 'is-on' : undefined}
              onClick={() => setInterval(value)}
            >
              {value === 'month' ? t('plans.payMonthly') : t('plans.payYearly')}
              {value === 'year' ? <Badge tone="success">{t('plans.save15')}</Badge> : null}
            </button>
          ))}
        </div>
        {plans.state === 'loading' ? <Spinner label={t('plans.loading')} /> : null}
        {plans.state === 'loading' ? <p className="muted">{t('plans.loading')}</p> : null}
        <Alert>{plans.state === 'error' ? plans.message : selected ? null : problem}</Alert>
        {plans.state === 'ready' && plans.plans.length === 0 ? <p className="muted">{t('plans.empty')}</p> : null}
        {plans.state === 'ready' && plans.plans.length > 0 ? (
          <ul className="plan-cards">
            {plans.plans.map((plan) => {
              const price = priceFor(plan, interval);
              const name = plan.attributes.name === 'intern' ? 'intern' : 'voice';
              return (
                <li key={plan.id} className="plan-card" data-testid={`plan-${plan.attributes.name}`}>
                  <h3>{t(`plans.names.${name}`)}</h3>
                  <p className="plan-card__price">
                    {price ? (
                      <>
                        <strong>{money(wholeDollars(price.amount_cents))}</strong>{' '}
                        <span className="muted">{interval === 'year' ? t('plans.perYear') : t('plans.perMonth')}</span>
                      </>
                    ) : (
                      <span className="muted">{t('plans.noPrice')}</span>
                    )}
                  </p>
                  {name === 'intern' ? <p className="success">{t('plans.freeNote')}</p> : null}
                  <ul className="plan-card__features">
                    {Array.from({ length: FEATURE_COUNT }, (_, index) => (
                      <li key={index}>{t(`plans.features.${name}.${index}`)}</li>
                    ))}
                  </ul>
                  {isCurrent(plan) ? (
                    <Badge tone="brand">{t('plans.currentPlan')}</Badge>
                  ) : (
                    <Button
                      onClick={() => select(plan)}
                      disabled={busy}
                      loading={busy && !selected && name === 'intern'}
                      loadingLabel={t('plans.processing')}
                      aria-label={`${t('plans.selectPlan')}: ${t(`plans.names.${name}`)}`}
                    >
                      {t('plans.selectPlan')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </Dialog>

      <Dialog
        open={open && selected !== null}
        onClose={() => setSelected(null)}
        title={t('plans.confirmTitle')}
        description={t('plans.confirmBody')}
        closeLabel={t('common.close')}
      >
        <Alert>{problem}</Alert>
        <div className="row">
          <Button onClick={() => selected && void choose(selected)} loading={busy} loadingLabel={t('plans.processing')}>
            {t('plans.confirmChange')}
          </Button>
          <Button variant="secondary" onClick={() => setSelected(null)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <a className="pl-button pl-button--secondary" href={CONTACT_URL}>
            {t('plans.contactUs')}
          </a>
        </div>
      </Dialog>
    </>
  );
}
