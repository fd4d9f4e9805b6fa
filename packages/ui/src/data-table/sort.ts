export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** Clicking a column: a new column sorts ascending, the same column flips. */
export function toggleSort(current: SortState | null, columnId: string): SortState {
  if (current?.columnId === columnId) {
    return { columnId, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId, direction: 'ascending' };
}

export type SortValue = string | number | Date | null | undefined;

// Made on first use: a top-level `new` would keep this module in bundles that never sort.
let collator: Intl.Collator | null = null;

/** Compares two cell values: numbers and dates by value, text with a locale-aware collator; blanks last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const blankA = a === null || a === undefined || a === '';
  const blankB = b === null || b === undefined || b === '';
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** A sorted copy (stable: equal rows keep their order); blanks stay last in both directions. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection): Row[] {
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      const blankX = x.key === null || x.key === undefined || x.key === '';
      const blankY = y.key === null || y.key === undefined || y.key === '';
      if (blankX !== blankY) return blankX ? 1 : -1;
      const order = compareValues(x.key, y.key);
      return (direction === 'ascending' ? order : -order) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** Page count and the slice for a page; a page past the end is clamped to the last one. */
export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, rows: rows.slice(start, start + pageSize), start, end: Math.min(start + pageSize, rows.length) };
}
