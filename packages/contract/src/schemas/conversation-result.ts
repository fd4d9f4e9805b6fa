import { z } from 'zod';
import { TopicIntentSchema } from './topics';

/**
 * What happened in a conversation, for the owner's list (issue 36): derived from the stored
 * outcome (answered / unanswered / lead, which webhooks, analytics and exports keep reading), the
 * hand-off and the product events, strongest first: a lead, a person asked for, a product card
 * opened, an answer the knowledge lacked, a voice call the visitor never spoke in, answered.
 */
export const CONVERSATION_RESULTS = ['lead', 'person_requested', 'product_clicked', 'unanswered', 'silent', 'answered'] as const;
export const ConversationResultSchema = z.enum(CONVERSATION_RESULTS);
export type ConversationResult = z.infer<typeof ConversationResultSchema>;

/**
 * A one-line summary: `text` in English for exports and API readers ("Asked the price of the
 * Trailhead 40L; left a lead"); `asked` and `product` let a reader write it in its own language.
 * `asked` is null when the first question asks for no kind of answer named by TOPIC_INTENTS.
 */
export const ConversationSummaryLineSchema = z.object({
  text: z.string(),
  asked: TopicIntentSchema.nullable(),
  product: z.string().nullable(),
});
export type ConversationSummaryLine = z.infer<typeof ConversationSummaryLineSchema>;
