import { z } from 'zod';

/**
 * Topics (issue 36): what visitors ask about, each a group of their questions. Offline a question
 * joins the business's own anchor it shares words with (an FAQ's question, a product's name, a
 * page's title), else the kind of answer it wants (a price, opening hours…), else the subject word
 * it shares with other questions. With a model configured the grouping may be by meaning instead
 * (`method`).
 */

/** Kinds of answer a topic (or a conversation's summary) can be about; the dashboard names them. */
export const TOPIC_INTENTS = ['price', 'availability', 'hours', 'location', 'contact', 'shipping', 'returns', 'payment', 'person'] as const;
export const TopicIntentSchema = z.enum(TOPIC_INTENTS);
export type TopicIntent = z.infer<typeof TopicIntentSchema>;

/** `label`: the anchor's own words; for `intent` the intent's name (one of TOPIC_INTENTS) and for `other` (questions that share nothing) empty: the reader names those. */
export const TopicKindSchema = z.enum(['faq', 'product', 'page', 'intent', 'term', 'other']);

export const TopicSchema = z.object({
  key: z.string(),
  kind: TopicKindSchema,
  label: z.string(),
  /** Questions asked under the topic in the period, and in the equally long period before it (the trend). */
  count: z.number().int(),
  previous_count: z.number().int(),
  /** Of `count`, those the agent could not answer from the knowledge; `unanswered_share` is their share, 0..1. */
  unanswered: z.number().int(),
  unanswered_share: z.number(),
  /** Products named in the topic's questions, most asked first (at most 5). */
  products: z.array(z.object({ product_id: z.number().int(), name: z.string(), count: z.number().int() })),
  /** A few of its questions as visitors wrote them (normalised), most asked first. */
  examples: z.array(z.string()),
});
export type Topic = z.infer<typeof TopicSchema>;

export const TopicsSchema = z.object({
  period: z.object({ start: z.string(), end: z.string(), time_zone: z.string() }),
  /** Most asked first, at most 20. */
  topics: z.array(TopicSchema),
  /**
   * What they were computed over: the period's most asked distinct questions, at most
   * `question_cap` (each UTC day's most asked are the candidates), so the answer stays fast
   * however many one-off wordings there are. `questions`: how many were grouped.
   */
  coverage: z.object({ questions: z.number().int(), question_cap: z.number().int(), method: z.enum(['terms', 'meaning']) }),
});
export type Topics = z.infer<typeof TopicsSchema>;
