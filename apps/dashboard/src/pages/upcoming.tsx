import { useTranslation } from 'react-i18next';

export type UpcomingPageKey = 'conversations' | 'analytics' | 'widget-settings';

const TITLE_KEYS: Record<UpcomingPageKey, string> = {
  conversations: 'nav.conversations',
  analytics: 'nav.analytics',
  'widget-settings': 'nav.widgetSettings',
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
