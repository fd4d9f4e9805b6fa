import { z } from 'zod';
import { counts } from './fields';
import { LanguageCodeSchema } from './accounts';
import { WIDGET_BRANDING_KEYS, WidgetBrandingSchema } from './widget';

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const HttpUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) URL' }));

export const AgentToneSchema = z.enum(['friendly', 'professional', 'enthusiastic', 'concise']);
export type AgentTone = z.infer<typeof AgentToneSchema>;

/** GET /api/v1/organizations/current/agent */
export const AgentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.enum(['voice_v1', 'chat_v0']),
  live_key: z.string(),
  demo_key: z.string(),
  avatar_url: z.string().nullable(),
  role: z.string(),
  tone: AgentToneSchema,
  greeting: z.string(),
  languages: z.array(LanguageCodeSchema),
  voice: z.string(),
  branding: z.record(z.string(), z.string()),
  voice_provider_config: z.record(z.string(), z.unknown()),
});
export type Agent = z.infer<typeof AgentSchema>;

/** What a visitor may see of an agent (demo mode): never a key of another kind. */
export const PublicAgentSchema = AgentSchema.pick({
  name: true,
  avatar_url: true,
  greeting: true,
  languages: true,
  tone: true,
  branding: true,
  version: true,
}).extend({
  demo_key: z.string(),
  organization: z.object({ sub_id: z.string(), name: z.string() }),
});
export type PublicAgent = z.infer<typeof PublicAgentSchema>;

/** The `agent[...]` fields of the multipart PUT, after parsing. */
/**
 * The agent's own speech providers (the dashboard's voice settings): a recogniser and a voice,
 * each optional; what is left out falls back to the server's keys, then to the embedded defaults.
 */
