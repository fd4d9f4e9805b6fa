import { z } from 'zod';
import { counts } from './fields';

/**
 * `GET /api/v1/organizations/current/analytics`: a preset period or a custom range (both dates,
 * inclusive), with days and hours in `time_zone` (an IANA name; UTC when left out).
 */
const TimeZoneField = { time_zone: z.string().max(64).optional() };
export const AnalyticsQuerySchema = z.union([
  z.object({ period: z.enum(['7d', '30d', '90d']).default('30d'), ...TimeZoneField }),
  z.object({ start_date: z.iso.date(), end_date: z.iso.date(), ...TimeZoneField }),
]);
export type AnalyticsQuery = ({ period?: '7d' | '30d' | '90d' } | { start_date: string; end_date: string }) & { time_zone?: string };

export const AnalyticsTotalsSchema = z.object({
  ...counts('conversations', 'chat_conversations', 'voice_conversations', 'messages', 'leads'),
  /** Leads ÷ conversations, 0..1 (0 when there were no conversations). */
  conversion_rate: z.number(),
  average_duration_seconds: z.number(),
  unanswered_questions: z.number().int(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotalsSchema>;

export const AnalyticsSchema = z.object({
  /** `time_zone`: the zone the days and hours are counted in. */
  period: z.object({ label: z.enum(['7d', '30d', '90d', 'custom']), start: z.string(), end: z.string(), time_zone: z.string() }),
  totals: AnalyticsTotalsSchema,
  /** The same figures for the equally long period just before, for deltas. */
  previous_totals: AnalyticsTotalsSchema,
  /** One row per day of the period (in its time zone), zeros included. */
  daily: z.array(z.object({ date: z.string(), conversations: z.number().int(), messages: z.number().int(), leads: z.number().int() })),
  /** 24 rows, hour 0..23 in the period's time zone. */
  busiest_hours: z.array(z.object({ hour: z.number().int(), conversations: z.number().int() })),
  /** Most asked visitor questions (normalised text), at most 10. */
  top_questions: z.array(z.object({ question: z.string(), count: z.number().int() })),
  /** Questions the agent could not answer from the knowledge, at most 20; each can become an FAQ. */
  unanswered_questions: z.array(z.object({ question: z.string(), count: z.number().int(), last_asked_at: z.string(), conversation_id: z.string() })),
  /** Products the agent recommended and visitors clicked, at most 10. */
  products: z.array(z.object({ product_id: z.number().int(), name: z.string(), recommended: z.number().int(), clicked: z.number().int() })),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
