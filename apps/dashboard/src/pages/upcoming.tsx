import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export type UpcomingPageKey =
  | 'agent-persona'
  | 'knowledge-base'
  | 'documents'
  | 'product-catalog'
  | 'custom-rules'
  | 'conversations'
  | 'analytics'
  | 'widget-settings'
  | 'billing';

const TITLE_KEYS: Record<UpcomingPageKey, string> = {
  'agent-persona': 'nav.agentPersona',
  'knowledge-base': 'nav.knowledgeBase',
  documents: 'nav.documents',
  'product-catalog': 'nav.productCatalog',
  'custom-rules': 'nav.customRules',
  conversations: 'nav.conversations',
  analytics: 'nav.analytics',
  'widget-settings': 'nav.widgetSettings',
  billing: 'nav.billing',
};

/** A page whose tools are not built yet: says what it will hold, and that nothing is lost. */
export function UpcomingPage({ page }: { page: UpcomingPageKey }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t(TITLE_KEYS[page])}</h1>
      <p className="lead">{t(`upcoming.${page}`)}</p>
      <div className="empty-state" role="note">
        <p>{t('upcoming.notYet')}</p>
      </div>
    </section>
  );
}

export function BillingCallbackPage() {
  const { t } = useTranslation();
  const sessionId = useSearchParams()[0].get('session_id');
  return (
    <section className="page">
      <h1>{t('nav.billing')}</h1>
      <div className="empty-state" role="note">
        <p>{sessionId ? t('billingCallback.received') : t('billingCallback.missing')}</p>
      </div>
    </section>
  );
}
