import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column builders shared by the schema files; not tables, so not re-exported from the schema. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
