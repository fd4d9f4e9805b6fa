export interface PaginationLabels {
  /** Names the navigation landmark ("Pagination"). */
  navigation: string;
  previous: string;
  next: string;
  /** "Showing 11–20 of 45", given 1-based first, last and total. */
  range: (first: number, last: number, total: number) => string;
  /** "Page 2 of 5". */
  page: (page: number, pageCount: number) => string;
}

/** Fallback words, so a table given a pageSize never hides rows behind a pager with no labels. */
export const ENGLISH_PAGINATION_LABELS: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  range: (first, last, total) => `Showing ${first}–${last} of ${total}`,
  page: (page, pageCount) => `Page ${page} of ${pageCount}`,
};

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  first: number;
  last: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

/** Previous/next with the position spoken as it changes; the arrows mirror in RTL through CSS. */
export function Pagination({ page, pageCount, total, first, last, onPageChange, labels }: PaginationProps) {
  return (
    <nav className="pl-pagination" aria-label={labels.navigation}>
      <p className="pl-pagination__range" aria-live="polite">
        {total === 0 ? labels.range(0, 0, 0) : labels.range(first, last, total)}
      </p>
      <div className="pl-pagination__controls">
        <button type="button" className="pl-button pl-button--secondary pl-button--sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <span className="pl-pagination__arrow" aria-hidden="true">
            ‹
          </span>{' '}
          {labels.previous}
        </button>
        <span className="pl-pagination__page">{labels.page(page, pageCount)}</span>
        <button type="button" className="pl-button pl-button--secondary pl-button--sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {labels.next}{' '}
          <span className="pl-pagination__arrow" aria-hidden="true">
            ›
          </span>
        </button>
      </div>
    </nav>
  );
}
