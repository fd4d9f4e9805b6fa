import { PlanCodeSchema, type PlanCode, type PlanUsage as PlanUsageDto } from '@parley/contract';
import { and, count, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, invitations, memberships, messages, planPrices, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import { isActive } from './periods';
import { featuresOf, membersLimitReached, MESSAGES_USED_UP, VOICE_NOT_IN_PLAN, type PlanFeatures } from './plan-features';

/** The plan is read at most this often per organization per process for the live agent (every widget message asks). */
const PLAN_CACHE_MS = 30_000;

export interface PlanUsage {
  /** The active plan's code; null in the grace days (or lapsed), which get the free plan's features. */
  plan: PlanCode | null;
  features: PlanFeatures;
  members: number;
  messagesThisMonth: number;
  /** Since when the messages are counted. */
  periodStart: Date;
}

/** The usage as the API answers it (snake_case, ISO dates). */
export const planUsageDto = (usage: PlanUsage): PlanUsageDto => ({
  plan: usage.plan,
  features: { voice: usage.features.voice, members: usage.features.members, messages_per_month: usage.features.messagesPerMonth },
  usage: { members: usage.members, messages_this_month: usage.messagesThisMonth },
  period_start: usage.periodStart.toISOString(),
});

/** The first instant of `now`'s calendar month in UTC: the message allowance starts again then. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * What the organization's plan includes (plan-features.ts), checked where the feature is used:
 * voice calls with the live key, inviting members, and visitors' messages this month. The subscription
 * gate itself (no plan at all, past the grace days) stays in entitlement.ts.
 */
export function createPlanLimits(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const cache = new Map<number, { plan: Promise<PlanCode | null>; at: number }>();

  async function readPlan(organizationId: number): Promise<PlanCode | null> {
    const [row] = await db
      .select({
        code: planPrices.code,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .innerJoin(planPrices, eq(planPrices.id, subscriptions.planPriceId))
      .where(eq(subscriptions.organizationId, organizationId));
    const code = PlanCodeSchema.safeParse(row?.code);
    return row && code.success && isActive(row, now()) ? code.data : null;
  }

  /** The live agent's view: cached briefly, a failed read is not kept. */
  function cachedPlan(organizationId: number): Promise<PlanCode | null> {
    const hit = cache.get(organizationId);
    if (hit && Date.now() - hit.at < PLAN_CACHE_MS) return hit.plan;
    const entry = { plan: readPlan(organizationId), at: Date.now() };
    cache.set(organizationId, entry);
    entry.plan.catch(() => cache.get(organizationId) === entry && cache.delete(organizationId));
    return entry.plan;
  }

  /** Members and the open invitations that would become members. */
  async function countMembers(organizationId: number): Promise<number> {
    const [[joined], [invited]] = await Promise.all([
      db.select({ n: count() }).from(memberships).where(eq(memberships.organizationId, organizationId)),
      db
        .select({ n: count() })
        .from(invitations)
        .where(and(eq(invitations.organizationId, organizationId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now()))),
    ]);
    return (joined?.n ?? 0) + (invited?.n ?? 0);
  }

  /** Visitors' messages to the live agent this month (the owner's try-outs with the demo key do not count). */
  async function countMessages(organizationId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(messages.organizationId, organizationId),
          gte(messages.createdAt, monthStart(now())),
          eq(messages.role, 'user'),
          eq(conversations.keyKind, 'live'),
        ),
      );
    return row?.n ?? 0;
  }

  return {
    /** Read fresh: the owner's page and the owner's invitations count a plan just bought at once. */
    async usage(organizationId: number): Promise<PlanUsage> {
      const plan = await readPlan(organizationId);
      const [members, messagesThisMonth] = await Promise.all([countMembers(organizationId), countMessages(organizationId)]);
      return { plan, features: featuresOf(plan), members, messagesThisMonth, periodStart: monthStart(now()) };
    },
    /** For the widget's configuration and the launcher: whether the live key may start voice calls. */
    voiceIncluded: async (organizationId: number) => featuresOf(await cachedPlan(organizationId)).voice,
    /** Before a voice call with the live key: 402 naming the plan that includes voice. Read fresh: calls are few, and a plan just bought counts at once. */
    async requireVoice(organizationId: number): Promise<void> {
      if (!featuresOf(await readPlan(organizationId)).voice) throw new AppError('payment_required', VOICE_NOT_IN_PLAN);
    },
    /** Before an invitation: 402 naming the limit once members and open invitations fill the plan's seats. */
    async requireMemberRoom(organizationId: number): Promise<void> {
      const limit = featuresOf(await readPlan(organizationId)).members;
      if (limit !== null && (await countMembers(organizationId)) >= limit) throw new AppError('payment_required', membersLimitReached(limit));
    },
    /** Before a visitor's message to the live agent: 402 with a polite word once the month's messages are used up. */
    async requireMessageRoom(organizationId: number): Promise<void> {
      const limit = featuresOf(await cachedPlan(organizationId)).messagesPerMonth;
      if (limit !== null && (await countMessages(organizationId)) >= limit) throw new AppError('payment_required', MESSAGES_USED_UP);
    },
  };
}

export type PlanLimits = ReturnType<typeof createPlanLimits>;
