import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { organizations, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { isActive } from './periods';

/** Days a business may use the live agent without an active plan: after signing up, and after a plan lapses. */
export const DEFAULT_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Standing is read at most this often per organization per process (every widget message asks). */
const CACHE_MS = 30_000; // a plan bought or lapsed reaches the widget within this

export const AGENT_PAUSED = 'This agent is taking a short break. Please try again later, or contact the business directly.';
export const PLAN_NEEDED = 'This needs an active plan. Choose one under Billing: the Intern plan is free, the Voice Sales Agent plan adds voice.';

export interface Standing {
  /** `subscribed`: an active or trialing plan; `grace`: none, but within the grace days; `lapsed`: neither. */
  state: 'subscribed' | 'grace' | 'lapsed';
  /** When the grace days end (or ended); null while subscribed. */
  graceEndsAt: Date | null;
}

/**
 * The subscription gate on the server. Without an active plan a business keeps the dashboard's
 * reading and deleting, but after the grace days its live widget stops answering visitors (a polite
 * message, 402) and changing its agent answers 402 naming the plan needed. Demo keys on Parley's
 * own pages are not gated.
 */
export function createEntitlement(db: Db, options: { graceDays?: number; now?: () => Date } = {}) {
  const graceMs = (options.graceDays ?? DEFAULT_GRACE_DAYS) * DAY_MS;
  const now = options.now ?? (() => new Date());
  // The promise is kept, so the requests that find no standing at once (a burst after a restart) wait for one read.
  const cache = new Map<number, { standing: Promise<Standing>; at: number }>();

  async function read(organizationId: number): Promise<Standing> {
    const [row] = await db
      .select({ createdAt: organizations.createdAt, subscription: subscriptions })
      .from(organizations)
      .leftJoin(subscriptions, eq(subscriptions.organizationId, organizations.id))
      .where(eq(organizations.id, organizationId));
    if (!row) return { state: 'lapsed', graceEndsAt: null };
    const subscription = row.subscription;
    if (subscription && isActive(subscription, now())) return { state: 'subscribed', graceEndsAt: null };
    // Grace counts from the end of the last paid period, or from signing up when there was none.
    const from = subscription?.currentPeriodEnd ?? subscription?.updatedAt ?? row.createdAt;
    const graceEndsAt = new Date(Math.max(from.getTime(), row.createdAt.getTime()) + graceMs);
    return { state: graceEndsAt > now() ? 'grace' : 'lapsed', graceEndsAt };
  }

  async function standing(organizationId: number): Promise<Standing> {
    const cached = cache.get(organizationId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.standing;
    const fresh = read(organizationId);
    const entry = { standing: fresh, at: Date.now() };
    cache.set(organizationId, entry);
    // A failed read is not kept: the next request reads again.
    fresh.catch(() => cache.get(organizationId) === entry && cache.delete(organizationId));
    return fresh;
  }

  return {
    standing,
    /** Read fresh, for the dashboard's own question: a plan just bought counts at once. */
    currentStanding: read,
    /** For the live widget key: 402 with a polite message once the business has no plan and no grace left. */
    async requireLiveAgent(organizationId: number): Promise<void> {
      if ((await standing(organizationId)).state === 'lapsed') throw new AppError('payment_required', AGENT_PAUSED);
    },
    /** For the operations that change the agent: 402 naming the plan needed. Read fresh: a plan just bought counts at once. */
    async requirePlan(organizationId: number): Promise<void> {
      if ((await read(organizationId)).state === 'lapsed') throw new AppError('payment_required', PLAN_NEEDED);
    },
  };
}

export type Entitlement = ReturnType<typeof createEntitlement>;
