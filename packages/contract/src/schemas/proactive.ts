import { z } from 'zod';

/**
 * Proactive messages: the owner's triggers that open the launcher's bubble with a message on the
 * business's site (a page, time on it, how far the visitor scrolled, leaving, coming back). The
 * loader fetches the small trigger script only when the agent has an enabled trigger.
 */
export const PROACTIVE_KINDS = ['time_on_page', 'scroll_depth', 'exit_intent', 'returning_visitor'] as const;
export type ProactiveKind = (typeof PROACTIVE_KINDS)[number];
export const PROACTIVE_EVENTS = ['shown', 'opened', 'converted'] as const;
export type ProactiveEvent = (typeof PROACTIVE_EVENTS)[number];
export const MAX_PROACTIVE_TRIGGERS = 20;
export const MAX_PROACTIVE_MESSAGE = 280;
export const MAX_PROACTIVE_SECONDS = 3600;
export const MAX_URL_PATTERN = 300;

/** A visitor language tag: `es`, `pt-BR`, `zh-Hant`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

const messageText = z
  .string({ error: 'Write the message' })
  .trim()
  .min(1, 'Write the message')
  .max(MAX_PROACTIVE_MESSAGE, `A message is at most ${MAX_PROACTIVE_MESSAGE} characters`);

export const ProactiveConditionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('time_on_page'),
      seconds: z
        .number({ error: 'Enter the seconds' })
        .int('Whole seconds')
        .min(0, 'At least 0 seconds')
        .max(MAX_PROACTIVE_SECONDS, `At most ${MAX_PROACTIVE_SECONDS} seconds`),
    }),
    z.object({
      kind: z.literal('scroll_depth'),
      percent: z.number({ error: 'Enter a percentage' }).int('A whole percentage').min(1, 'Between 1 and 100').max(100, 'Between 1 and 100'),
    }),
    z.object({ kind: z.literal('exit_intent') }),
    z.object({ kind: z.literal('returning_visitor') }),
  ],
  { error: 'Choose when the message shows' },
);
export type ProactiveCondition = z.infer<typeof ProactiveConditionSchema>;

/** The default message (any visitor) and optional translations by visitor language. */
export const ProactiveMessageSchema = z.object({
  default: messageText,
  translations: z
    .record(z.string().regex(LANGUAGE_TAG, 'Use a language code like es or zh-Hant'), messageText)
    .refine((all) => Object.keys(all).length <= 20, 'At most 20 translations')
    .default({}),
});
export type ProactiveMessage = z.infer<typeof ProactiveMessageSchema>;

/**
 * Where the trigger applies: `*` every page; `/pricing` that path (a trailing slash aside); `*`
 * inside matches anything (`/blog/*`); a pattern with `://` is matched against the whole address.
 */
export const UrlPatternSchema = z
  .string()
  .trim()
  .max(MAX_URL_PATTERN, `At most ${MAX_URL_PATTERN} characters`)
  .refine((p) => p === '' || p === '*' || p.startsWith('/') || /^https?:\/\//.test(p), 'Start with / (a path), or use * for every page')
  .transform((p) => p || '*');

/** The owner's trigger as created and replaced (body under `trigger`). */
export const ProactiveTriggerInputSchema = z
  .object({
    name: z.string({ error: 'Name the trigger' }).trim().min(1, 'Name the trigger').max(80, 'A name is at most 80 characters'),
    enabled: z.boolean().default(true),
    url_pattern: UrlPatternSchema,
    condition: ProactiveConditionSchema,
    message: ProactiveMessageSchema,
  })
  .strict();
export type ProactiveTriggerInput = z.input<typeof ProactiveTriggerInputSchema>;
export const ProactiveTriggerRequestSchema = z.object({ trigger: ProactiveTriggerInputSchema }).strict();

export const ProactiveStatsSchema = z.object({ shown: z.number().int(), opened: z.number().int(), converted: z.number().int() });
export type ProactiveStats = z.infer<typeof ProactiveStatsSchema>;

export const ProactiveTriggerSchema = z.object({
  id: z.number().int(),
  condition: ProactiveConditionSchema,
  url_pattern: z.string(),
  enabled: z.boolean(),
  name: z.string(),
  message: z.object({ default: z.string(), translations: z.record(z.string(), z.string()) }),
  /** What visitors did since the trigger was made: bubble shown, opened, then a message sent. */
  stats: ProactiveStatsSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProactiveTrigger = z.infer<typeof ProactiveTriggerSchema>;

/** GET /api/v1/widget/proactive: the page's address and the visitor's languages, by the key. */
export const ProactiveQuerySchema = z.object({
  apiKey: z.string().min(1).max(200),
  page: z.string().max(2000).default('/'),
  lang: z.string().max(200).default(''),
});

/** What the trigger script runs on one page: its triggers with the message in the visitor's language. */
export const ProactivePlanSchema = z.object({
  position: z.enum(['bottom-right', 'bottom-left']),
  /** The close button's name in the visitor's language. */
  dismiss_label: z.string(),
  triggers: z.array(z.object({ id: z.number().int(), condition: ProactiveConditionSchema, message: z.string(), lang: z.string().nullable() })),
});
export type ProactivePlan = z.infer<typeof ProactivePlanSchema>;

/** POST /api/v1/widget/proactive/events: in the query, so the page's beacon needs no CORS preflight. */
export const ProactiveEventQuerySchema = z.object({
  apiKey: z.string().min(1).max(200),
  trigger: z.coerce.number().int().positive(),
  event: z.enum(PROACTIVE_EVENTS),
});

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Whether a page's address (`https://shop.example/pricing?x=1`) matches the owner's pattern. */
export function matchesPage(pattern: string, address: string): boolean {
  if (pattern === '*' || pattern === '') return true;
  let url: URL;
  try {
    url = new URL(address, 'https://page.invalid');
  } catch {
    return false;
  }
  const whole = pattern.includes('://');
  const target = whole ? `${url.origin}${url.pathname}` : url.pathname;
  const strip = (s: string) => (s.length > 1 ? s.replace(/\/+$/, '') : s);
  const source = `^${strip(pattern.split('?')[0]!).split('*').map(escapeRegExp).join('.*')}$`;
  return new RegExp(source, 'i').test(strip(target));
}

/** Chinese as browsers name it (zh-TW, zh-CN) to the scripts the owner writes (zh-Hant, zh-Hans). */
const CHINESE: Record<string, string> = { 'zh-tw': 'zh-hant', 'zh-hk': 'zh-hant', 'zh-mo': 'zh-hant', 'zh-cn': 'zh-hans', 'zh-sg': 'zh-hans', zh: 'zh-hans' };

/**
 * The message for the visitor's languages (most preferred first, as `navigator.languages`): an
 * exact translation, then one of the same language (`es` for `es-MX`), else the default.
 */
export function pickMessage(
  message: { default: string; translations: Record<string, string> },
  languages: readonly string[],
): { text: string; lang: string | null } {
  const byTag = new Map(Object.entries(message.translations).map(([tag, text]) => [tag.toLowerCase(), { tag, text }]));
  for (const wanted of languages.map((l) => l.trim().toLowerCase()).filter(Boolean)) {
    const primary = wanted.split('-')[0]!;
    const found =
      byTag.get(wanted) ??
      byTag.get(CHINESE[wanted] ?? '') ??
      byTag.get(primary) ??
      [...byTag.values()].find(({ tag }) => tag.toLowerCase().split('-')[0] === primary);
    if (found) return { text: found.text, lang: found.tag };
  }
  return { text: message.default, lang: null };
}
