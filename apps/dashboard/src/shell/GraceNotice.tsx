import { useTranslation } from 'react-i18next';
import { usePlansModal } from '../stores/plans-modal';
import { graceDaysLeft, usePlanStanding } from '../stores/standing';

/**
 * During the grace days after signing up, a quiet line above every page: how many days are left to
 * choose a plan, that one is free, and a button to choose. Nothing once a plan is chosen.
 */
export function GraceNotice() {
  const { t } = useTranslation();
  const standing = usePlanStanding();
  const showPlans = usePlansModal((s) => s.show);
  if (standing.status !== 'ready' || standing.state !== 'grace' || !standing.graceEndsAt) return null;
  return (
    <div className="grace-notice" role="status" data-testid="grace-notice">
      <p>{t('grace.daysLeft', { count: graceDaysLeft(standing.graceEndsAt) })}</p>
      <button type="button" className="pl-button pl-button--secondary" onClick={showPlans}>
        {t('grace.choosePlan')}
      </button>
    </div>
  );
}
