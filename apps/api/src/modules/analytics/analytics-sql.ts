import { sql, type SQL } from 'drizzle-orm';

/* SQL pieces shared by the rollup reads and the reference scan: both must read and write times alike. */

/** Timestamps leave the database as ISO strings, the same on PGlite and PostgreSQL. */
export const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Times go in as ISO text cast in SQL, so both drivers bind them alike. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
