import type { ConversationQuery } from '@parley/api-client';

/** Rows per page of the conversations table (the server allows up to 100). */
export const PER_PAGE = 20;
export const SORTS = ['started_at', 'last_message_at', 'message_count'] as const;
/** `silent`: a voice call in which the visitor never spoke (the API derives it from the transcript). */
export const OUTCOMES = ['answered', 'unanswered', 'lead', 'silent'] as const;
/** What happened, as the list shows it (derived by the API from the outcome, the hand-off and product clicks). */
export const RESULTS = ['answered', 'lead', 'person_requested', 'product_clicked', 'unanswered', 'silent'] as const;
/** The query parameter that opens a transcript, so a conversation can be linked to. */
export const CONVERSATION_PARAM = 'conversation';

export type SortBy = (typeof SORTS)[number];
export type Outcome = (typeof OUTCOMES)[number];
export type Result = (typeof RESULTS)[number];

/** What the conversations table shows, as kept in the page's query string. */
export interface Listing {
  page: number;
  sort_by: SortBy;
  sort_direction: 'asc' | 'desc';
  session_id?: string;
  start_date?: string;
  end_date?: string;
  outcome?: Outcome;
  result?: Result;
}

export const DEFAULT_LISTING: Listing = { page: 1, sort_by: 'started_at', sort_direction: 'desc' };
const FILTER_KEYS = ['session_id', 'start_date', 'end_date', 'outcome', 'result'] as const;
const LISTING_KEYS = ['page', 'sort_by', 'sort_direction', ...FILTER_KEYS] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-31). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads the table's state from the query string; whatever is missing or malformed takes its default. */
export function readListing(params: URLSearchParams): Listing {
  const page = Number(params.get('page'));
  const sessionId = params.get('session_id')?.trim().slice(0, 100);
  const listing: Listing = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort_by: oneOf(SORTS, params.get('sort_by')) ?? DEFAULT_LISTING.sort_by,
    sort_direction: oneOf(['asc', 'desc'] as const, params.get('sort_direction')) ?? DEFAULT_LISTING.sort_direction,
  };
  if (sessionId) listing.session_id = sessionId;
  const start = params.get('start_date');
  const end = params.get('end_date');
  if (isIsoDate(start)) listing.start_date = start;
  if (isIsoDate(end)) listing.end_date = end;
  const outcome = oneOf(OUTCOMES, params.get('outcome'));
  if (outcome) listing.outcome = outcome;
  const result = oneOf(RESULTS, params.get('result'));
  if (result) listing.result = result;
  return listing;
}

/**
 * Writes the table's state into a copy of the query string: defaults are left out so links stay
 * short, and other parameters (the open transcript) are kept.
 */
export function writeListing(listing: Listing, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of LISTING_KEYS) {
    const value = listing[key];
    if (value === undefined || value === '' || value === DEFAULT_LISTING[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A change of filters or sort starts again from the first page; a change of page keeps the rest. */
export function changeListing(listing: Listing, change: Partial<Listing>): Listing {
  const next: Listing = { ...listing, ...change };
  if (!('page' in change)) next.page = 1;
  for (const key of FILTER_KEYS) if (!next[key]) delete next[key];
  return next;
}

/** Sorting by a column: a new column starts descending (newest, most); the same one flips. */
export function sortBy(listing: Listing, column: SortBy): Listing {
  const direction = listing.sort_by === column && listing.sort_direction === 'desc' ? 'asc' : 'desc';
  return changeListing(listing, { sort_by: column, sort_direction: direction });
}

export function hasFilters(listing: Listing): boolean {
  return FILTER_KEYS.some((key) => Boolean(listing[key]));
}

export function clearFilters(listing: Listing): Listing {
  return { page: 1, sort_by: listing.sort_by, sort_direction: listing.sort_direction };
}

/** The API's query for one page of the table. */
export function listingQuery(listing: Listing): ConversationQuery {
  return { ...listing, per_page: PER_PAGE };
}

/** The API's query for the CSV: every row that matches, in the table's order. */
export function exportQuery(listing: Listing): ConversationQuery {
  const { page: _page, ...rest } = listing;
  return rest;
}

/** A date range is usable when each end is a real date and the start is not after the end. */
export function dateRangeError(start: string | undefined, end: string | undefined): 'invalid' | 'order' | null {
  if ((start && !isIsoDate(start)) || (end && !isIsoDate(end))) return 'invalid';
  if (start && end && start > end) return 'order';
  return null;
}
