import type { ConversationDetail } from '@parley/api-client';
import { Badge, Dialog } from '@parley/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { formatters, safeHref, type Formatters } from './format';
import { CALL_OUTCOME_TONE, callOutcomeLabel, endedReasonLabel, OUTCOME_TONE, outcomeLabel } from './labels';
import { useLoad } from '../../lib/hooks';
import { storedUser } from '../../lib/session';
import { DeleteConversationButton } from '../privacy/DeleteConversationButton';
import { RetryLoadState } from '../../components/LoadState';

/**
 * The transcript of one conversation, open while the page's query string names it. Messages are
 * rendered as text: whatever HTML a visitor typed stays visible as typed and never runs.
 */
export function TranscriptDialog({ id, onClose, onDeleted }: { id: string | null; onClose: () => void; onDeleted?: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, error, loading, reload } = useLoad(() => (id ? api.getConversation(id) : Promise.resolve(null)), [id]);
  const format = formatters(i18n.language);
  const current = data && data.id === id ? data : null;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={t('insights.transcript.title')}
      description={current ? t('insights.transcript.started', { date: format.dateTime(current.started_at) }) : undefined}
      closeLabel={t('common.close')}
      className="transcript-dialog"
    >
      <RetryLoadState loading={loading && !current} error={error} onRetry={() => void reload()} />
      {current && !error ? <Transcript conversation={current} format={format} /> : null}
      {current && !error && storedUser()?.role === 'owner' ? (
        <DeleteConversationButton
          id={current.id}
          onDeleted={() => {
            onClose();
            onDeleted?.();
          }}
        />
      ) : null}
    </Dialog>
  );
}

/** The conversation's page, language, lead and messages with their sources (the inbox shows it too). */
export function Transcript({ conversation, format }: { conversation: ConversationDetail; format: Formatters }) {
  const { t, i18n } = useTranslation();
  const leadTitleId = useId();
  const pageHref = safeHref(conversation.page_url);
  // A voice call's record; each turn also says when in the call it was said.
  const call = conversation.call;
  // Said during the call (a transferred call goes on as a chat, whose messages are not "into the call").
  // The conversation starts when the call is asked for, a moment before it connects: a few seconds' grace.
  const inCall = (at: string) =>
    call !== null && (call.duration_seconds === null || secondsBetween(conversation.started_at, at) <= call.duration_seconds + CALL_CONNECT_GRACE_S);
  return (
    <div className="transcript" data-testid="transcript">
      <dl className="transcript__meta">
        <Detail term={t('insights.conversations.outcome')}>
          <Badge tone={OUTCOME_TONE[conversation.outcome]}>{outcomeLabel(t, conversation.outcome)}</Badge>
        </Detail>
        <Detail term={t('insights.transcript.page')} className="transcript__url">
          {pageHref ? (
            <a href={pageHref} target="_blank" rel="noreferrer" dir="ltr">
              {conversation.page_url}
            </a>
          ) : (
            (conversation.page_url ?? t('insights.transcript.unknown'))
          )}
        </Detail>
        <Detail term={t('insights.transcript.language')}>
          {conversation.language ? languageName(conversation.language, i18n.language) : t('insights.transcript.unknown')}
        </Detail>
        {call ? (
          <>
            <Detail term={t('insights.transcript.call')}>
              <Badge tone={CALL_OUTCOME_TONE[call.outcome]}>{callOutcomeLabel(t, call.outcome)}</Badge>
              {call.ended_reason ? <span className="transcript__reason">{endedReasonLabel(t, call.ended_reason)}</span> : null}
            </Detail>
            {call.duration_seconds !== null ? <Detail term={t('insights.transcript.callLength')}>{format.duration(call.duration_seconds)}</Detail> : null}
            {call.visitor_talk_seconds !== null && call.agent_talk_seconds !== null ? (
              <Detail term={t('insights.transcript.talkTime')}>
                {t('insights.transcript.talkTimes', { visitor: format.duration(call.visitor_talk_seconds), agent: format.duration(call.agent_talk_seconds) })}
              </Detail>
            ) : null}
          </>
        ) : null}
      </dl>

      {conversation.lead ? (
        <section className="lead-card" aria-labelledby={leadTitleId}>
          <h3 id={leadTitleId}>{t('insights.transcript.leadTitle')}</h3>
          <dl>
            {conversation.lead.name ? (
              <Detail term={t('insights.transcript.name')} dir="auto">
                {conversation.lead.name}
              </Detail>
            ) : null}
            {conversation.lead.email ? (
              <Detail term={t('insights.transcript.email')}>
                <a href={`mailto:${conversation.lead.email}`} dir="ltr">
                  {conversation.lead.email}
                </a>
              </Detail>
            ) : null}
            {conversation.lead.phone ? (
              <Detail term={t('insights.transcript.phone')}>
                <a href={`tel:${conversation.lead.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {conversation.lead.phone}
                </a>
              </Detail>
            ) : null}
            {conversation.lead.interest ? (
              <Detail term={t('insights.transcript.interest')} className="transcript__text" dir="auto">
                {conversation.lead.interest}
              </Detail>
            ) : null}
            <Detail term={t('insights.transcript.leadAt')}>{format.dateTime(conversation.lead.created_at)}</Detail>
          </dl>
        </section>
      ) : null}

      <h3>{t('insights.transcript.messages')}</h3>
      {conversation.messages.length === 0 ? <p className="muted">{t('insights.transcript.noMessages')}</p> : null}
      <ol className="transcript__messages">
        {conversation.messages.map((message, index) => (
          <li key={index} className={`transcript__message transcript__message--${message.role}`}>
            <p className="transcript__who">
              <strong dir="auto">
                {message.role === 'user'
                  ? t('insights.transcript.visitor')
                  : message.author === 'human'
                    ? (message.author_name ?? t('inbox.someone'))
                    : t('insights.transcript.agent')}
              </strong>
              <time dateTime={message.created_at} className="muted">
                {format.dateTime(message.created_at)}
              </time>
              {inCall(message.created_at) ? (
                <span className="muted">
                  {t('insights.transcript.intoCall', { elapsed: format.duration(secondsBetween(conversation.started_at, message.created_at)) })}
                </span>
              ) : null}
              {message.role === 'assistant' && message.answered === false ? <Badge tone="warning">{t('insights.transcript.notAnswered')}</Badge> : null}
            </p>
            <p className="transcript__text" dir="auto">
              {message.content}
            </p>
            {message.role === 'assistant' && message.sources.length > 0 ? (
              <div className="transcript__sources">
                <p className="muted">{t('insights.transcript.sources')}</p>
                <ul>
                  {message.sources.map((source, sourceIndex) => {
                    const href = safeHref(source.url);
                    return (
                      <li key={`${source.type}-${source.id}-${sourceIndex}`}>
                        {href ? (
                          <a href={href} target="_blank" rel="noreferrer">
                            {source.title}
                          </a>
                        ) : (
                          source.title
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

const CALL_CONNECT_GRACE_S = 15;

/** Whole seconds from `from` to `to` (ISO times), never negative. */
const secondsBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

/** The language's own name in the page's language ("French", "Französisch"), else its code. */
export function languageName(code: string, language: string): string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'language' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** One line of a description list: what it is, and its value. */
function Detail({ term, className, dir, children }: { term: string; className?: string; dir?: 'auto'; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className} dir={dir}>
        {children}
      </dd>
    </div>
  );
}
