import type { Database } from './db/database';
import { createAccountsRepository } from './modules/accounts/repository';
import { createAccountsService } from './modules/accounts/service';

export const DEMO_ACCOUNT = {
  email: 'demo@parley.local',
  password: 'ParleyDemo2026',
  name: 'Demo Owner',
  organization: 'Parley Demo Store',
  website: 'https://demo.parley.example',
};

/** Creates the demo organization once; later starts find it and do nothing. */
export async function seedDemo(database: Database): Promise<void> {
  const repo = createAccountsRepository(database.db);
  if (await repo.findUserByEmail(DEMO_ACCOUNT.email)) return;
  await createAccountsService(repo).signup({
    user: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, name: DEMO_ACCOUNT.name },
    organization: { name: DEMO_ACCOUNT.organization, website_url: DEMO_ACCOUNT.website },
  });
}
