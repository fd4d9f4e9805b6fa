import { index, pgTable, type ExtraConfigColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { organizations } from './accounts';
import { cascadeKey, id } from './columns';

/**
 * The `organization_id` every tenant table carries: required, and deleted with its organization.
 * Apart from ./columns because it needs the organizations table (accounts.ts, which builds its own
 * tables' key with `cascadeKey` to keep the imports one-way); not re-exported from the schema.
 */
export const organizationId = () => cascadeKey('organization_id', () => organizations.id);

/** The first columns of most tenant tables: the row's serial id, then its organization. */
export const tenantKeys = () => ({ id: id(), organizationId: organizationId() });

/** The extra config of a tenant table read only as a whole organization's rows: one index on `organization_id`. */
export const organizationIndex = (name: string) => (t: { organizationId: ExtraConfigColumn }) => [index(name).on(t.organizationId)];

/** The common tenant table: `tenantKeys`, then `columns`, and only the organization's index (`<name>_org_idx`). */
export const tenantTable = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(name: TName, columns: TColumns) =>
  pgTable(name, { ...tenantKeys(), ...columns }, organizationIndex(`${name}_org_idx`));
