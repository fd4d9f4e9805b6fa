import type { ConversationSummary } from '@parley/api-client';
import { Badge } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatters } from './format';
import { channelLabel, OUTCOME_TONE, outcomeLabel } from './labels';
import { sortBy, type Listing, type SortBy } from './listing';

interface Props {
  rows: ConversationSummary[];
  listing: Listing;
  /** A newer page is loading: the rows shown are the previous ones. */
  busy: boolean;
  onSort: (next: Listing) => void;
  transcriptHref: (id: string) => string;
}

/** One row per conversation. The start time links to the transcript; a click anywhere on the row does too. */
export function ConversationTable({ rows, listing, busy, onSort, transcriptHref }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const format = formatters(i18n.language);

  const sortHeader = (column: SortBy, label: string) => {
    const active = listing.sort_by === column;
    return (
      <th scope="col" aria-sort={active ? (listing.sort_direction === 'asc' ? 'ascending' : 'descending') : undefined}>
        <button type="button" className="sort-button" onClick={() => onSort(sortBy(listing, column))}>
          {label}
          <span aria-hidden="true" className="sort-button__arrow">
            {active ? (listing.sort_direction === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className="table-wrap insights__table">
      <table className="table" aria-busy={busy || undefined}>
        <caption className="pl-visually-hidden">{t('insights.conversations.caption')}</caption>
        <thead>
          <tr>
            {sortHeader('started_at', t('insights.conversations.started'))}
            <th scope="col">{t('insights.conversations.channel')}</th>
            <th scope="col">{t('insights.conversations.firstQuestion')}</th>
            {sortHeader('message_count', t('insights.conversations.messages'))}
            <th scope="col">{t('insights.conversations.duration')}</th>
            <th scope="col">{t('insights.conversations.outcome')}</th>
            <th scope="col">{t('insights.conversations.lead')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = transcriptHref(row.id);
            const started = format.dateTime(row.started_at);
            return (
              <tr
                key={row.id}
                className="clickable-row"
                data-testid="conversation-row"
                onClick={(event) => {
                  // Links and buttons in the row do their own thing; the rest of the row opens the transcript.
                  if (!(event.target as HTMLElement).closest('a, button')) void navigate(href);
                }}
              >
                <td>
                  <Link to={href} aria-label={t('insights.conversations.open', { date: started })}>
                    {started}
                  </Link>
                </td>
                <td>{channelLabel(t, row.channel)}</td>
                <td className="insights__question">
                  {row.first_question ? <bdi>{row.first_question}</bdi> : <span className="muted">{t('insights.conversations.noQuestion')}</span>}
                </td>
                <td>{format.number(row.message_count)}</td>
                <td>{format.duration(row.duration_seconds)}</td>
                <td>
                  <Badge tone={OUTCOME_TONE[row.outcome]}>{outcomeLabel(t, row.outcome)}</Badge>
                </td>
                <td>
                  {row.lead ? (
                    row.lead.name ? (
                      <bdi>{row.lead.name}</bdi>
                    ) : (
                      t('insights.conversations.leadYes')
                    )
                  ) : (
                    <span className="muted">{t('insights.conversations.leadNo')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
