import type { WebhookDelivery } from '@parley/api-client/schemas';
import { Badge, Button } from '@parley/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useAction, useLoad } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { RetryLoadState } from '../../components/LoadState';
import { WorkingButton } from '../../components/WorkingButton';
import { ServerPagination } from '../../components/ServerPagination';

const PER_PAGE = 20;
const TONES = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;

/** One webhook's deliveries, newest first: status, attempts, the last answer, and Resend for owners. */
export function DeliveriesLog({ webhookId, canResend }: { webhookId: number; canResend: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const { running: resending, problem, run } = useAction<number>();
  const { data, error, loading, reload } = useLoad(() => api.listWebhookDeliveries(webhookId, { page, per_page: PER_PAGE }), [webhookId, page]);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const resend = (delivery: WebhookDelivery) =>
    run(delivery.id, async () => {
      await api.resendWebhookDelivery(webhookId, delivery.id);
      await reload();
    });

  return (
    <section className="webhooks__deliveries" aria-labelledby={titleId}>
      <div className="row">
        <h3 id={titleId}>{t('webhooks.deliveries.title')}</h3>
        <Button variant="ghost" onClick={() => void reload()} loading={loading && Boolean(data)} loadingLabel={t('common.loading')}>
          {t('webhooks.deliveries.refresh')}
        </Button>
      </div>
      <RetryLoadState loading={loading && !data} error={error} onRetry={() => void reload()} />
      <Alert>{problem}</Alert>
      {data && data.data.length === 0 ? <p className="muted">{t('webhooks.deliveries.empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('webhooks.deliveries.when')}</th>
                  <th scope="col">{t('webhooks.deliveries.event')}</th>
                  <th scope="col">{t('webhooks.deliveries.status')}</th>
                  <th scope="col">{t('webhooks.deliveries.attempts')}</th>
                  <th scope="col">{t('webhooks.deliveries.response')}</th>
                  {canResend ? <th scope="col">{t('webhooks.deliveries.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.data.map((delivery) => (
                  <tr key={delivery.id} data-testid="delivery">
                    <td>
                      <time dateTime={delivery.created_at}>{dateTime.format(new Date(delivery.created_at))}</time>
                    </td>
                    <td>
                      <code>{delivery.event_type}</code>
                    </td>
                    <td>
                      <Badge tone={TONES[delivery.status]}>{t(`webhooks.deliveries.statuses.${delivery.status}`)}</Badge>
                      {delivery.status === 'pending' && delivery.next_attempt_at ? (
                        <small className="muted"> {t('webhooks.deliveries.nextAttempt', { time: dateTime.format(new Date(delivery.next_attempt_at)) })}</small>
                      ) : null}
                    </td>
                    <td>{delivery.attempts}</td>
                    <td dir="auto">
                      {delivery.response_status ?? '—'}
                      {delivery.last_error && delivery.status !== 'succeeded' ? <small className="muted"> · {delivery.last_error}</small> : null}
                    </td>
                    {canResend ? (
                      <td>
                        <WorkingButton
                          variant="ghost"
                          disabled={delivery.status === 'pending'}
                          loading={resending === delivery.id}
                          onClick={() => void resend(delivery)}
                          aria-label={t('webhooks.deliveries.resendFor', { event: delivery.event_type, when: dateTime.format(new Date(delivery.created_at)) })}
                        >
                          {t('webhooks.deliveries.resend')}
                        </WorkingButton>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ServerPagination section="webhooks.deliveries" page={page} perPage={PER_PAGE} list={data} onPageChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
