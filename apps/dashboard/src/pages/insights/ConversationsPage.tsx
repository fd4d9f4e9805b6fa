import { Button, EmptyState } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { ConversationFilters } from './ConversationFilters';
import { ConversationTable } from './ConversationTable';
import { csvFilename, downloadBlob } from './download';
import {
  changeListing,
  clearFilters,
  CONVERSATION_PARAM,
  exportQuery,
  hasFilters,
  listingQuery,
  PER_PAGE,
  readListing,
  writeListing,
  type Listing,
} from './listing';
import { ORGANIZATION_REQUIRED_MESSAGE, useOrganizationId } from './organization';
import { TranscriptDialog } from './TranscriptDialog';
import { useDelayed, useLiveRefresh, useLoad } from '../../lib/hooks';
import { Alert } from '../../components/Alert';
import { RetryLoadState } from '../../components/LoadState';

/** How often, at most, live events reload the list: a busy site moves it many times a second. */
const LIVE_RELOAD_MS = 2_000;

/**
 * /dashboard/conversations: every conversation the agent had, filtered, sorted and paged through
 * the query string (so a view can be bookmarked or shared), with its transcript one click away.
 */
export function ConversationsPage() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId();
  return (
    <section className="page insights">
      <h1>{t('nav.conversations')}</h1>
      <p className="lead">{t('insights.conversations.intro')}</p>
      {organizationId ? (
        <ConversationsView />
      ) : (
        <Alert>{t('insights.conversations.organizationRequired', { defaultValue: ORGANIZATION_REQUIRED_MESSAGE })}</Alert>
      )}
    </section>
  );
}

function ConversationsView() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const listing = readListing(params);
  const queryKey = JSON.stringify(listing);
  const { data, error, loading, reload } = useLoad(() => api.listConversations(listingQuery(listing)), [queryKey]);
  const showSpinner = useDelayed(loading);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const openId = params.get(CONVERSATION_PARAM);
  const live = useLiveRefresh(reload, LIVE_RELOAD_MS);

  const apply = (next: Listing) => setParams(writeListing(next, params));
  const change = (partial: Partial<Listing>) => apply(changeListing(listing, partial));
  const transcriptHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(CONVERSATION_PARAM, id);
    return `?${next.toString()}`;
  };
  const closeTranscript = () => {
    const next = new URLSearchParams(params);
    next.delete(CONVERSATION_PARAM);
    setParams(next);
  };
  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      downloadBlob(await api.exportConversationsCsv(exportQuery(listing)), csvFilename());
    } catch (failure) {
      setExportError((failure as Error).message);
    } finally {
      setExporting(false);
    }
  };

  const total = data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const filtered = hasFilters(listing);
  return (
    <>
      <div className="insights__toolbar">
        <ConversationFilters
          key={[listing.start_date, listing.end_date, listing.outcome, listing.result, listing.session_id].join('|')}
          listing={listing}
          onChange={change}
        />
        <div className="row">
          {filtered ? (
            <Button variant="ghost" onClick={() => apply(clearFilters(listing))}>
              {t('insights.conversations.clearFilters')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            loading={exporting}
            loadingLabel={t('insights.conversations.downloading')}
            disabled={data !== null && total === 0}
            onClick={() => void download()}
          >
            {t('insights.conversations.downloadCsv')}
          </Button>
        </div>
      </div>
      <Alert>{exportError}</Alert>
      <RetryLoadState loading={showSpinner} error={error && t('insights.conversations.loadError', { message: error })} onRetry={() => void reload()} />
      {data && !error ? (
        <>
          {live === 'connecting' ? null : (
            <p className={`live-badge live-badge--${live}`} role="status">
              {live === 'live' ? t('insights.conversations.live') : t('insights.conversations.reconnecting')}
            </p>
          )}
          <p className="muted" role="status">
            {data.meta.total_is_estimate
              ? t('insights.conversations.totalEstimate', { total: new Intl.NumberFormat(i18n.language).format(total) })
              : t('insights.conversations.total', { total: new Intl.NumberFormat(i18n.language).format(total) })}
          </p>
          {data.data.length === 0 ? (
            listing.page > 1 ? (
              <EmptyState
                description={t('insights.conversations.pageEmpty')}
                action={
                  <Button variant="secondary" onClick={() => change({ page: 1 })}>
                    {t('insights.conversations.firstPage')}
                  </Button>
                }
              />
            ) : filtered ? (
              <EmptyState
                description={t('insights.conversations.noMatches')}
                action={
                  <Button variant="secondary" onClick={() => apply(clearFilters(listing))}>
                    {t('insights.conversations.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                description={t('insights.conversations.empty')}
                action={<Link to="/dashboard/widget-settings">{t('insights.conversations.emptyAction')}</Link>}
              />
            )
          ) : (
            <ConversationTable rows={data.data} listing={listing} busy={loading} onSort={(next) => apply(next)} transcriptHref={transcriptHref} />
          )}
          {pages > 1 ? (
            <nav className="row pagination" aria-label={t('insights.conversations.pagination')}>
              <Button variant="secondary" disabled={listing.page <= 1} onClick={() => change({ page: listing.page - 1 })}>
                {t('products.previous')}
              </Button>
              <span>{t('products.pageOf', { page: listing.page, pages })}</span>
              <Button variant="secondary" disabled={listing.page >= pages} onClick={() => change({ page: listing.page + 1 })}>
                {t('products.next')}
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
      <TranscriptDialog id={openId} onClose={closeTranscript} onDeleted={() => void reload()} />
    </>
  );
}
