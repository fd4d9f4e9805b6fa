import type { PlanUsage } from '@parley/api-client';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../lib/hooks/use-load';
import { api } from '../lib/api';

/**
 * What the organization's plan includes (voice, members, visitor messages a month) and how much of
 * it is used, in words: the server's plan features (GET /api/v1/billings/usage). `plan` changes
 * whenever the subscription does, so the card reads again after a plan change.
 */
export function PlanUsageCard({ plan }: { plan: string | null }) {
  const { t } = useTranslation();
  const { data } = useLoad<PlanUsage>(() => api.getPlanUsage(), [plan]);
  // Quiet while loading or when it fails: the page above already says what went wrong with billing.
  if (!data) return null;
  const { features, usage } = data;
  return (
    <div className="card" data-testid="billing-usage">
      <h2>{t('billing.usage.title')}</h2>
      {data.plan === null ? <p>{t('billing.usage.grace')}</p> : null}
      <ul>
        <li>{t(features.voice ? 'billing.usage.voiceYes' : 'billing.usage.voiceNo')}</li>
        <li>
          {features.members === null
            ? t('billing.usage.membersNoLimit', { count: usage.members })
            : t('billing.usage.members', { used: usage.members, count: features.members })}
        </li>
        <li>
          {features.messages_per_month === null
            ? t('billing.usage.messagesNoLimit', { count: usage.messages_this_month })
            : t('billing.usage.messages', { used: usage.messages_this_month, count: features.messages_per_month })}
        </li>
      </ul>
    </div>
  );
}
