import type { Db } from '../../db/database';
import { periodEnd } from './periods';
import type { ProviderEvent } from './provider';
import { createBillingRepository, subscriptionState, type BillingRepository, type SubscriptionRow } from './repository';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';
type Source = 'stripe' | 'test_mode';

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);

async function planCode(repo: BillingRepository, planPriceId: number | undefined) {
  return planPriceId ? ((await repo.findPriceById(planPriceId))?.price.code ?? null) : null;
}

/** Records who/what/from/to for every change an event makes. */
async function record(repo: BillingRepository, source: Source, action: string, before: SubscriptionRow | null, after: SubscriptionRow) {
  await repo.recordChange({
    organizationId: after.organizationId,
    userId: null,
    action,
    source,
    fromPlan: await planCode(repo, before?.planPriceId),
    toPlan: await planCode(repo, after.planPriceId),
    fromStatus: before?.status ?? null,
    toStatus: after.status,
  });
}

/** A newer event already shaped this subscription: an older one arriving late changes nothing. */
const isStale = (row: SubscriptionRow | null, at: Date) => Boolean(row?.lastEventAt && row.lastEventAt > at);

/**
 * The one path every billing event takes, whether Stripe sent it (signature verified) or the
 * TEST MODE checkout built it. Each event id is applied at most once, inside one transaction.
 */
export async function applyProviderEvent(db: Db, event: ProviderEvent, source: Source): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    // A transaction has the same query API as the database it runs on.
    const repo = createBillingRepository(tx);
    if (!(await repo.claimEvent(event.id, event.type))) return 'duplicate';
    const at = new Date(event.created * 1000);
    const object = obj(event.data.object);

    switch (event.type) {
      case 'checkout.session.completed': {
        const session = await repo.findCheckoutSessionById(str(object.id) ?? '');
        if (!session || session.status !== 'open') return 'ignored';
        await repo.setCheckoutStatus(session.id, 'complete');
        const priced = await repo.findPriceById(session.planPriceId);
        const before = await repo.findSubscription(session.organizationId);
        const ids = {
          stripeCustomerId: idOf(object.customer) ?? before?.stripeCustomerId ?? null,
          stripeSubscriptionId: idOf(object.subscription) ?? before?.stripeSubscriptionId ?? null,
        };
        if (isStale(before, at)) {
          // The subscription's own events came first (Stripe does not promise order): keep their state.
          await repo.saveSubscription(session.organizationId, { ...subscriptionState(before!), ...ids });
          return 'applied';
        }
        const after = await repo.saveSubscription(session.organizationId, {
          planPriceId: session.planPriceId,
          status: 'active',
          ...ids,
          currentPeriodEnd: periodEnd(at, priced!.price.billingInterval),
          cancelAtPeriodEnd: false,
          lastEventAt: at,
        });
        await record(repo, source, 'checkout_completed', before, after);
        return 'applied';
      }

      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const providerId = str(object.id);
        const metadataOrg = Number(obj(object.metadata).organization_id);
        let before = providerId ? await repo.findSubscriptionByProviderId(providerId) : null;
        const organizationId = before?.organizationId ?? (Number.isInteger(metadataOrg) ? metadataOrg : null);
        if (!organizationId || !(await repo.organizationExists(organizationId))) return 'ignored';
        before ??= await repo.findSubscription(organizationId);
        if (isStale(before, at)) return 'ignored';
        const item = obj((obj(object.items).data as unknown[] | undefined)?.[0]);
        const priced = await repo.findPriceByStripeId(idOf(item.price) ?? '');
        const planPriceId = priced?.price.id ?? before?.planPriceId;
        if (!planPriceId) return 'ignored';
        const end = Number(item.current_period_end ?? object.current_period_end);
        const after = await repo.saveSubscription(organizationId, {
          planPriceId,
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : (str(object.status) ?? before?.status ?? 'incomplete'),
          stripeCustomerId: idOf(object.customer) ?? before?.stripeCustomerId ?? null,
          stripeSubscriptionId: providerId,
          currentPeriodEnd: Number.isFinite(end) && end > 0 ? new Date(end * 1000) : (before?.currentPeriodEnd ?? null),
          cancelAtPeriodEnd: object.cancel_at_period_end === true,
          lastEventAt: at,
        });
        await record(repo, source, event.type.replace('customer.subscription.', 'subscription_'), before, after);
        return 'applied';
      }

      case 'invoice.payment_failed': {
        const parent = obj(obj(object.parent).subscription_details);
        const providerId = idOf(object.subscription) ?? idOf(parent.subscription);
        const before = providerId ? await repo.findSubscriptionByProviderId(providerId) : null;
        if (!before || isStale(before, at)) return 'ignored';
        const after = await repo.saveSubscription(before.organizationId, { ...subscriptionState(before), status: 'past_due', lastEventAt: at });
        await record(repo, source, 'payment_failed', before, after);
        return 'applied';
      }

      default:
        return 'ignored';
    }
  });
}
