import type { ConversationSummary } from '@parley/api-client';
import { Badge, DataTable, type DataTableColumn } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatters } from './format';
import { channelLabel, RESULT_TONE, resultLabel } from './labels';
import { SORTS, sortBy, type Listing, type SortBy } from './listing';
import { summaryText } from './summary-text';

interface Props {
  rows: ConversationSummary[];
  listing: Listing;
  /** A newer page is loading: the rows shown are the previous ones. */
  busy: boolean;
  onSort: (next: Listing) => void;
  transcriptHref: (id: string) => string;
}

/** One row per conversation, sorted by the server. The start time links to the transcript; a click anywhere on the row does too. */
export function ConversationTable({ rows, listing, busy, onSort, transcriptHref }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const format = formatters(i18n.language);

  const columns: DataTableColumn<ConversationSummary>[] = [
    {
      id: 'started_at',
      header: t('insights.conversations.started'),
      sortable: true,
      cell: (row) => {
        const started = format.dateTime(row.started_at);
        return (
          <Link to={transcriptHref(row.id)} aria-label={t('insights.conversations.open', { date: started })}>
            {started}
          </Link>
        );
      },
    },
    { id: 'channel', header: t('insights.conversations.channel'), cell: (row) => channelLabel(t, row.channel) },
    {
      // The summary names what was asked and what came of it; the visitor's own words are one hover away.
      id: 'summary',
      header: t('insights.summary.header'),
      cellClassName: 'insights__question',
      cell: (row) => (
        <bdi title={row.first_question ?? undefined} className={row.first_question ? undefined : 'muted'}>
          {summaryText(t, row)}
        </bdi>
      ),
    },
    { id: 'message_count', header: t('insights.conversations.messages'), sortable: true, cell: (row) => format.number(row.message_count) },
    { id: 'duration', header: t('insights.conversations.duration'), cell: (row) => format.duration(row.duration_seconds) },
    {
      id: 'outcome',
      header: t('insights.conversations.outcome'),
      cell: (row) => <Badge tone={RESULT_TONE[row.result]}>{resultLabel(t, row.result)}</Badge>,
    },
    {
      id: 'lead',
      header: t('insights.conversations.lead'),
      cell: (row) =>
        row.lead ? (
          row.lead.name ? (
            <bdi>{row.lead.name}</bdi>
          ) : (
            t('insights.conversations.leadYes')
          )
        ) : (
          <span className="muted">{t('insights.conversations.leadNo')}</span>
        ),
    },
  ];

  return (
    <DataTable
      className="table-wrap insights__table"
      caption={t('insights.conversations.caption')}
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      busy={busy}
      sort={{ columnId: listing.sort_by, direction: listing.sort_direction === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={(next) => {
        const column = SORTS.find((candidate): candidate is SortBy => candidate === next.columnId);
        if (column) onSort(sortBy(listing, column));
      }}
      rowProps={(row) => ({
        className: 'clickable-row',
        'data-testid': 'conversation-row',
        onClick: (event) => {
          // Links and buttons in the row do their own thing; the rest of the row opens the transcript.
          if (!(event.target as HTMLElement).closest('a, button')) void navigate(transcriptHref(row.id));
        },
      })}
    />
  );
}
