/** Shared by the API's integration tests: an app on a test database for a suite, and the test kit (owners, businesses, forms). */
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from './app';
import type { Database } from './db/database';
import type { Server } from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import { signLinkToken } from './auth/link-token';
import { signupRequests } from './db/schema';
import { SIGNUP_LINK_PURPOSE } from './modules/email/signup-email';
import { closeServer, listenOnLoopback, readSignupLinksWith, type TestApp } from './test-kit';

export * from './test-kit';
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

type TestAppOptions = Omit<BuildAppOptions, 'env' | 'database'> & { env?: Partial<BuildAppOptions['env']> };

/**
 * Opens the database and builds the app before the suite's tests, and closes both after. The
 * suite keeps its own `app` and `database` variables: `ready` hands them over once they exist.
 * `options` may be a function, read once the suite's earlier hooks ran (a fake provider's URL).
 */
export function useTestApp(
  open: () => Promise<Database>,
  options: TestAppOptions | (() => TestAppOptions),
  ready: (opened: { app: TestApp; database: Database }) => void,
) {
  let opened: { app: TestApp; database: Database } | undefined;
  beforeAll(async () => {
    const database = await open();
    const given = typeof options === 'function' ? options() : options;
    const secret = given.env?.JWT_SECRET ?? TEST_JWT_SECRET;
    const app = await buildApp({ ...given, env: { JWT_SECRET: secret, NODE_ENV: 'test', ...given.env }, database });
    // With SMTP_URL, sign-ups answer 202 and the link is in an email: signUpOwner signs the one the email would carry.
    readSignupLinksWith(app, async (email) => {
      const [row] = await database.db
        .select({ id: signupRequests.id, expiresAt: signupRequests.expiresAt })
        .from(signupRequests)
        .where(and(eq(signupRequests.email, email), eq(signupRequests.kind, 'confirm')))
        .orderBy(desc(signupRequests.id))
        .limit(1);
      if (!row) throw new Error(`no sign-up link was stored for ${email}`);
      return signLinkToken(SIGNUP_LINK_PURPOSE, secret, row.id, row.expiresAt);
    });
    opened = { app, database };
    ready(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.database.close();
  });
}

/** A fake provider or webhook (an HTTP server) listening on loopback for the suite; the function gives its origin. */
export function useLoopbackServer(server: Server): () => string {
  let origin: string | undefined;
  beforeAll(async () => {
    origin = await listenOnLoopback(server);
  });
  afterAll(() => closeServer(server));
  return () => {
    if (!origin) throw new Error('The server listens in beforeAll: read its origin inside a hook or test.');
    return origin;
  };
}
