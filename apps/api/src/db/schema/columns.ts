import { customType, integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column builders shared by the schema files; not tables, so not re-exported from the schema. */

/** Every timestamp in the schema keeps its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
export const id = () => serial('id').primaryKey();
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** A row that is edited after it is written: when it was written, and when last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A required key to another table's row: the row goes when that one does. */
export const cascadeKey = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });
/** A required key to a table whose id is text (a conversation): the row goes when that one does. */
export const cascadeTextKey = (name: string, target: () => AnyPgColumn) => text(name).notNull().references(target, { onDelete: 'cascade' });
/** An optional key to another table's row (a member, a job): cleared when that one goes, so the row outlives it. */
export const setNullKey = (name: string, target: () => AnyPgColumn) => integer(name).references(target, { onDelete: 'set null' });

/** A required text column holding one of `values`, `initial` until set: a row's status or kind. */
export const choice = <U extends string, T extends Readonly<[U, ...U[]]>>(name: string, values: T, initial: T[number]) =>
  text(name, { enum: values }).notNull().default(initial);

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
