import { organizations } from './accounts';
import { cascadeKey } from './columns';

/**
 * The `organization_id` every tenant table carries: required, and deleted with its organization.
 * Apart from ./columns because it needs the organizations table (accounts.ts, which builds its own
 * tables' key with `cascadeKey` to keep the imports one-way); not re-exported from the schema.
 */
export const organizationId = () => cascadeKey('organization_id', () => organizations.id);
