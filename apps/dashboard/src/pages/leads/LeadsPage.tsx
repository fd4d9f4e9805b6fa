import type { Lead } from '@parley/api-client';
import { Button, DataTable, EmptyState, TextField } from '@parley/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { useAction, useDelayed, useLiveRefresh, useLoad } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { RetryLoadState } from '../../components/LoadState';
import { ServerPagination } from '../../components/ServerPagination';
import { csvFilename, downloadBlob } from '../insights/download';
import { CONVERSATION_PARAM } from '../insights/listing';

export const LEADS_PER_PAGE = 20;
/** How often, at most, live events reload the list (a lead is left in a conversation that moves). */
const LIVE_RELOAD_MS = 2_000;
/** Typing waits this long before the list is asked again: one request per pause, not per key. */
const SEARCH_DELAY_MS = 250;

/** The search and page, kept in the address so a view can be bookmarked or shared. */
function readQuery(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * /dashboard/leads: the contacts visitors left, newest first, searched by name, email, phone or
 * interest, a page at a time, each with a link to the conversation it came from, and the CSV of
 * what the search finds.
 */
export function LeadsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { q, page } = readQuery(params);
  const [typed, setTyped] = useState(q);
  const { data, error, loading, reload } = useLoad(() => api.listLeads({ q, page, per_page: LEADS_PER_PAGE }), [q, page], ['leads']);
  const showSpinner = useDelayed(loading && !data);
  const exporting = useAction();
  useLiveRefresh(reload, LIVE_RELOAD_MS);

  // The address follows the search box once typing pauses; a new search starts at its first page.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };
  const download = () => exporting.run(true, async () => downloadBlob(await api.exportLeadsCsv({ q }), csvFilename(new Date(), 'leads')));

  return (
    <section className="page insights leads-page">
      <h1>{t('leads.title')}</h1>
      <p className="lead">{t('leads.intro')}</p>
      <div className="insights__toolbar">
        <TextField label={t('leads.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} hint={t('leads.searchHint')} />
        <Button
          variant="secondary"
          loading={exporting.running !== null}
          loadingLabel={t('leads.downloading')}
          disabled={data !== null && data.meta.total === 0}
          onClick={() => void download()}
        >
          {t('leads.downloadCsv')}
        </Button>
      </div>
      <Alert>{exporting.problem}</Alert>
      <RetryLoadState loading={showSpinner} error={error} onRetry={() => void reload()} />
      {data && !error ? (
        <>
          <p className="muted" role="status">
            {q ? t('leads.matches', { count: data.meta.total }) : t('leads.total', { count: data.meta.total })}
          </p>
          {data.data.length === 0 ? (
            <LeadsEmpty searched={q !== ''} later={page > 1} onClear={() => setTyped('')} onFirstPage={() => goTo(1)} />
          ) : (
            <>
              <LeadsTable rows={data.data} busy={loading} />
              <ServerPagination section="leads" page={page} perPage={LEADS_PER_PAGE} list={data} onPageChange={goTo} />
            </>
          )}
        </>
      ) : null}
    </section>
  );
}

/** Why the list is empty, and the one step that helps: leave a page past the end, clear a search, or put the agent on a site. */
function LeadsEmpty({ searched, later, onClear, onFirstPage }: { searched: boolean; later: boolean; onClear: () => void; onFirstPage: () => void }) {
  const { t } = useTranslation();
  if (!later && !searched)
    return (
      <EmptyState title={t('leads.emptyTitle')} description={t('leads.empty')} action={<Link to="/dashboard/widget-settings">{t('leads.emptyAction')}</Link>} />
    );
  const [description, step, onStep] = later ? ['leads.pageEmpty', 'leads.firstPage', onFirstPage] : ['leads.noMatches', 'leads.clearSearch', onClear];
  return (
    <EmptyState
      description={t(description)}
      action={
        <Button variant="secondary" onClick={onStep}>
          {t(step)}
        </Button>
      }
    />
  );
}

function LeadsTable({ rows, busy }: { rows: readonly Lead[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // Addresses and numbers read left to right in every language; `bdi` keeps them whole in Arabic and Hebrew.
  const ltr = (text: string | null, className?: string) =>
    text ? (
      <bdi dir="ltr" className={className}>
        {text}
      </bdi>
    ) : (
      '—'
    );
  return (
    <DataTable
      rows={rows}
      rowKey={(lead) => String(lead.id)}
      rowProps={() => ({ 'data-testid': 'lead-row' })}
      busy={busy}
      caption={t('leads.title')}
      hideCaption
      className="table-wrap"
      columns={[
        { id: 'name', header: t('leads.name'), cell: (lead) => (lead.name ? <bdi>{lead.name}</bdi> : '—') },
        { id: 'email', header: t('leads.email'), cell: (lead) => (lead.email ? <a href={`mailto:${lead.email}`}>{ltr(lead.email)}</a> : '—') },
        { id: 'phone', header: t('leads.phone'), cell: (lead) => ltr(lead.phone, 'nowrap') },
        { id: 'interest', header: t('leads.interest'), cell: (lead) => (lead.interest ? <bdi>{lead.interest}</bdi> : '—') },
        {
          id: 'created_at',
          header: t('leads.left'),
          cell: (lead) => (
            <time className="nowrap" dateTime={lead.created_at}>
              {when.format(new Date(lead.created_at))}
            </time>
          ),
        },
        {
          id: 'conversation',
          header: <span className="pl-visually-hidden">{t('leads.conversation')}</span>,
          cell: (lead) =>
            lead.conversation_id ? (
              <Link
                to={`/dashboard/conversations?${CONVERSATION_PARAM}=${encodeURIComponent(lead.conversation_id)}`}
                aria-label={t('leads.openConversationOf', { name: lead.name ?? lead.email ?? lead.phone ?? '' })}
              >
                {t('leads.openConversation')}
              </Link>
            ) : null,
        },
      ]}
    />
  );
}
