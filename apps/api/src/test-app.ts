/** Shared by the API's integration tests: an app on a test database for a suite, and a signed-up owner. */
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from './app';
import type { Database } from './db/database';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/**
 * Opens the database and builds the app before the suite's tests, and closes both after. The
 * suite keeps its own `app` and `database` variables: `ready` hands them over once they exist.
 */
export function useTestApp(
  open: () => Promise<Database>,
  options: Omit<BuildAppOptions, 'env' | 'database'> & { env?: Partial<BuildAppOptions['env']> },
  ready: (opened: { app: TestApp; database: Database }) => void,
) {
  let opened: { app: TestApp; database: Database } | undefined;
  beforeAll(async () => {
    const database = await open();
    const app = await buildApp({ ...options, env: { JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test', ...options.env }, database });
    opened = { app, database };
    ready(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.database.close();
  });
}

let seq = 0;

/** Signs up a new owner with an organization whose website is a unique `<label>N-….example.com`. */
export async function signUpOwner(app: TestApp, label: string, organizationName = 'Test Co') {
  seq += 1;
  const website = `${label}${seq}-${Date.now()}.example.com`;
  const signup = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: {
      user: { email: `${label}-${Date.now()}-${seq}@example.com`, password: 'Str0ng-password', name: 'Owner' },
      organization: { name: organizationName, website_url: website },
    },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.statusCode} ${signup.body}`);
  const organization = signup.json().data.organization as { id: number; sub_id: string };
  return { website, auth: { authorization: String(signup.headers.authorization) }, organizationId: organization.id, subId: organization.sub_id };
}
