import { ApiError, type WidgetSettingsResponse } from '@parley/api-client';
import {
  contrastRatio,
  HexColorSchema,
  HostnameSchema,
  MAX_ALLOWED_DOMAINS,
  MAX_GREETING,
  MAX_LAUNCHER_TEXT,
  READABLE_CONTRAST,
  type WidgetSettingsInput,
} from '@parley/api-client/schemas';

/** What the owner edits: the saved settings without the read-only parts. */
export type SettingsForm = Pick<
  WidgetSettingsResponse,
  'primary_color' | 'text_color' | 'position' | 'launcher_text' | 'greeting' | 'mode' | 'allowed_domains' | 'show_sources'
>;
export type SettingsField = keyof SettingsForm;

/** A message to show next to a field: an `install` translation key and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type SettingsErrors = Partial<Record<SettingsField | 'form', FieldMessage>>;

export const toForm = (saved: WidgetSettingsResponse): SettingsForm => ({
  primary_color: saved.primary_color,
  text_color: saved.text_color,
  position: saved.position,
  launcher_text: saved.launcher_text,
  greeting: saved.greeting,
  mode: saved.mode,
  allowed_domains: saved.allowed_domains,
  show_sources: saved.show_sources,
});

export const toRequest = (form: SettingsForm): WidgetSettingsInput => ({ ...form });

/**
 * The same rules as the server (the shared schema's pieces), said in the owner's language, one
 * message per field.
 */
export function validateSettings(form: SettingsForm): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const field of ['primary_color', 'text_color'] as const) {
    if (!HexColorSchema.safeParse(form[field]).success) errors[field] = { key: 'install.settings.errors.colour' };
  }
  if (form.launcher_text.trim().length > MAX_LAUNCHER_TEXT)
    errors.launcher_text = { key: 'install.settings.errors.launcherText', values: { max: MAX_LAUNCHER_TEXT } };
  if (!form.greeting.trim()) errors.greeting = { key: 'install.settings.errors.greetingRequired' };
  else if (form.greeting.trim().length > MAX_GREETING) errors.greeting = { key: 'install.settings.errors.greetingLong', values: { max: MAX_GREETING } };
  if (form.allowed_domains.length > MAX_ALLOWED_DOMAINS)
    errors.allowed_domains = { key: 'install.settings.errors.domainsMax', values: { max: MAX_ALLOWED_DOMAINS } };
  else {
    const bad = form.allowed_domains.find((domain) => !HostnameSchema.safeParse(domain).success);
    if (bad !== undefined) errors.allowed_domains = domainError(bad);
  }
  return errors;
}

function domainError(value: string): FieldMessage {
  return /[/:@?#\\]/.test(value)
    ? { key: 'install.settings.errors.domainBare', values: { domain: value } }
    : { key: 'install.settings.errors.domain', values: { domain: value } };
}

/**
 * What the owner typed in the "add a domain" box, as a bare host name: a pasted address
 * (`https://Shop.Example.com/path`) gives its host; anything else is checked as it is.
 */
export function parseDomainInput(input: string): { domain: string } | { error: FieldMessage } {
  const value = input.trim();
  if (!value) return { error: { key: 'install.settings.errors.domainEmpty' } };
  let candidate = value;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      candidate = new URL(value).hostname;
    } catch {
      return { error: domainError(value) };
    }
  }
  const parsed = HostnameSchema.safeParse(candidate);
  return parsed.success ? { domain: parsed.data } : { error: domainError(value) };
}

/** True when the text colour is hard to read on the main colour (a warning, not an error). */
export function hasPoorContrast(form: Pick<SettingsForm, 'primary_color' | 'text_color'>): { ratio: string } | null {
  const ratio = contrastRatio(form.primary_color, form.text_color);
  return ratio !== null && ratio < READABLE_CONTRAST ? { ratio: ratio.toFixed(1) } : null;
}

/** A 400 from the server names its fields (`widget_settings.allowed_domains.2`): show each in place. */
export function serverSettingsErrors(error: unknown, form: SettingsForm): SettingsErrors {
  const body = error instanceof ApiError ? (error.body as { fields?: Record<string, string> } | null) : null;
  if (!(error instanceof ApiError) || error.status !== 400 || !body?.fields) {
    return { form: { key: 'install.settings.errors.server', values: { message: error instanceof Error ? error.message : String(error) } } };
  }
  // Our own words where the browser's check agrees; the server's (English) message otherwise.
  const known = validateSettings(form);
  const errors: SettingsErrors = {};
  for (const [path, message] of Object.entries(body.fields)) {
    const [, field, index] = path.split('.') as [string, SettingsField | undefined, string | undefined];
    if (!field || !(field in form)) errors.form ??= { key: 'install.settings.errors.server', values: { message } };
    else if (field === 'allowed_domains' && index !== undefined) errors.allowed_domains ??= domainError(form.allowed_domains[Number(index)] ?? '');
    else errors[field] ??= known[field] ?? { key: 'install.settings.errors.server', values: { message } };
  }
  return errors;
}