export const VoiceProviderConfigSchema = z
  .object({
    transcriber: z
      .object({
        provider: z.enum(['parley', 'deepgram']).optional(),
        apiKey: z.string().min(1).max(500).optional(),
        baseUrl: z.url({ protocol: /^wss?$/ }).optional(),
        model: z.string().min(1).max(100).optional(),
      })
      .strict()
      .optional(),
    voice: z
      .object({
        provider: z.enum(['parley', '11labs', 'openai']).optional(),
        voiceId: z.string().min(1).max(100).optional(),
        apiKey: z.string().min(1).max(500).optional(),
        baseUrl: z.url({ protocol: /^https?$/ }).optional(),
        model: z.string().min(1).max(100).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type VoiceProviderConfig = z.infer<typeof VoiceProviderConfigSchema>;

export const AgentUpdateSchema = z
  .object({
    name: text(80, 'Name').optional(),
    role: text(120, 'Role').optional(),
    tone: AgentToneSchema.optional(),
    greeting: text(500, 'Greeting').optional(),
    languages: z.array(LanguageCodeSchema).min(1, 'Choose at least one language').max(7).optional(),
    voice: text(60, 'Voice').optional(),
    branding: z
      .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Branding keys are lowercase words'), optionalText(200))
      .refine((b) => Object.keys(b).length <= 30, { message: 'At most 30 branding values' })
      // The widget's own keys (colours, position, launcher text, mode) must be what the widget reads.
      .superRefine((branding, ctx) => {
        const own = Object.fromEntries(Object.entries(branding).filter(([key]) => (WIDGET_BRANDING_KEYS as readonly string[]).includes(key)));
        const checked = WidgetBrandingSchema.safeParse(own);
        if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      })
      .optional(),
    voice_provider_config: VoiceProviderConfigSchema.optional(),
  })
  .strict();
export type AgentUpdate = z.input<typeof AgentUpdateSchema>;

export const RotateKeyRequestSchema = z.object({ key: z.enum(['live_key', 'demo_key']) }).strict();

export const FaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  source: z.enum(['manual', 'scrape']),
  source_url: z.string().nullable(),
  updated_at: z.string(),
});
export type Faq = z.infer<typeof FaqSchema>;
export const FaqInputSchema = z.object({ faq: z.object({ question: text(500, 'Question'), answer: text(5000, 'Answer') }).strict() });
export type FaqInput = z.input<typeof FaqInputSchema>;

export const AvailabilitySchema = z.enum(['in_stock', 'out_of_stock', 'preorder', 'unknown']);
export const ProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int().nullable(),
  currency: z.string().nullable(),
  sku: z.string().nullable(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  availability: AvailabilitySchema,
  source: z.enum(['manual', 'csv', 'shopify', 'scrape']),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductInputSchema = z.object({
  product: z
    .object({
      name: text(200, 'Name'),
      description: optionalText(5000).default(''),
      price_cents: z
        .number({ error: 'Price must be a number' })
        .int('Price must be whole cents')
        .min(0, 'Price cannot be negative')
        .max(100_000_000)
        .nullable()
        .default(null),
      currency: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, 'Currency is a 3-letter code such as USD')
        .transform((c) => c.toUpperCase())
        .nullable()
        .default(null),
      sku: optionalText(100).nullable().default(null),
      url: HttpUrlSchema.nullable().default(null),
      image_url: HttpUrlSchema.nullable().default(null),
      availability: AvailabilitySchema.default('unknown'),
    })
    .strict(),
});
export type ProductInput = z.input<typeof ProductInputSchema>;
export const ListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const ShopifyImportRequestSchema = z.object({
  domain: z
    .string({ error: 'Store domain is required' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Enter a store domain such as my-store.myshopify.com'),
});

export const RuleSchema = z.object({ id: z.number().int(), position: z.number().int(), text: z.string(), enabled: z.boolean() });
export type Rule = z.infer<typeof RuleSchema>;
export const RuleInputSchema = z.object({ rule: z.object({ text: text(500, 'Rule'), enabled: z.boolean().default(true) }).strict() });
export type RuleInput = z.input<typeof RuleInputSchema>;
export const RuleUpdateSchema = z.object({ rule: z.object({ text: text(500, 'Rule').optional(), enabled: z.boolean().optional() }).strict() });
export const RuleOrderSchema = z.object({ ids: z.array(z.number().int()).max(500) });

export const DocumentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  kind: z.enum(['pdf', 'docx', 'txt', 'markdown', 'csv']).nullable(),
  size_bytes: z.number().int(),
  status: z.enum(['processing', 'ready', 'failed']),
  error: z.string().nullable(),
  page_count: z.number().int().nullable(),
  preview: z.string().nullable(),
  created_at: z.string(),
});
export type KnowledgeDocument = z.infer<typeof DocumentSchema>;

export const ScrapingJobRequestSchema = z.object({ url: HttpUrlSchema });
export const ScrapingJobStatusSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed', 'canceled']),
  progress: z.object(counts('found', 'done', 'failed', 'max_pages')),
  stats: z.object(counts('pages_count', 'products_count', 'faqs_count', 'skipped_robots', 'skipped_duplicates')),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ScrapingJobStatus = z.infer<typeof ScrapingJobStatusSchema>;
export const ScrapedPageSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  status: z.enum(['pending', 'done', 'failed', 'skipped']),
  error: z.string().nullable(),
});
export type ScrapedPage = z.infer<typeof ScrapedPageSchema>;
export const RefreshScheduleSchema = z.object({ refresh: z.enum(['off', 'daily', 'weekly']) });

/** A background job (a crawl, a document) that failed every attempt: shown with its last error and a retry. */
export const FailedJobSchema = z.object({
  id: z.string(),
  kind: z.enum(['scrape', 'document']),
  /** The scraping job's or the document's id. */
  ref_id: z.number().int(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  failed_at: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const TryAgentRequestSchema = z.object({ message: text(2000, 'Message') });
export const KnowledgeSourceSchema = z.object({
  type: z.enum(['page', 'document', 'faq', 'product']),
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
});
export const TryAgentResponseSchema = z.object({ answer: z.string(), sources: z.array(KnowledgeSourceSchema) });
export type TryAgentResponse = z.infer<typeof TryAgentResponseSchema>;
