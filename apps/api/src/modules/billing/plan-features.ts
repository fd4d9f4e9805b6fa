import type { PlanCode } from '@parley/contract';

/** What a plan includes. A limit of `null` means no limit. */
export interface PlanFeatures {
  /** Voice calls with the live key (the widget's microphone, `POST /call/web`). */
  voice: boolean;
  /** People in the organization, the owner included; open invitations hold a seat. */
  members: number | null;
  /** Visitors' messages to the live agent in a calendar month (UTC). */
  messagesPerMonth: number | null;
}

/** The one place each plan's features and limits are written down; the routes, the media socket, the widget and the billing page read them. */
export const PLAN_FEATURES: Record<PlanCode, PlanFeatures> = {
  // "Chat agent on your website": chat only, a small team, a month of a small shop's visitors.
  intern: { voice: false, members: 3, messagesPerMonth: 500 },
  voice_monthly: { voice: true, members: null, messagesPerMonth: null },
  voice_yearly: { voice: true, members: null, messagesPerMonth: null },
};

/**
 * A business in its grace days (no plan yet, or one that lapsed within them) gets the free plan's
 * features: the grace days are for setting the agent up, not a free voice plan. The owner's own
 * try-out with the demo key on Parley's pages is not limited, so they can hear the voice before paying.
 */
export const GRACE_FEATURES: PlanFeatures = PLAN_FEATURES.intern;

/** The plan that includes voice, as the pricing page and the plans list name it. */
export const VOICE_PLAN_NAME = 'Voice Sales Agent';

export const VOICE_NOT_IN_PLAN = `Voice calls are not included in this organization's plan. The ${VOICE_PLAN_NAME} plan includes them; the owner can choose it under Billing.`;
export const MESSAGES_USED_UP =
  'This agent has answered all the messages its plan includes this month. Please try again next month, or contact the business directly.';
export const membersLimitReached = (limit: number) =>
  `Your plan includes up to ${limit} members, open invitations included. Remove a member or an invitation, or choose the ${VOICE_PLAN_NAME} plan under Billing for more.`;

/** The features of a plan code, or of the grace days when there is no active plan (`null`). */
export const featuresOf = (code: PlanCode | null): PlanFeatures => (code ? PLAN_FEATURES[code] : GRACE_FEATURES);
