import { z } from 'zod';
import { Channel } from './fields';
import { KnowledgeSourceSchema } from './knowledge';

/**
 * A person stepping into a conversation (issue 19): who answers the visitor now. `agent` while the
 * agent answers; `requested` once the visitor asked for a person and nobody has joined yet;
 * `human` while a member of the team holds it (the agent is silent); `unavailable` (visitor side
 * only) when nobody joined in time and the agent offered to take contact details instead.
 */
export const HANDOFF_STATUSES = ['agent', 'requested', 'human'] as const;
export type HandoffStatus = (typeof HANDOFF_STATUSES)[number];

/** How long a visitor waits for a person before the agent says nobody is free and offers to take their details. */
export const HANDOFF_WAIT_MS = 120_000;

/** The handoff as the visitor's widget sees it: who answers, and the member's name while one does. */
export const ChatHandoffSchema = z.object({
  status: z.enum(['agent', 'requested', 'human', 'unavailable']),
  /** The member's name while one holds the conversation. */
  name: z.string().optional(),
  /** The business's name, for "<name> from <business> joined". */
  business: z.string().optional(),
});
export type ChatHandoff = z.infer<typeof ChatHandoffSchema>;

/** The handoff as the dashboard sees it. */
export const ConversationHandoffSchema = z.object({
  status: z.enum(HANDOFF_STATUSES),
  /** The member holding the conversation (status `human`). */
  user_id: z.number().int().nullable(),
  name: z.string().nullable(),
  requested_at: z.string().nullable(),
  /** When the member took it over. */
  since: z.string().nullable(),
});
export type ConversationHandoff = z.infer<typeof ConversationHandoffSchema>;

/** A member's message to the visitor, as sent from the dashboard. */
export const MemberMessageRequestSchema = z.object({
  message: z.object({
    content: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters'),
  }),
});
export type MemberMessageRequest = z.infer<typeof MemberMessageRequestSchema>;

/** A message of a conversation as the dashboard shows it; `author: 'human'` for a member's, with their name. */
export const ConversationMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  author: z.enum(['visitor', 'agent', 'human']),
  author_name: z.string().nullable(),
  content: z.string(),
  sources: z.array(KnowledgeSourceSchema),
  answered: z.boolean().nullable(),
  created_at: z.string(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

/** A conversation of the live inbox: in progress, or waiting for a person. */
export const InboxConversationSchema = z.object({
  id: z.string(),
  channel: Channel,
  outcome: z.enum(['answered', 'unanswered', 'lead']),
  page_url: z.string().nullable(),
  language: z.string().nullable(),
  message_count: z.number().int(),
  started_at: z.string(),
  last_message_at: z.string(),
  last_message: z.object({ author: z.enum(['visitor', 'agent', 'human']), content: z.string() }).nullable(),
  lead: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  handoff: ConversationHandoffSchema,
});
export type InboxConversation = z.infer<typeof InboxConversationSchema>;

/**
 * What the visitor's widget hears on `GET /chat/{id}/stream` (server-sent events): a message the
 * visitor did not ask for (a member's, or the agent's word that nobody is free), the handoff
 * changing hands, and `resync` when some may have been missed.
 */
export const ChatLiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    message: z.object({
      role: z.literal('assistant'),
      author: z.enum(['agent', 'human']),
      name: z.string().optional(),
      content: z.string(),
      createdAt: z.string(),
      /** It invites the visitor to leave contact details (nobody from the team was free): the widget opens its lead form. */
      offerLead: z.literal(true).optional(),
    }),
  }),
  z.object({ type: z.literal('handoff'), handoff: ChatHandoffSchema }),
  /** Events may have been missed (the shared bus was away): read `GET /chat/{id}` afresh. */
  z.object({ type: z.literal('resync') }),
]);
export type ChatLiveEvent = z.infer<typeof ChatLiveEventSchema>;
