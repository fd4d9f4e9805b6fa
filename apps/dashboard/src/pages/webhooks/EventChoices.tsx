import { Checkbox } from '@parley/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eventWordsKey, toggleEvent, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-form';
import { FieldError } from '../../components/Alert';

/** The four events as checkboxes in one fieldset, with the group's error under them. */
export function EventChoices({ value, onChange, error }: { value: WebhookEventType[]; onChange: (next: WebhookEventType[]) => void; error?: string }) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className="webhooks__events" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{t('webhooks.form.events')}</legend>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <Checkbox
          key={type}
          label={
            <>
              <code dir="ltr">{type}</code> — {t(eventWordsKey(type))}
            </>
          }
          checked={value.includes(type)}
          onChange={(e) => onChange(toggleEvent(value, type, e.target.checked))}
        />
      ))}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
