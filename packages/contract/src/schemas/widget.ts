import { z } from 'zod';

/**
 * Widget settings: how the widget and its launcher look on the business's site, and where the
 * live key may be used. Stored on the agent — colours, position, launcher text and mode as
 * `branding` key/values, the greeting in its own column, the domains in `allowed_domains` — so the
 * public runtime (`GET /assistant/:id` → `branding`, `firstMessage`, `avatarUrl`) already carries
 * them to the widget.
 */
export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left'] as const;
export const WIDGET_MODES = ['chat', 'voice', 'both'] as const;
export const MAX_LAUNCHER_TEXT = 40;
export const MAX_GREETING = 500;
export const MAX_ALLOWED_DOMAINS = 20;
/** WCAG 2 AA for normal text: below this the launcher's text is hard to read. */
export const READABLE_CONTRAST = 4.5;

export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];
export type WidgetMode = (typeof WIDGET_MODES)[number];

/** The branding keys the widget settings own (other branding keys are left alone). */
export const WIDGET_BRANDING_KEYS = ['primary_color', 'text_color', 'position', 'launcher_text', 'mode'] as const;

export const WIDGET_DEFAULTS = {
  primary_color: '#4f46e5',
  text_color: '#ffffff',
  position: 'bottom-right' as WidgetPosition,
  launcher_text: '',
  mode: 'both' as WidgetMode,
};

const HEX = /^#[0-9a-f]{6}$/i;
export const HexColorSchema = z
  .string({ error: 'Colour is required' })
  .trim()
  .regex(HEX, 'Use a colour like #1A2B3C')
  .transform((value) => value.toLowerCase());

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A bare host name, as a browser reports it: lower-case, no scheme, port or path. International
 * names become their ASCII (punycode) form. `localhost` is allowed for testing a site locally.
 */
export const HostnameSchema = z
  .string()
  .trim()
  .max(253, 'Domain names are at most 253 characters')
  .transform((value, ctx) => {
    const host = value.toLowerCase().replace(/\.$/, '');
    if (!host) {
      ctx.addIssue({ code: 'custom', message: 'Enter a domain name' });
      return z.NEVER;
    }
    if (/[/:@?#\\]/.test(host)) {
      ctx.addIssue({ code: 'custom', message: `Enter only the domain, like shop.example.com, without https:// or a path (${value})` });
      return z.NEVER;
    }
    let ascii = host;
    try {
      ascii = new URL(`http://${host}`).hostname;
    } catch {
      ascii = '';
    }
    const labels = ascii.split('.');
    const valid =
      ascii === 'localhost' || (labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /^([a-z]{2,63}|xn--[a-z0-9-]+)$/.test(labels.at(-1)!));
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: `${value} is not a valid domain name` });
      return z.NEVER;
    }
    return ascii;
  });

/** The settings the owner edits (PUT body under `widget_settings`). */
export const WidgetSettingsSchema = z
  .object({
    primary_color: HexColorSchema,
    text_color: HexColorSchema,
    position: z.enum(WIDGET_POSITIONS, { error: 'Choose bottom right or bottom left' }),
    launcher_text: z.string().trim().max(MAX_LAUNCHER_TEXT, `Launcher text must be at most ${MAX_LAUNCHER_TEXT} characters`),
    greeting: z
      .string({ error: 'Greeting is required' })
      .trim()
      .min(1, 'Greeting is required')
      .max(MAX_GREETING, `Greeting must be at most ${MAX_GREETING} characters`),
    mode: z.enum(WIDGET_MODES, { error: 'Choose chat, voice or both' }),
    allowed_domains: z
      .array(HostnameSchema)
      .max(MAX_ALLOWED_DOMAINS, `At most ${MAX_ALLOWED_DOMAINS} domains`)
      .transform((domains) => [...new Set(domains)]),
    /** Whether visitors see the page an answer came from under it ("From: Shipping & returns"); left as it is when omitted. */
    show_sources: z.boolean({ error: 'Choose whether to show sources' }).optional(),
  })
  .strict();
export type WidgetSettings = z.output<typeof WidgetSettingsSchema>;
export type WidgetSettingsInput = z.input<typeof WidgetSettingsSchema>;

