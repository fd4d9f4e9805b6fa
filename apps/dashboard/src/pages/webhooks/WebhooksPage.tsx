import type { Webhook } from '@parley/api-client/schemas';
import { CopyField, EmptyState, TextField } from '@parley/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { leftToRight } from '../../lib/bidi';
import { useSubmit } from '../../lib/forms';
import { useLoad } from '../../lib/hooks';
import { storedUser } from '../../lib/session';
import { EventChoices } from './EventChoices';
import { SignatureExample } from './SignatureExample';
import { WebhookItem } from './WebhookItem';
import { draftErrors, EMPTY_DRAFT, fieldOf, type WebhookDraft } from './webhook-form';
import { Alert } from '../../components/Alert';
import { RetryLoadState } from '../../components/LoadState';
import { SecretNotice } from '../../components/SecretNotice';
import { SubmitButton } from '../../components/WorkingButton';

/**
 * /dashboard/webhooks: the organization's servers told of leads, handoff requests, ended
 * conversations and unanswered questions. Owners add, change and delete them and resend
 * deliveries; members see them and their delivery logs.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const isOwner = storedUser()?.role === 'owner';
  const { data: webhooks, setData, error, reload } = useLoad(() => api.listWebhooks());
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const replace = (next: Webhook) => setData((list) => list?.map((w) => (w.id === next.id ? next : w)) ?? null);

  return (
    <section className="page webhooks">
      <h1>{t('webhooks.title')}</h1>
      <p className="muted">{t('webhooks.intro')}</p>
      {isOwner ? null : (
        <p role="status" className="notice">
          {t('webhooks.ownersOnly')}
        </p>
      )}
      {secret ? (
        <SecretNotice card help={t('webhooks.secretHelp')} more={<SignatureExample />} stored={t('webhooks.secretStored')} onStored={() => setSecret(null)}>
          <p>{t('webhooks.secretOnce', { url: leftToRight(secret.url) })}</p>
          <CopyField
            label={t('webhooks.secretLabel')}
            value={secret.value}
            copyLabel={t('common.copy')}
            copiedLabel={t('common.copied')}
            failedLabel={t('webhooks.copyFailed')}
          />
        </SecretNotice>
      ) : null}
      {isOwner ? (
        <AddWebhookForm
          onCreated={(created) => {
            setSecret({ url: created.url, value: created.secret ?? '' });
            void reload();
          }}
        />
      ) : null}
      <section className="card card--wide" aria-label={t('webhooks.listTitle')}>
        <h2>{t('webhooks.listTitle')}</h2>
        <RetryLoadState loading={!webhooks && !error} error={error} onRetry={() => void reload()} />
        {webhooks?.length === 0 ? <EmptyState description={t('webhooks.empty')} /> : null}
        <ul className="list">
          {webhooks?.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} isOwner={isOwner} onChanged={replace} onDeleted={() => void reload()} />
          ))}
        </ul>
      </section>
    </section>
  );
}

function AddWebhookForm({ onCreated }: { onCreated: (webhook: Webhook) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [draft, setDraft] = useState<WebhookDraft>(EMPTY_DRAFT);
  const { errors, busy, onSubmit } = useSubmit(
    async () => {
      onCreated(await api.createWebhook(draft));
      setDraft(EMPTY_DRAFT);
    },
    () => draftErrors(draft),
  );
  return (
    <form className="card stack" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t('webhooks.addTitle')}</h2>
      <TextField
        label={t('webhooks.form.url')}
        type="url"
        dir="ltr"
        placeholder="https://"
        value={draft.url}
        onChange={(e) => setDraft({ ...draft, url: e.target.value })}
        error={fieldOf(errors, 'url')}
        hint={t('webhooks.form.urlHint')}
      />
      <EventChoices value={draft.events} onChange={(events) => setDraft({ ...draft, events })} error={fieldOf(errors, 'events')} />
      <Alert>{errors.form}</Alert>
      <SubmitButton loading={busy}>{t('webhooks.add')}</SubmitButton>
    </form>
  );
}
