import { z } from 'zod';
import { ChatHandoffSchema } from './handoff';
import { AvailabilitySchema, KnowledgeSourceSchema } from './knowledge';
import type { ProductCard } from '../media-socket';
export type { ProductCard } from '../media-socket';

export const MAX_MESSAGE_CHARS = 2000;

const MessageSchema = z.object({ role: z.enum(['user', 'assistant', 'system']), content: z.string().max(MAX_MESSAGE_CHARS) });

/** What the widget says of the visitor and the page they chat from. */
const ChatMetadataSchema = z.object({
  pageUrl: z.string().max(2000).optional(),
  language: z.string().max(20).optional(),
  visitorId: z.string().max(100).optional(),
  /** The page the widget is embedded in, as the browser reports it to the widget frame. */
  hostOrigin: z.string().max(300).optional(),
});

/** POST /chat (Vapi-compatible where it overlaps), authorised by the agent's live or demo key. */
export const ChatRequestSchema = z.object({
  assistantId: z.string().max(100).optional(),
  input: z.union([
    z.string().trim().min(1, 'Type a message').max(MAX_MESSAGE_CHARS, `Messages are at most ${MAX_MESSAGE_CHARS} characters`),
    z.array(MessageSchema).min(1).max(50),
  ]),
  previousChatId: z.string().max(100).optional(),
  sessionId: z.string().max(100).optional(),
  stream: z.boolean().default(false),
  metadata: ChatMetadataSchema.optional(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

/** At most this many product cards come with one answer. */
export const MAX_PRODUCT_CARDS = 3;

/**
 * A product the answer recommends, as the widget shows it: built on the server from the answer's
 * product sources (the organization's own products only, in source order).
 */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * The exact price as a decimal string in the currency's major unit, with the currency's minor
   * digits ("7.95" USD, "1200" JPY, "12.340" KWD); never a float. Null when the product has none.
   */
  price: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .nullable()
    .meta({ description: 'Exact decimal string in the major unit with the currency’s minor digits, e.g. "7.95" (USD) or "1200" (JPY)' }),
  /** ISO 4217 code, or null when the catalogue does not say. */
  currency: z.string().nullable(),
  availability: AvailabilitySchema,
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
}) satisfies z.ZodType<ProductCard>;

export const ChatResponseSchema = z.object({
  id: z.string(),
  output: z.array(z.object({ role: z.literal('assistant'), content: z.string() })),
  sources: z.array(KnowledgeSourceSchema),
  /** Cards for the products among the sources, in source order (at most 3). */
  products: z.array(ProductCardSchema).max(MAX_PRODUCT_CARDS),
  /** Quick replies: related questions the knowledge can answer, for the visitor to ask next. */
  suggestions: z.array(z.string()).optional(),
  /**
   * Present when a person is involved: `human` while a member of the team holds the conversation
   * (then `output` is empty: the member answers, through `GET /chat/{id}/stream`), `requested` when
   * this message asked for one.
   */
  handoff: ChatHandoffSchema.optional(),
  /**
   * The answer invites the visitor to leave their contact details (the agent did not know, and
   * offers the team's follow-up): the widget opens its lead form under it. Absent otherwise.
   */
  offerLead: z.literal(true).optional(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** A server-sent event of a streamed answer: `delta`s, then one `done` (or an `error`). */
export type ChatStreamEvent = { type: 'delta'; content: string } | ({ type: 'done' } & ChatResponse) | { type: 'error'; error: string };

export const LeadRequestSchema = z
  .object({
    name: z.string().trim().max(120).optional(),
    email: z.email({ error: 'Enter a valid email address' }).max(254).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{6,25}$/, 'Enter a valid phone number')
      .optional(),
    interest: z.string().trim().max(500).optional(),
    consent: z.literal(true, { error: 'Please agree to be contacted' }),
  })
  .refine((lead) => lead.email || lead.phone, { message: 'Leave an email or a phone number', path: ['email'] });
export type LeadRequest = z.input<typeof LeadRequestSchema>;