/** PUT /api/v1/organizations/current/agent/widget-settings */
export const WidgetSettingsRequestSchema = z.object({ widget_settings: WidgetSettingsSchema }).strict();
export type WidgetSettingsRequest = z.input<typeof WidgetSettingsRequestSchema>;

/** The launcher's colours, corner and text, as the settings and the launcher answers both show them. */
const launcherLook = { primary_color: z.string(), text_color: z.string(), position: z.enum(WIDGET_POSITIONS), launcher_text: z.string() };

/** GET and PUT /api/v1/organizations/current/agent/widget-settings → `{ data }` */
export const WidgetSettingsResponseSchema = z.object({
  ...launcherLook,
  greeting: z.string(),
  mode: z.enum(WIDGET_MODES),
  allowed_domains: z.array(z.string()),
  /** For the preview: the agent's name and avatar (the avatar is uploaded with the persona). */
  agent_name: z.string(),
  avatar_url: z.string().nullable(),
  /** The organization's own website, always allowed whatever the list says. */
  website_domain: z.string().nullable(),
  /** Visitors see the page an answer came from (on unless the owner turned it off). */
  show_sources: z.boolean(),
});
export type WidgetSettingsResponse = z.infer<typeof WidgetSettingsResponseSchema>;

/** A 400 from the widget-settings PUT: the first message, and one message per failing field. */
export const WidgetSettingsErrorSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()) });
export type WidgetSettingsError = z.infer<typeof WidgetSettingsErrorSchema>;

/** GET /api/v1/widget/launcher?apiKey=… (public, CORS): what the loader needs to draw the launcher. */
export const WidgetLauncherSchema = z.object({ ...launcherLook, mode: z.enum(WIDGET_MODES) });
export type WidgetLauncher = z.infer<typeof WidgetLauncherSchema>;

/**
 * The launcher answer: the look, and whether the asking page (its Origin) may use the key. The
 * loader shows nothing where it may not (the frame would be refused there anyway) and tells the
 * site owner why in the console.
 */
export const WidgetLauncherResponseSchema = WidgetLauncherSchema.extend({
  allowed: z.boolean(),
  /** Why not, when `allowed` is false. */
  reason: z.string().optional(),
  /** The agent has an enabled proactive trigger: the loader then fetches the small trigger script. */
  proactive: z.boolean().optional(),
});
export type WidgetLauncherResponse = z.infer<typeof WidgetLauncherResponseSchema>;

/** The look stored in `branding`, each value checked: a bad or missing one gives the default. */
export function widgetLookFrom(branding: Record<string, string>): WidgetLauncher {
  const pick = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    primary_color: pick(HexColorSchema, branding.primary_color, WIDGET_DEFAULTS.primary_color),
    text_color: pick(HexColorSchema, branding.text_color, WIDGET_DEFAULTS.text_color),
    position: pick(z.enum(WIDGET_POSITIONS), branding.position, WIDGET_DEFAULTS.position),
    launcher_text: pick(z.string().max(MAX_LAUNCHER_TEXT), branding.launcher_text, WIDGET_DEFAULTS.launcher_text),
    mode: pick(z.enum(WIDGET_MODES), branding.mode, WIDGET_DEFAULTS.mode),
  };
}

/**
 * The branding key that turns the sources under visitors' answers off (`'off'`); any other value,
 * or none, leaves them on: a key rather than a column, so agents made before it need nothing.
 */
export const SHOW_SOURCES_KEY = 'show_sources';
export const showsSources = (branding: Record<string, string>): boolean => branding[SHOW_SOURCES_KEY] !== 'off';

/** The widget-owned branding values that the persona's `agent[branding][key]` may also set. */
export const WidgetBrandingSchema = z
  .object({
    primary_color: HexColorSchema,
    text_color: HexColorSchema,
    position: z.enum(WIDGET_POSITIONS),
    launcher_text: z.string().trim().max(MAX_LAUNCHER_TEXT),
    mode: z.enum(WIDGET_MODES),
  })
  .partial();

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #RRGGBB colours (1 to 21); null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  if (!HEX.test(a) || !HEX.test(b)) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
