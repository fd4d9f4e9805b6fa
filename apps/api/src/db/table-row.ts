import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row a raw statement returned (`RETURNING *`: column names, values as the driver gave them),
 * as Drizzle returns the table's rows: property names, and each value read as its column reads it
 * (a timestamp as a Date).
 */
export function tableRow<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}
