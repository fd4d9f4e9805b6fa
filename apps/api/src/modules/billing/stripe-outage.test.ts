import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { buildApp } from '../../app';
import { signUpOwner, TEST_JWT_SECRET, useLoopbackServer, type TestApp } from '../../test-app';
import { createStripeProvider } from './stripe-provider';

/**
 * Stripe down or failing, at the wire: the official client against a port nobody listens on, and
 * against a stand-in answering 500 and 401. The owner gets 503 or 502 with a message (nothing was
 * charged), never a 500.
 */
describe('checkout when Stripe cannot be reached or fails', () => {
  const failing = createServer((request, response) => {
    const status = request.headers.authorization === 'Bearer sk_test_revoked' ? 401 : 500;
    const type = status === 401 ? 'invalid_request_error' : 'api_error';
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type, message: 'stand-in failure' } }));
  });
  const origin = useLoopbackServer(failing);
  let database: Database;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  async function checkoutWith(provider: Parameters<typeof createStripeProvider>[0]) {
    const app = await buildApp({ env: { JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test' }, database, billingProvider: createStripeProvider(provider) });
    apps.push(app);
    const owner = await signUpOwner(app, 'stripe-down', 'Down Co');
    return app.inject({ method: 'POST', url: '/api/v1/billings/checkout', headers: owner.auth, payload: { price_id: 'price_parley_voice_monthly' } });
  }

  it('Stripe unreachable: 503 with Retry-After and a message, not 500', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const answer = await checkoutWith({ secretKey: 'sk_test_parley', host: '127.0.0.1', port, protocol: 'http' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.json<{ error: string }>().error).toMatch(/cannot be reached right now\. Nothing was charged/);
  }, 60_000);

  it('Stripe failing (500) is 503; Stripe refusing our key (401) is 502', async () => {
    const { port } = new URL(origin());
    const down = await checkoutWith({ secretKey: 'sk_test_parley', host: '127.0.0.1', port: Number(port), protocol: 'http' });
    expect(down.statusCode).toBe(503);
    const refused = await checkoutWith({ secretKey: 'sk_test_revoked', host: '127.0.0.1', port: Number(port), protocol: 'http' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ error: string }>().error).toMatch(/refused the request/);
  }, 60_000);
});
