import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A loopback server that records what the `stripe` client sends and answers in Stripe's shapes. */
function stripeStandIn(answer: (request: Recorded) => [number, object]) {
  const recorded: Recorded[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const request = { method: req.method!, path: req.url!, authorization: req.headers.authorization, form: new URLSearchParams(body) };
      recorded.push(request);
      const [status, json] = answer(request);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' }).end(JSON.stringify(json));
    });
  });
  return { server, recorded };
}

describe('Stripe adapter at the wire', () => {
  const { server, recorded } = stripeStandIn((request) => {
    if (request.path === '/v1/checkout/sessions')
      return [200, { id: 'cs_live_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_live_1' }];
    if (request.path === '/v1/subscriptions/sub_1' && request.method === 'GET') {
      return [200, { id: 'sub_1', object: 'subscription', items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] } }];
    }
    if (request.path === '/v1/subscriptions/sub_1') return [200, { id: 'sub_1', object: 'subscription' }];
    if (request.path === '/v1/billing_portal/sessions')
      return [200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/1' }];
    if (request.path === '/v1/payment_intents/pi_ok') return [200, { id: 'pi_ok', object: 'payment_intent', status: 'succeeded' }];
    return [404, { error: { type: 'invalid_request_error', message: `No such resource: ${request.path}` } }];
  });
  let provider: ReturnType<typeof createStripeProvider>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = createStripeProvider({ secretKey: 'sk_test_parley', host: '127.0.0.1', port, protocol: 'http' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a subscription Checkout Session for the organization', async () => {
    const session = await provider.createCheckoutSession({
      organizationId: 42,
      customerEmail: 'owner@example.com',
      customerId: null,
      stripePriceId: 'price_voice_yearly',
      successUrl: 'https://app.example/?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example/billing/subscribe-failed',
    });
    expect(session).toEqual({ id: 'cs_live_1', url: 'https://checkout.stripe.com/c/pay/cs_live_1' });
    const request = recorded.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: 'Bearer sk_test_parley' });
    expect(Object.fromEntries(request.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_voice_yearly',
      'line_items[0][quantity]': '1',
      client_reference_id: '42',
      customer_email: 'owner@example.com',
      'subscription_data[metadata][organization_id]': '42',
      success_url: 'https://app.example/?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('changes the price of the subscription item with proration', async () => {
    await provider.changePrice({ subscriptionId: 'sub_1', stripePriceId: 'price_voice_monthly' });
    const update = recorded.at(-1)!;
    expect(update.path).toBe('/v1/subscriptions/sub_1');
    expect(Object.fromEntries(update.form)).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_voice_monthly',
      proration_behavior: 'create_prorations',
    });
  });

  it('opens the customer portal and checks payments', async () => {
    await expect(provider.portalUrl({ customerId: 'cus_1', returnUrl: 'https://app.example/dashboard/billing' })).resolves.toBe(
      'https://billing.stripe.com/p/session/1',
    );
    expect(Object.fromEntries(recorded.at(-1)!.form)).toEqual({ customer: 'cus_1', return_url: 'https://app.example/dashboard/billing' });
    await expect(provider.paymentSucceeded('pi_ok')).resolves.toBe(true);
    await expect(provider.paymentSucceeded('pi_missing')).rejects.toThrow(/No such resource/);
  });

  it('sets cancellation at period end', async () => {
    await provider.setCancelAtPeriodEnd({ subscriptionId: 'sub_1', cancel: true });
    expect(Object.fromEntries(recorded.at(-1)!.form)).toEqual({ cancel_at_period_end: 'true' });
  });
});
