import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { ENGLISH_PAGINATION_LABELS, Pagination, type PaginationLabels } from './Pagination';
import { paginate, sortRows, toggleSort, type SortState, type SortValue } from './sort';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  /** What the cell shows; defaults to the sort value as text. */
  cell?: (row: Row) => ReactNode;
  /** The value sorting compares; a column without one is not sortable (unless `sortable`). */
  sortValue?: (row: Row) => SortValue;
  /** Sortable without a `sortValue`: for a table whose rows the server sorts (see `onSortChange`). */
  sortable?: boolean;
  /** Numbers line up at the end edge so digits compare at a glance. */
  align?: 'start' | 'end';
  /** Classes for this column's body cells (widths, wrapping). */
  cellClassName?: string;
}

/** What a row may carry besides its cells: a class, a click handler, `data-*` attributes for tests. */
export type DataTableRowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export interface DataTableProps<Row> {
  /** The table's caption: names it for screen readers and, unless hidden, for everyone. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows per page; without it every row shows and no pagination is drawn. */
  pageSize?: number;
  initialSort?: SortState;
  /**
   * The order the rows already have, for rows sorted elsewhere (a server). With `onSortChange` the
   * table sorts nothing itself: a header click reports the next order and the app fetches it.
   */
  sort?: SortState | null;
  onSortChange?: (next: SortState) => void;
  /** Replaces the body with a spinner (first load). */
  loading?: boolean;
  /** Keeps the rows shown but marks the table busy (a newer page or order is on its way). */
  busy?: boolean;
  loadingLabel?: string;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  /** Words for the pager, in the page's language (English when left out). */
  paginationLabels?: PaginationLabels;
  /** Attributes for each body row. */
  rowProps?: (row: Row) => DataTableRowProps;
  className?: string;
}

/**
 * A table sorted and paged in the browser. Sortable headers are buttons inside the <th>, and the
 * header carries aria-sort so screen readers announce the order; the body is marked busy while
 * loading. For data sorted on a server, pass `sort` and `onSortChange`; for data paged on a server,
 * render Pagination yourself under the table.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  pageSize,
  initialSort,
  sort: sortProp,
  onSortChange,
  loading = false,
  busy = false,
  loadingLabel = 'Loading',
  empty,
  paginationLabels,
  rowProps,
  className,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(initialSort ?? null);
  const [page, setPage] = useState(1);
  const sortedElsewhere = onSortChange !== undefined;
  const sort = sortedElsewhere ? (sortProp ?? null) : ownSort;

  const sorted = useMemo(() => {
    if (sortedElsewhere) return [...rows];
    const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
    return column?.sortValue && sort ? sortRows(rows, column.sortValue, sort.direction) : [...rows];
  }, [rows, columns, sort, sortedElsewhere]);

  const view = pageSize ? paginate(sorted, page, pageSize) : { page: 1, pageCount: 1, rows: sorted, start: 0, end: sorted.length };

  return (
    <div className={cx('pl-table-wrap', className)}>
      <div className="pl-table-scroll">
        <table className="pl-table" aria-busy={loading || busy || undefined}>
          <caption className={cx('pl-table__caption', hideCaption && 'pl-visually-hidden')}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.columnId === column.id ? sort.direction : undefined;
                const sortable = Boolean(column.sortValue) || column.sortable === true;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sortable ? (direction ?? 'none') : undefined}
                    className={cx(column.align === 'end' && 'pl-table__cell--end')}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="pl-table__sort"
                        onClick={() => {
                          const next = toggleSort(sort, column.id);
                          if (onSortChange) onSortChange(next);
                          else setOwnSort(next);
                          setPage(1);
                        }}
                      >
                        {column.header}
                        <span className="pl-table__sort-icon" aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columns.length} className="pl-table__status">
                  <span className="pl-spinner" role="status">
                    <span className="pl-spinner__ring" aria-hidden="true" />
                    <span className="pl-visually-hidden">{loadingLabel}</span>
                  </span>
                </td>
              </tr>
            ) : view.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="pl-table__status">
                  {empty}
                </td>
              </tr>
            ) : (
              view.rows.map((row) => (
                <tr key={rowKey(row)} {...rowProps?.(row)}>
                  {columns.map((column) => (
                    <td key={column.id} className={cx(column.align === 'end' && 'pl-table__cell--end', column.cellClassName) || undefined}>
                      {column.cell ? column.cell(row) : String(column.sortValue?.(row) ?? '')}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pageSize && !loading && sorted.length > 0 ? (
        <Pagination
          page={view.page}
          pageCount={view.pageCount}
          total={sorted.length}
          first={view.start + 1}
          last={view.end}
          onPageChange={setPage}
          labels={paginationLabels ?? ENGLISH_PAGINATION_LABELS}
        />
      ) : null}
    </div>
  );
}
