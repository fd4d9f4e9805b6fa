import type { Analytics, AnalyticsTotals } from '@parley/contract';
import { daysOf, previousWindow, type AnalyticsWindow } from './period';

/** The figures of one local hour of one local day (in the time zone asked for). */
export interface AnalyticsBucket {
  day: string;
  hour: number;
  conversations: number;
  chat: number;
  voice: number;
  converted: number;
  duration_seconds: number;
  messages: number;
  unanswered: number;
  leads: number;
}

/** Where the figures come from: the rollups (repository.ts), or the tables themselves (scan.ts, the reference). */
export interface AnalyticsSource {
  /** Brings the figures up to date before they are read (the rollups fold their pending deltas). */
  settle?(): Promise<void>;
  buckets(organizationId: number, from: Date, to: Date, timeZone: string): Promise<AnalyticsBucket[]>;
  topQuestions(organizationId: number, from: Date, to: Date, limit: number): Promise<Analytics['top_questions']>;
  unansweredQuestions(organizationId: number, from: Date, to: Date, limit: number): Promise<Analytics['unanswered_questions']>;
  products(organizationId: number, from: Date, to: Date, limit: number): Promise<Analytics['products']>;
}

export const TOP_QUESTIONS = 10;
export const UNANSWERED_QUESTIONS = 20;
export const TOP_PRODUCTS = 10;

const sum = <T>(items: T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);
function perDay<T extends { day: string }>(items: T[], pick: (item: T) => number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const item of items) totals.set(item.day, (totals.get(item.day) ?? 0) + pick(item));
  return totals;
}
const inDays = <T extends { day: string }>(items: T[], first: string, last: string) => items.filter((item) => item.day >= first && item.day <= last);

function totalsOf(buckets: AnalyticsBucket[]): AnalyticsTotals {
  const count = sum(buckets, (b) => b.conversations);
  return {
    conversations: count,
    chat_conversations: sum(buckets, (b) => b.chat),
    voice_conversations: sum(buckets, (b) => b.voice),
    messages: sum(buckets, (b) => b.messages),
    leads: sum(buckets, (b) => b.leads),
    // The share of the period's conversations that left contact details (0..1).
    conversion_rate: count ? Math.round((sum(buckets, (b) => b.converted) / count) * 10_000) / 10_000 : 0,
    average_duration_seconds: count ? Math.round(sum(buckets, (b) => b.duration_seconds) / count) : 0,
    unanswered_questions: sum(buckets, (b) => b.unanswered),
  };
}

/**
 * One organization's analytics for a window, with the equally long window before it for deltas.
 * The caller's organization comes from its token; nothing here takes another.
 */
export async function buildAnalytics(source: AnalyticsSource, organizationId: number, window: AnalyticsWindow): Promise<Analytics> {
  const previous = previousWindow(window);
  await source.settle?.();
  // Buckets for both windows in one pass; split by day below.
  const [buckets, topQuestions, unanswered, products] = await Promise.all([
    source.buckets(organizationId, previous.from, window.to, window.timeZone),
    source.topQuestions(organizationId, window.from, window.to, TOP_QUESTIONS),
    source.unansweredQuestions(organizationId, window.from, window.to, UNANSWERED_QUESTIONS),
    source.products(organizationId, window.from, window.to, TOP_PRODUCTS),
  ]);
  const days = daysOf(window);
  const [first, last] = [days[0]!, days.at(-1)!];
  const current = inDays(buckets, first, last);
  const before = buckets.filter((b) => b.day < first);

  const conversationsPerDay = perDay(current, (b) => b.conversations);
  const messagesPerDay = perDay(current, (b) => b.messages);
  const leadsPerDay = perDay(current, (b) => b.leads);

  return {
    period: { label: window.label, start: window.start, end: window.end, time_zone: window.timeZone },
    totals: totalsOf(current),
    previous_totals: totalsOf(before),
    daily: days.map((date) => ({
      date,
      conversations: conversationsPerDay.get(date) ?? 0,
      messages: messagesPerDay.get(date) ?? 0,
      leads: leadsPerDay.get(date) ?? 0,
    })),
    busiest_hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      conversations: sum(
        current.filter((b) => b.hour === hour),
        (b) => b.conversations,
      ),
    })),
    top_questions: topQuestions,
    unanswered_questions: unanswered,
    products,
  };
}
