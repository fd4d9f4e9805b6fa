import type { AuditEntry } from '@parley/api-client/schemas';
import { Button, ErrorState, Spinner, TextField } from '@parley/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useAction, useLoad } from '../../lib/hooks';
import { storedUser } from '../../lib/session';
import { changing } from '../../lib/data-changes';
import { downloadBlob } from '../insights/download';
import { choiceOf, parseRetention, RETENTION_DAYS_MAX, RETENTION_DAYS_MIN, type RetentionChoice } from './retention';
import { Alert } from '../../components/Alert';
import { SubmitButton } from '../../components/WorkingButton';
import { RetryLoadState } from '../../components/LoadState';
import { ServerPagination } from '../../components/ServerPagination';

const AUDIT_PER_PAGE = 20;

/**
 * /dashboard/privacy: the visitors' data, for owners. How long conversations are kept, the export
 * of everything, and the audit log of what owners (and visitors, and the retention job) did.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <section className="page privacy-page">
      <h1>{t('privacy.title')}</h1>
      <p className="muted">{t('privacy.intro')}</p>
      <OwnersOnly>
        <RetentionForm />
        <ExportCard />
        <AuditLog />
      </OwnersOnly>
    </section>
  );
}

/** The visitors' data is for owners; anyone else is told so instead of being shown forms the API would refuse. */
function OwnersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (storedUser()?.role === 'owner') return <>{children}</>;
  return (
    <p role="status" className="alert">
      {t('privacy.ownersOnly')}
    </p>
  );
}

function RetentionForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: organization, error: loadError, reload } = useLoad(() => api.getCurrentOrganization(), []);
  const saved = organization?.organization.attributes.conversation_retention_days;
  const [choice, setChoice] = useState<RetentionChoice | null>(null);
  const current = choice ?? choiceOf(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const parsed = parseRetention(current);
    if ('problem' in parsed) {
      setProblem(t(`privacy.retention.errors.${parsed.problem}`, { min: RETENTION_DAYS_MIN, max: RETENTION_DAYS_MAX }));
      return;
    }
    setProblem(null);
    setFormError(null);
    setBusy(true);
    try {
      await changing(['audit'], () => api.updateOrganization({ organization: { conversation_retention_days: parsed.days } }));
      await reload();
      setChoice(null);
      setDone(true);
    } catch (error) {
      setFormError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (loadError) return <ErrorState message={loadError} onRetry={() => void reload()} retryLabel={t('common.retry')} />;
  if (!organization) return <Spinner label={t('common.loading')} />;
  return (
    <form className="card" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t('privacy.retention.title')}</h2>
      <p className="muted">{t('privacy.retention.hint')}</p>
      <Alert>{formError}</Alert>
      <fieldset className="privacy-page__choices">
        <legend>{t('privacy.retention.legend')}</legend>
        <label>
          <input type="radio" name="retention-mode" checked={current.mode === 'forever'} onChange={() => setChoice({ ...current, mode: 'forever' })} />{' '}
          {t('privacy.retention.forever')}
        </label>
        <label>
          <input type="radio" name="retention-mode" checked={current.mode === 'days'} onChange={() => setChoice({ ...current, mode: 'days' })} />{' '}
          {t('privacy.retention.afterDays')}
        </label>
      </fieldset>
      {current.mode === 'days' ? (
        <TextField
          label={t('privacy.retention.days')}
          inputMode="numeric"
          value={current.days}
          onChange={(event) => setChoice({ ...current, days: event.target.value })}
          error={problem}
          hint={t('privacy.retention.daysHint', { min: RETENTION_DAYS_MIN, max: RETENTION_DAYS_MAX })}
        />
      ) : null}
      <SubmitButton loading={busy}>{t('privacy.retention.save')}</SubmitButton>
      {done ? <p role="status">{t('privacy.retention.saved')}</p> : null}
    </form>
  );
}

function ExportCard() {
  const { t } = useTranslation();
  const { running, problem, run } = useAction();
  const download = () =>
    run(true, async () => {
      // The export is written to the audit log: the log below shows it at once.
      const blob = await changing(['audit'], () => api.exportOrganizationData());
      downloadBlob(blob, `parley-export-${new Date().toISOString().slice(0, 10)}.json`);
    });
  return (
    <section className="card">
      <h2>{t('privacy.export.title')}</h2>
      <p className="muted">{t('privacy.export.hint')}</p>
      <Alert>{problem}</Alert>
      <Button variant="secondary" loading={running !== null} loadingLabel={t('privacy.export.preparing')} onClick={() => void download()}>
        {t('privacy.export.action')}
      </Button>
    </section>
  );
}

/** An entry's action in words; an action this dashboard does not know yet is shown as the server names it. */
function actionLabel(t: (key: string, options?: Record<string, unknown>) => string, entry: AuditEntry): string {
  const key = `privacy.audit.actions.${entry.action.replace(/\./g, '_')}`;
  const label = t(key, { ...entry.details, defaultValue: entry.action });
  return label === key ? entry.action : label;
}

function AuditLog() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useLoad(() => api.listAuditLog({ page, per_page: AUDIT_PER_PAGE }), [page], ['audit']);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card card--wide">
      <h2>{t('privacy.audit.title')}</h2>
      <p className="muted">{t('privacy.audit.hint')}</p>
      <RetryLoadState loading={loading && !data} error={error} onRetry={() => void reload()} />
      {data && data.data.length === 0 ? <p className="muted">{t('privacy.audit.empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <>
          <div className="privacy-page__audit-wrap">
            <table className="privacy-page__audit">
              <thead>
                <tr>
                  <th scope="col">{t('privacy.audit.when')}</th>
                  <th scope="col">{t('privacy.audit.who')}</th>
                  <th scope="col">{t('privacy.audit.what')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.created_at}>{dateTime.format(new Date(entry.created_at))}</time>
                    </td>
                    <td dir="auto">
                      {entry.actor.user_id === null && !entry.actor.email
                        ? t(`privacy.audit.actors.${entry.actor.label === 'Visitor' ? 'visitor' : 'retention'}`)
                        : entry.actor.label}
                      {entry.actor.email ? (
                        <span className="muted">
                          {' · '}
                          <bdi dir="ltr">{entry.actor.email}</bdi>
                        </span>
                      ) : null}
                    </td>
                    <td dir="auto">{actionLabel(t, entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ServerPagination section="privacy.audit" page={page} perPage={AUDIT_PER_PAGE} list={data} onPageChange={setPage} />
        </>
      ) : null}
    </section>
  );
}
