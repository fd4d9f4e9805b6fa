import type { Database } from './db/database';
import { createAccountsRepository } from './modules/accounts/repository';
import { createAccountsService } from './modules/accounts/service';
import { periodEnd } from './modules/billing/periods';
import { createBillingRepository } from './modules/billing/repository';

export const DEMO_ACCOUNT = {
  email: 'demo@parley.local',
  password: 'ParleyDemo2026',
  name: 'Demo Owner',
  organization: 'Parley Demo Store',
  website: 'https://demo.parley.example',
};

/**
 * Creates the demo organization once, on the monthly voice plan so every page is open to try;
 * later starts find it and do nothing.
 */
export async function seedDemo(database: Database): Promise<void> {
  const repo = createAccountsRepository(database.db);
  if (await repo.findUserByEmail(DEMO_ACCOUNT.email)) return;
  const owner = await createAccountsService(repo, async () => {}).signup({
    user: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, name: DEMO_ACCOUNT.name },
    organization: { name: DEMO_ACCOUNT.organization, website_url: DEMO_ACCOUNT.website },
  });
  const billing = createBillingRepository(database.db);
  const priced = await billing.findPriceByPlanName('voice', 'month');
  if (!priced) return;
  await billing.saveSubscription(owner.organization.id, {
    planPriceId: priced.price.id,
    status: 'active',
    currentPeriodEnd: periodEnd(new Date(), 'month'),
    cancelAtPeriodEnd: false,
  });
  await billing.recordChange({
    organizationId: owner.organization.id,
    userId: owner.id,
    action: 'demo_seeded',
    source: 'test_mode',
    toPlan: priced.price.code,
    toStatus: 'active',
  });
}
