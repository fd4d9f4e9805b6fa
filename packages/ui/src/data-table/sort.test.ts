import { describe, expect, it } from 'vitest';
import { compareValues, paginate, sortRows, toggleSort } from './sort';

describe('toggleSort', () => {
  it('starts a new column ascending and flips the same column', () => {
    const first = toggleSort(null, 'name');
    expect(first).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(toggleSort(first, 'name')).toEqual({ columnId: 'name', direction: 'descending' });
    expect(toggleSort(toggleSort(first, 'name'), 'count')).toEqual({ columnId: 'count', direction: 'ascending' });
  });
});

describe('sortRows', () => {
  it('compares text naturally ("item 2" before "item 10") and numbers by value', () => {
    expect(sortRows(['item 10', 'item 2', 'Item 1'], (v) => v, 'ascending')).toEqual(['Item 1', 'item 2', 'item 10']);
    expect(sortRows([10, 9, 100], (v) => v, 'descending')).toEqual([100, 10, 9]);
  });

  it('keeps blanks last in both directions and equal rows in their order', () => {
    const rows = [
      { k: 'b', v: null },
      { k: 'a', v: 2 },
      { k: 'c', v: 2 },
      { k: 'd', v: 1 },
    ];
    expect(sortRows(rows, (r) => r.v, 'ascending').map((r) => r.k)).toEqual(['d', 'a', 'c', 'b']);
    expect(sortRows(rows, (r) => r.v, 'descending').map((r) => r.k)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('orders dates by time', () => {
    expect(compareValues(new Date('2026-01-02'), new Date('2026-01-01'))).toBeGreaterThan(0);
  });
});

describe('paginate', () => {
  it('slices a page and clamps a page past the end to the last', () => {
    const rows = Array.from({ length: 11 }, (_, i) => i);
    expect(paginate(rows, 2, 5)).toMatchObject({ page: 2, pageCount: 3, rows: [5, 6, 7, 8, 9], start: 5, end: 10 });
    expect(paginate(rows, 9, 5)).toMatchObject({ page: 3, rows: [10] });
    expect(paginate([], 1, 5)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });
});
