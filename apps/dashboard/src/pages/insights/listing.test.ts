import { describe, expect, it } from 'vitest';
import { changeListing, clearFilters, dateRangeError, exportQuery, isIsoDate, listingQuery, readListing, sortBy, writeListing } from './listing';

const read = (search: string) => readListing(new URLSearchParams(search));

describe('the conversations table kept in the query string', () => {
  it('reads page, sort and every filter, and maps them onto the API query', () => {
    const listing = read('page=3&sort_by=message_count&sort_direction=asc&session_id=sess-42&start_date=2026-03-01&end_date=2026-03-31&outcome=lead');
    expect(listingQuery(listing)).toEqual({
      page: 3,
      per_page: 20,
      sort_by: 'message_count',
      sort_direction: 'asc',
      session_id: 'sess-42',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      outcome: 'lead',
    });
  });

  it('falls back to the defaults for anything missing or malformed', () => {
    expect(read('page=-2&sort_by=name&sort_direction=sideways&outcome=maybe&start_date=2026-02-31&end_date=yesterday&session_id=%20%20')).toEqual({
      page: 1,
      sort_by: 'started_at',
      sort_direction: 'desc',
    });
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps the open transcript', () => {
    const params = writeListing(
      { page: 1, sort_by: 'started_at', sort_direction: 'desc', outcome: 'unanswered' },
      new URLSearchParams('conversation=chat_1&page=4'),
    );
    expect(params.toString()).toBe('conversation=chat_1&outcome=unanswered');
  });

  it('round-trips through the query string', () => {
    const listing = read('page=2&sort_by=last_message_at&sort_direction=asc&session_id=abc&start_date=2026-01-01');
    expect(readListing(writeListing(listing))).toEqual(listing);
  });

  it('starts from page 1 when a filter or the sort changes, but not when the page does', () => {
    const listing = read('page=5&outcome=lead');
    expect(changeListing(listing, { session_id: 'x' })).toMatchObject({ page: 1, outcome: 'lead', session_id: 'x' });
    expect(changeListing(listing, { page: 6 })).toMatchObject({ page: 6, outcome: 'lead' });
    expect(changeListing(listing, { outcome: undefined })).not.toHaveProperty('outcome');
    expect(sortBy(listing, 'message_count')).toMatchObject({ page: 1, sort_by: 'message_count', sort_direction: 'desc' });
  });

  it('flips the direction when the same column is sorted again', () => {
    const once = sortBy(read(''), 'started_at');
    expect(once).toMatchObject({ sort_by: 'started_at', sort_direction: 'asc' });
    expect(sortBy(once, 'started_at').sort_direction).toBe('desc');
  });

  it('clears filters but keeps the sort', () => {
    expect(clearFilters(read('page=2&sort_by=message_count&outcome=lead&session_id=s'))).toEqual({ page: 1, sort_by: 'message_count', sort_direction: 'desc' });
  });

  it('exports every matching row: the CSV query has the filters and sort but no page', () => {
    expect(exportQuery(read('page=4&outcome=answered&start_date=2026-05-01'))).toEqual({
      sort_by: 'started_at',
      sort_direction: 'desc',
      outcome: 'answered',
      start_date: '2026-05-01',
    });
  });

  it('checks a date range: real dates, start not after end', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(dateRangeError('2026-03-02', '2026-03-01')).toBe('order');
    expect(dateRangeError('2026-03-01', '2026-03-01')).toBeNull();
    expect(dateRangeError('2026-13-01', undefined)).toBe('invalid');
    expect(dateRangeError(undefined, '2026-03-01')).toBeNull();
  });
});
