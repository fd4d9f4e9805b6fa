/** The product API (the dashboard's, the loader's, the public site's and Stripe's calls), group by group. */
import { ACCOUNTS_OPERATIONS } from './accounts';
import { BILLING_OPERATIONS } from './billing';
import { AGENT_OPERATIONS } from './agent';
import { KNOWLEDGE_OPERATIONS } from './knowledge';
import { TOOLS_OPERATIONS } from './tools';
import { WEBHOOKS_OPERATIONS } from './webhooks';
import { INSIGHTS_OPERATIONS } from './insights';
import { INBOX_OPERATIONS } from './handoff';
import { EMAIL_NOTIFICATION_OPERATIONS } from './email-notifications';
import { DATA_RIGHTS_OPERATIONS } from './data-rights';
import { SYSTEM_OPERATIONS } from './system';
import { PARTNERS_OPERATIONS } from './partners';
import { PROACTIVE_OPERATIONS } from './proactive';
import { AGENT_TEST_OPERATIONS } from './agent-tests';

export const PRODUCT_OPERATIONS = [
  ...ACCOUNTS_OPERATIONS,
  ...BILLING_OPERATIONS,
  ...AGENT_OPERATIONS,
  ...KNOWLEDGE_OPERATIONS,
  ...TOOLS_OPERATIONS,
  ...WEBHOOKS_OPERATIONS,
  ...INSIGHTS_OPERATIONS,
  ...INBOX_OPERATIONS,
  ...EMAIL_NOTIFICATION_OPERATIONS,
  ...DATA_RIGHTS_OPERATIONS,
  ...SYSTEM_OPERATIONS,
  ...PARTNERS_OPERATIONS,
  ...PROACTIVE_OPERATIONS,
  ...AGENT_TEST_OPERATIONS,
] as const;

export type ProductOperation = (typeof PRODUCT_OPERATIONS)[number];
export type ProductOperationId = ProductOperation['operationId'];
/** The operation of that id, with its literal schemas: what a typed route or client is built from. */
export type ProductOperationOf<Id extends ProductOperationId> = Extract<ProductOperation, { operationId: Id }>;

const byId = new Map<string, ProductOperation>(PRODUCT_OPERATIONS.map((op) => [op.operationId, op]));

export function productOperation<const Id extends ProductOperationId>(id: Id): ProductOperationOf<Id> {
  return byId.get(id) as ProductOperationOf<Id>;
}
