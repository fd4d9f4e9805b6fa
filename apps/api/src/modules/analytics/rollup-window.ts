import { sql, type SQL } from 'drizzle-orm';
import { at } from './analytics-sql';

const DAY_MS = 86_400_000;
const QUARTER_MINUTES = 15;
export const DAY_MINUTES = 1440;

/**
 * Which rollup rows make up [from, to): whole UTC days from the day rows, the rest (a window's
 * edges at local midnights, or all of a window shorter than a UTC day) from 15-minute rows.
 * Local midnights of every zone in use fall on 15-minute edges, so the two parts are exact.
 */
export interface RollupWindow {
  from: Date;
  to: Date;
  /** Day rows cover [daysFrom, daysTo); 15-minute rows cover [from, daysFrom) and [daysTo, to). */
  daysFrom: Date;
  daysTo: Date;
}

export function rollupWindow(from: Date, to: Date): RollupWindow {
  const daysFrom = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const daysTo = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  if (daysFrom >= daysTo) return { from, to, daysFrom: to, daysTo: to };
  return { from, to, daysFrom, daysTo };
}

interface RollupRange {
  spanMinutes: number;
  from: Date;
  to: Date;
}

/** The window as ranges of buckets of one span each (the empty ones left out). */
function rollupRanges({ from, to, daysFrom, daysTo }: RollupWindow): RollupRange[] {
  const ranges = [
    { spanMinutes: DAY_MINUTES, from: daysFrom, to: daysTo },
    { spanMinutes: QUARTER_MINUTES, from, to: daysFrom },
    { spanMinutes: QUARTER_MINUTES, from: daysTo, to },
  ];
  return ranges.filter((range) => range.from < range.to);
}

/**
 * The rows of `window` in a two-level rollup table that also match `where` (unqualified
 * columns), as a subquery to alias; only `columns`, so that a covering index can answer. One SELECT per range rather than an OR of ranges: each is
 * then a plain index range, which the planner does not always find in the OR.
 */
export function rollupRows(table: SQL, window: RollupWindow, where: SQL, columns: SQL = sql`*`): SQL {
  const ranges = rollupRanges(window).map(
    ({ spanMinutes, from, to }) =>
      sql`SELECT ${columns} FROM ${table} WHERE ${where} AND span_minutes = ${spanMinutes} AND bucket >= ${at(from)} AND bucket < ${at(to)}`,
  );
  return ranges.length ? sql`(${sql.join(ranges, sql` UNION ALL `)})` : sql`(SELECT ${columns} FROM ${table} WHERE false)`;
}

/**
 * The UTC days `window` touches, as day buckets: those inside it and the one or two it starts or
 * ends in. A question's count in a window is at most the sum of its counts on these days, so
 * their rows bound what the window's 15-minute edges can hold, without reading those edges.
 * Steps are in minutes, not days: a day step on timestamptz follows the session's time zone.
 */
export function touchedDays({ from, to }: RollupWindow): SQL {
  const first = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS);
  const last = new Date(Math.ceil(to.getTime() / DAY_MS) * DAY_MS - DAY_MS);
  return sql`SELECT b AS bucket FROM generate_series(${at(first)}, ${at(last)}, make_interval(mins => ${DAY_MINUTES})) AS b`;
}
