import { z } from 'zod';
import { Channel } from './fields';

/**
 * What the dashboard hears live (GET …/events, server-sent events): a conversation that began or
 * moved, a crawl or document job that moved, and `resync` when events may have been missed (the shared bus was away), after which a
 * client reloads what it shows instead of trusting the events it has.
 */
export const LiveConversationSchema = z.object({
  id: z.string(),
  channel: Channel,
  outcome: z.enum(['answered', 'unanswered', 'lead']),
  message_count: z.number().int(),
  started_at: z.string(),
  last_message_at: z.string(),
  /** Who answers: absent or null while the agent does; `requested` when the visitor asked for a person; `human` while a member holds it. */
  handoff_status: z.enum(['requested', 'human']).nullable().optional(),
});

/** A crawl or document job moved (progress, done, failed): the page showing it reads it afresh. */
export const LiveJobSchema = z.object({ kind: z.enum(['scrape', 'document']), id: z.number().int() });

export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('conversation.updated'), conversation: LiveConversationSchema }),
  z.object({ type: z.literal('job.updated'), job: LiveJobSchema }),
  z.object({ type: z.literal('resync') }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveConversation = z.infer<typeof LiveConversationSchema>;
