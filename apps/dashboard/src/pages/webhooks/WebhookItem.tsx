import type { Webhook, WebhookTestResult } from '@parley/api-client/schemas';
import { Badge, Button, Checkbox, TextField } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useSubmit } from '../../lib/forms';
import { DeliveriesLog } from './DeliveriesLog';
import { EventChoices } from './EventChoices';
import { draftErrors, draftOf, eventWordsKey, fieldOf, type WebhookDraft } from './webhook-form';
import { Alert } from '../../components/Alert';
import { CancelButton, SubmitButton, WorkingButton } from '../../components/WorkingButton';

interface WebhookItemProps {
  webhook: Webhook;
  /** Owners edit, test, delete and resend; members read. */
  isOwner: boolean;
  onChanged: (next: Webhook) => void;
  onDeleted: () => void;
}

/** One webhook: its URL and events; for owners, edit, enable, test and delete; for everyone, its delivery log. */
export function WebhookItem({ webhook, isOwner, onChanged, onDeleted }: WebhookItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<WebhookDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [test, setTest] = useState<WebhookTestResult | 'busy' | { error: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      onChanged(await api.updateWebhook(webhook.id, editing!));
      setEditing(null);
    },
    () => draftErrors(editing!),
  );

  const act = async (action: () => Promise<void>) => {
    setProblem(null);
    try {
      await action();
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  const sendTest = async () => {
    setTest('busy');
    setTest(await api.testWebhook(webhook.id).catch((failure: unknown) => ({ error: (failure as Error).message })));
  };

  return (
    <li className="webhooks__item" data-testid="webhook">
      <div className="row">
        <span dir="ltr" className="mono webhooks__url">
          {webhook.url}
        </span>
        <Badge tone={webhook.enabled ? 'success' : 'neutral'}>{webhook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}</Badge>
      </div>
      <ul className="webhooks__events" aria-label={t('webhooks.form.events')}>
        {webhook.events.map((type) => (
          <li key={type}>
            {t(eventWordsKey(type))} <code dir="ltr">{type}</code>
          </li>
        ))}
      </ul>
      <p className="muted">{t('webhooks.secretHint', { hint: webhook.secret_hint })}</p>
      {editing ? (
        <form className="stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('webhooks.editFor', { url: webhook.url })}>
          <TextField
            label={t('webhooks.form.url')}
            type="url"
            dir="ltr"
            value={editing.url}
            onChange={(e) => setEditing({ ...editing, url: e.target.value })}
            error={fieldOf(errors, 'url')}
          />
          <EventChoices value={editing.events} onChange={(events) => setEditing({ ...editing, events })} error={fieldOf(errors, 'events')} />
          <Checkbox label={t('webhooks.form.enabled')} checked={editing.enabled} onChange={(e) => setEditing({ ...editing, enabled: e.target.checked })} />
          <Alert>{errors.form}</Alert>
          <span className="row">
            <SubmitButton loading={busy}>{t('webhooks.save')}</SubmitButton>
            <CancelButton onClick={() => setEditing(null)} />
          </span>
        </form>
      ) : (
        <span className="row">
          <Button variant="ghost" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
          </Button>
          {isOwner ? (
            <>
              <Button variant="ghost" onClick={() => setEditing(draftOf(webhook))} aria-label={t('webhooks.editFor', { url: webhook.url })}>
                {t('common.edit')}
              </Button>
              <WorkingButton variant="ghost" loading={test === 'busy'} onClick={() => void sendTest()}>
                {t('webhooks.test')}
              </WorkingButton>
              {confirming ? (
                <span role="group" aria-label={t('webhooks.deleteConfirm', { url: webhook.url })}>
                  <span>{t('webhooks.deleteConfirm', { url: webhook.url })}</span>{' '}
                  <Button
                    variant="secondary"
                    onClick={() =>
                      void act(async () => {
                        await api.deleteWebhook(webhook.id);
                        onDeleted();
                      })
                    }
                  >
                    {t('webhooks.deleteYes')}
                  </Button>
                  <CancelButton onClick={() => setConfirming(false)} />
                </span>
              ) : (
                <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={t('webhooks.deleteFor', { url: webhook.url })}>
                  {t('webhooks.delete')}
                </Button>
              )}
            </>
          ) : null}
        </span>
      )}
      {test && test !== 'busy' ? (
        <p role="status" className={'ok' in test && test.ok ? 'hint' : 'alert'}>
          {'ok' in test
            ? test.ok
              ? t('webhooks.testOk', { status: test.status ?? '', ms: test.duration_ms })
              : t('webhooks.testFailed', { reason: test.error ?? '' })
            : test.error}
        </p>
      ) : null}
      <Alert>{problem}</Alert>
      {showLog ? <DeliveriesLog webhookId={webhook.id} canResend={isOwner} /> : null}
    </li>
  );
}
