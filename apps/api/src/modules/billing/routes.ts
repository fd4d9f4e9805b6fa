import {
  AnalyticsEventRequestSchema,
  ChangeSubscriptionRequestSchema,
  CheckoutRequestSchema,
  CreateSubscriptionRequestSchema,
  PlansQuerySchema,
  TrialRequestSchema,
} from '@parley/api-client/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Authenticate } from '../../auth/authenticate';
import { AppError } from '../../errors';
import { validate } from '../../http/validate';
import type { ProviderEvent } from './provider';
import type { BillingService } from './service';
import { verifyStripeEvent } from './stripe-provider';
import { renderTestCheckoutPage } from './test-checkout-page';
import { TEST_CHECKOUT_PATH } from './test-mode-provider';

export interface BillingRouteDeps {
  billing: BillingService;
  authenticate: Authenticate;
  providerKind: 'stripe' | 'test_mode';
  webhookSecret?: string;
  /** Public origin for provider redirects; defaults to the request's own origin. */
  publicUrl?: string;
}

const SessionParamsSchema = z.object({ id: z.string().regex(/^cs_[A-Za-z0-9_-]{4,200}$/, 'is not a checkout session id') });

export function registerBillingRoutes(app: FastifyInstance, deps: BillingRouteDeps) {
  const { billing, authenticate } = deps;
  const origin = (request: FastifyRequest) => (deps.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/api/v1/plans', async (request) => {
    const { product_type } = validate(PlansQuerySchema, request.query);
    return { data: await billing.plans(product_type) };
  });

  app.get('/api/v1/billings/current', async (request) => ({ data: await billing.current(await authenticate(request)) }));

  app.post('/api/v1/billings/checkout', async (request, reply) => {
    const claims = await authenticate(request);
    const session = await billing.checkout(claims, validate(CheckoutRequestSchema, request.body), origin(request));
    return reply.code(201).send(session);
  });

  app.get('/api/v1/billings/checkout/:id', async (request) => {
    const claims = await authenticate(request);
    return billing.getCheckout(claims, validate(SessionParamsSchema, request.params).id);
  });

  app.post('/api/v1/billings/subscription', async (request, reply) => {
    const claims = await authenticate(request);
    return reply.code(201).send({ data: await billing.subscribe(claims, validate(CreateSubscriptionRequestSchema, request.body)) });
  });

  app.put('/api/v1/billings/subscription', async (request) => {
    const claims = await authenticate(request);
    return { data: await billing.changePlan(claims, validate(ChangeSubscriptionRequestSchema, request.body)) };
  });

  app.post('/api/v1/billings/trial', async (request, reply) => {
    const claims = await authenticate(request);
    return reply.code(201).send({ data: await billing.startTrial(claims, validate(TrialRequestSchema, request.body)) });
  });

  app.post('/api/v1/billings/subscription/cancellation', async (request) => ({
    data: await billing.setCancellation(await authenticate(request), true),
  }));
  app.delete('/api/v1/billings/subscription/cancellation', async (request) => ({
    data: await billing.setCancellation(await authenticate(request), false),
  }));

  app.post('/api/v1/billings/portal', async (request) => billing.portal(await authenticate(request), `${origin(request)}/dashboard/billing`));

  app.post('/api/v1/analytics/events', async (request, reply) => {
    const claims = await authenticate(request);
    await billing.track(claims, validate(AnalyticsEventRequestSchema, request.body));
    return reply.code(204).send();
  });

  // Stripe signs the exact bytes it sent: this scope keeps JSON bodies raw.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/webhooks/stripe', async (request) => {
      if (!deps.webhookSecret) throw AppError.notFound('Stripe webhooks are not configured on this server');
      const signature = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = verifyStripeEvent(request.body as Buffer, String(signature ?? ''), deps.webhookSecret) as unknown as ProviderEvent;
      } catch {
        throw new AppError('bad_request', 'Invalid Stripe signature');
      }
      return { received: true, result: await billing.applyEvent(event) };
    });
  });

  if (deps.providerKind === 'test_mode') registerTestCheckout(app, billing);
}

/** The TEST MODE checkout: a page, and the two buttons it posts. */
function registerTestCheckout(app: FastifyInstance, billing: BillingService) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.get<{ Querystring: { lng?: string } }>(`${TEST_CHECKOUT_PATH}/:id`, async (request, reply) => {
      const { id } = validate(SessionParamsSchema, request.params);
      const session = await billing.findCheckoutForPage(id);
      if (!session) throw AppError.notFound('Checkout session not found');
      const priced = (await billing.priceById(session.planPriceId))!;
      const html = renderTestCheckoutPage({
        sessionId: session.id,
        open: session.status === 'open',
        planName: priced.plan.name,
        amountCents: priced.price.amountCents,
        interval: priced.price.billingInterval,
        lng: request.query.lng,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    scope.post(`${TEST_CHECKOUT_PATH}/:id/complete`, async (request, reply) => {
      const { id } = validate(SessionParamsSchema, request.params);
      await billing.completeTestCheckout(id);
      return reply.redirect(`/?session_id=${encodeURIComponent(id)}`, 303);
    });

    scope.post(`${TEST_CHECKOUT_PATH}/:id/cancel`, async (request, reply) => {
      const { id } = validate(SessionParamsSchema, request.params);
      await billing.cancelTestCheckout(id);
      return reply.redirect('/billing/subscribe-failed', 303);
    });
  });
}
