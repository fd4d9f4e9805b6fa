import type { NotificationPreferences } from '@parley/api-client/schemas';
import { UpdateNotificationPreferencesRequestSchema } from '@parley/api-client/schemas';
import { Checkbox, Spinner } from '@parley/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { schemaErrors, useSubmit } from '../lib/forms';
import { Alert } from '../components/Alert';
import { SaveRow } from '../components/WorkingButton';
import { leftToRight } from '../lib/bidi';

type Choice = 'new_lead' | 'handoff_request' | 'daily_digest';
const CHOICES: { key: Choice; label: string }[] = [
  { key: 'new_lead', label: 'notifications.newLead' },
  { key: 'handoff_request', label: 'notifications.handoffRequest' },
  { key: 'daily_digest', label: 'notifications.dailyDigest' },
];

/** The browser's time zone: the daily digest comes after 08:00 there. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The signed-in member's email choices (account page, `#notifications`, where every email's
 * "choose which emails you get" link lands). Says so when this server sends no email at all.
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [loaded, setLoaded] = useState<NotificationPreferences | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [choices, setChoices] = useState<Record<Choice, boolean>>({ new_lead: false, handoff_request: false, daily_digest: false });
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    api.getNotificationPreferences().then(
      (preferences) => {
        setLoaded(preferences);
        setChoices({ new_lead: preferences.new_lead, handoff_request: preferences.handoff_request, daily_digest: preferences.daily_digest });
      },
      (error: Error) => setProblem(error.message),
    );
  }, []);

  const body = { notifications: { ...choices, timezone: browserTimeZone() } };
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      setSaved(false);
      setLoaded(await api.updateNotificationPreferences(body.notifications));
      setSaved(true);
    },
    () => schemaErrors(UpdateNotificationPreferencesRequestSchema, body),
  );
  const errorMessages = Object.values(errors);

  return (
    <section className="card" id="notifications" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('notifications.title')}</h2>
      <Alert>{problem ? t('notifications.loadFailed', { message: problem }) : null}</Alert>
      {!loaded && !problem ? <Spinner label={t('common.loading')} /> : null}
      {loaded ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          {loaded.email_enabled ? null : (
            <p className="notice" role="note" data-testid="email-not-configured">
              {t('notifications.notConfigured')}
            </p>
          )}
          <p>{t('notifications.intro', { email: leftToRight(loaded.email) })}</p>
          <Alert>{errorMessages.length ? errorMessages.join(' ') : null}</Alert>
          {CHOICES.map(({ key, label }) => (
            <Checkbox
              key={key}
              name={key}
              label={t(label)}
              checked={choices[key]}
              onChange={(e) => {
                setSaved(false);
                setChoices((current) => ({ ...current, [key]: e.target.checked }));
              }}
              hint={key === 'daily_digest' ? t('notifications.digestHint', { timezone: browserTimeZone() }) : undefined}
            />
          ))}
          <SaveRow busy={busy} saved={saved} savedLabel={t('notifications.saved')}>
            {t('notifications.save')}
          </SaveRow>
        </form>
      ) : null}
    </section>
  );
}
