import type { InboxConversation } from '@parley/api-client/schemas';
import { Badge, EmptyState, ErrorState, Spinner } from '@parley/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { useDelayed, useLiveRefresh, useLoad } from '../../lib/hooks';
import { storedUser } from '../../lib/session';
import { formatters } from '../insights/format';
import { InboxConversationPane } from './InboxConversationPane';
import { handoffLabel, HANDOFF_TONE } from './labels';

/** How often, at most, live events reload the list. */
const LIVE_RELOAD_MS = 1_000;
const OPEN_PARAM = 'conversation';

/**
 * /dashboard/inbox: conversations happening now, those whose visitor asked for a person first. A
 * member opens one, takes it over from the agent, writes to the visitor and hands it back; every
 * change arrives live, from whichever server process it happened on.
 */
export function InboxPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);
  const { data, error, loading, reload } = useLoad(() => api.listInbox(), []);
  const showSpinner = useDelayed(loading && !data);
  // Who "you" are decides what the open conversation offers: read from the server, not a stored copy.
  const { data: me } = useLoad(() => api.getCurrentUser(), []);
  // The open conversation reloads on each of its own events at once; the list at most once a second.
  const [moves, setMoves] = useState(0);
  const live = useLiveRefresh(reload, LIVE_RELOAD_MS, (event) => {
    if ((event.type === 'conversation.updated' && event.conversation.id === openId) || event.type === 'resync') setMoves((n) => n + 1);
  });
  const format = formatters(i18n.language);
  const open = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(OPEN_PARAM, id);
    setParams(next);
  };

  return (
    <section className="page inbox">
      <header className="inbox__header">
        <h1>{t('inbox.title')}</h1>
        {live === 'connecting' ? null : (
          <p className={`live-badge live-badge--${live}`} role="status">
            {live === 'live' ? t('inbox.live') : t('inbox.reconnecting')}
          </p>
        )}
      </header>
      <p className="lead">{t('inbox.intro')}</p>
      {error ? <ErrorState message={t('inbox.loadError', { message: error })} onRetry={() => void reload()} retryLabel={t('common.retry')} /> : null}
      {showSpinner ? <Spinner label={t('common.loading')} /> : null}
      {data && data.length === 0 ? <EmptyState title={t('inbox.emptyTitle')} description={t('inbox.emptyBody')} /> : null}
      {data && data.length > 0 ? (
        <div className="inbox__layout">
          <ul className="inbox__list" aria-label={t('inbox.listLabel')}>
            {data.map((conversation) => (
              <li key={conversation.id}>
                <InboxItem conversation={conversation} selected={conversation.id === openId} onOpen={() => open(conversation.id)} format={format} />
              </li>
            ))}
          </ul>
          <div className="inbox__pane">
            {openId ? (
              <InboxConversationPane key={openId} id={openId} me={me ?? storedUser()} moves={moves} onChanged={() => void reload()} />
            ) : (
              <p className="inbox__hint">{t('inbox.choose')}</p>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function InboxItem({
  conversation,
  selected,
  onOpen,
  format,
}: {
  conversation: InboxConversation;
  selected: boolean;
  onOpen: () => void;
  format: ReturnType<typeof formatters>;
}) {
  const { t } = useTranslation();
  const { handoff, last_message: last } = conversation;
  return (
    <button type="button" className="inbox__item" aria-current={selected ? 'true' : undefined} onClick={onOpen} data-testid="inbox-item">
      <span className="inbox__item-top">
        <Badge tone={HANDOFF_TONE[handoff.status]}>{handoffLabel(t, handoff)}</Badge>
        <time dateTime={conversation.last_message_at}>{format.dateTime(conversation.last_message_at)}</time>
      </span>
      {last ? (
        <span className="inbox__excerpt" dir="auto">
          {last.author === 'visitor' ? `${t('inbox.visitor')}: ` : ''}
          {last.content}
        </span>
      ) : null}
      <span className="inbox__item-meta">
        {[conversation.lead?.name ?? conversation.lead?.email, conversation.language?.toUpperCase(), conversation.page_url].filter(Boolean).join(' · ')}
      </span>
    </button>
  );
}
