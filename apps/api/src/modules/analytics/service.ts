import type { Analytics, AnalyticsTotals } from '@parley/api-client/schemas';
import { daysOf, previousWindow, type AnalyticsWindow } from './period';
import type { AnalyticsRepository, ConversationBucket, LeadBucket, MessageBucket } from './repository';

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

function totalsOf(conversations: ConversationBucket[], messages: MessageBucket[], leads: LeadBucket[]): AnalyticsTotals {
  const count = sum(conversations, (b) => b.conversations);
  return {
    conversations: count,
    chat_conversations: sum(conversations, (b) => b.chat),
    voice_conversations: sum(conversations, (b) => b.voice),
    messages: sum(messages, (b) => b.messages),
    leads: sum(leads, (b) => b.leads),
    // The share of the period's conversations that left contact details (0..1).
    conversion_rate: count ? Math.round((sum(conversations, (b) => b.converted) / count) * 10_000) / 10_000 : 0,
    average_duration_seconds: count ? Math.round(sum(conversations, (b) => b.duration_seconds) / count) : 0,
    unanswered_questions: sum(messages, (b) => b.unanswered),
  };
}

/**
 * One organization's analytics for a window, with the equally long window before it for deltas.
 * The caller's organization comes from its token; nothing here takes another.
 */
export async function buildAnalytics(repo: AnalyticsRepository, organizationId: number, window: AnalyticsWindow): Promise<Analytics> {
  const previous = previousWindow(window);
  // Buckets for both windows in one pass per table; split by day below.
  const [conversations, messages, leads, topQuestions, unanswered, products] = await Promise.all([
    repo.conversationBuckets(organizationId, previous.from, window.to, window.timeZone),
    repo.messageBuckets(organizationId, previous.from, window.to, window.timeZone),
    repo.leadBuckets(organizationId, previous.from, window.to, window.timeZone),
    repo.topQuestions(organizationId, window.from, window.to, TOP_QUESTIONS),
    repo.unansweredQuestions(organizationId, window.from, window.to, UNANSWERED_QUESTIONS),
    repo.products(organizationId, window.from, window.to, TOP_PRODUCTS),
  ]);
  const days = daysOf(window);
  const [first, last] = [days[0]!, days.at(-1)!];
  const current = { conversations: inDays(conversations, first, last), messages: inDays(messages, first, last), leads: inDays(leads, first, last) };
  const before = {
    conversations: conversations.filter((b) => b.day < first),
    messages: messages.filter((b) => b.day < first),
    leads: leads.filter((b) => b.day < first),
  };

  const conversationsPerDay = perDay(current.conversations, (b) => b.conversations);
  const messagesPerDay = perDay(current.messages, (b) => b.messages);
  const leadsPerDay = perDay(current.leads, (b) => b.leads);

  return {
    period: { label: window.label, start: window.start, end: window.end, time_zone: window.timeZone },
    totals: totalsOf(current.conversations, current.messages, current.leads),
    previous_totals: totalsOf(before.conversations, before.messages, before.leads),
    daily: days.map((date) => ({
      date,
      conversations: conversationsPerDay.get(date) ?? 0,
      messages: messagesPerDay.get(date) ?? 0,
      leads: leadsPerDay.get(date) ?? 0,
    })),
    busiest_hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      conversations: sum(
        current.conversations.filter((b) => b.hour === hour),
        (b) => b.conversations,
      ),
    })),
    top_questions: topQuestions,
    unanswered_questions: unanswered,
    products,
  };
}
