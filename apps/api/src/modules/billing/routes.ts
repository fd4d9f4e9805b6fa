import { CheckoutSessionIdParamsSchema } from '@parley/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import { validate } from '../../http/validate';
import { planUsageDto } from './plan-limits';
import type { ProviderEvent } from './provider';
import { standingDto } from './standing';
import type { BillingService } from './service';
import { verifyStripeEvent } from './stripe-provider';
import { renderTestCheckoutPage } from './test-checkout-page';
import { TEST_CHECKOUT_PATH } from './test-mode-provider';

export interface BillingRouteDeps {
  billing: BillingService;
  providerKind: 'stripe' | 'test_mode';
  webhookSecret?: string;
  /** Public origin for provider redirects; defaults to the request's own origin. */
  publicUrl?: string;
}

export function registerBillingRoutes(app: FastifyInstance, deps: BillingRouteDeps) {
  const { billing } = deps;
  const origin = (request: FastifyRequest) => (deps.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  operationRoute(app, 'listPlans', async ({ query }) => ({ data: await billing.plans(query.product_type) }));
  operationRoute(app, 'getCurrentSubscription', async ({ caller }) => ({ data: await billing.current(caller) }));
  operationRoute(app, 'getPlanUsage', async ({ caller }) => ({ data: planUsageDto(await app.planLimits.usage(caller.organizationId)) }));
  operationRoute(app, 'getStanding', async ({ caller }) => ({ data: standingDto(await app.entitlement.currentStanding(caller.organizationId)) }));
  operationRoute(app, 'createCheckout', async ({ caller, body, request, reply }) =>
    reply.code(201).send(await billing.checkout(caller, body, origin(request))),
  );
  operationRoute(app, 'getCheckout', ({ caller, params }) => billing.getCheckout(caller, params.id));
  operationRoute(app, 'createSubscription', async ({ caller, body, reply }) => reply.code(201).send({ data: await billing.subscribe(caller, body) }));
  operationRoute(app, 'changeSubscription', async ({ caller, body }) => ({ data: await billing.changePlan(caller, body) }));
  operationRoute(app, 'startTrial', async ({ caller, body, reply }) => reply.code(201).send({ data: await billing.startTrial(caller, body) }));
  operationRoute(app, 'cancelSubscription', async ({ caller }) => ({ data: await billing.setCancellation(caller, true) }));
  operationRoute(app, 'keepSubscription', async ({ caller }) => ({ data: await billing.setCancellation(caller, false) }));
  operationRoute(app, 'openBillingPortal', ({ caller, request }) => billing.portal(caller, `${origin(request)}/dashboard/billing`));
  operationRoute(app, 'trackEvent', async ({ caller, body, reply }) => {
    await billing.track(caller, body);
    return reply.code(204).send();
  });

  // Not operationRoute: Stripe signs the exact bytes it sent, so this scope keeps JSON bodies raw
  // and the route checks the signature itself (400), not a schema.
  // eslint-disable-next-line @typescript-eslint/require-await -- an async Fastify plugin is done when it returns; a sync one would have to call done()
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post<{ Body: Buffer }>('/webhooks/stripe', async (request) => {
      if (!deps.webhookSecret) throw AppError.notFound('Stripe webhooks are not configured on this server');
      const signature = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = verifyStripeEvent(request.body, String(signature ?? ''), deps.webhookSecret);
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
  // eslint-disable-next-line @typescript-eslint/require-await -- an async Fastify plugin is done when it returns; a sync one would have to call done()
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    // Not operationRoute: the page takes `lng` as it comes (the operation's query schema would refuse a repeated one).
    scope.get<{ Querystring: { lng?: string } }>(`${TEST_CHECKOUT_PATH}/:id`, async (request, reply) => {
      const { id } = validate(CheckoutSessionIdParamsSchema, request.params);
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

    operationRoute(scope, 'testCheckoutComplete', async ({ params, reply }) => {
      await billing.completeTestCheckout(params.id);
      return reply.redirect(`/?session_id=${encodeURIComponent(params.id)}`, 303);
    });

    operationRoute(scope, 'testCheckoutCancel', async ({ params, reply }) => {
      await billing.cancelTestCheckout(params.id);
      return reply.redirect('/billing/subscribe-failed', 303);
    });
  });
}
