import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, directionOf, isSupportedLanguage, type LanguageCode } from '@parley/i18n/languages';
import type { OutboxKind } from '../../db/schema';
import { escapeHtml } from '../../http/html';
import { localesDir } from '../../http/static-apps';

/* The emails, in the member's language: texts from packages/i18n/locales/<lng>/email.json, plain text and simple HTML from the same blocks. */

type Texts = { [key: string]: string | Texts };
const loaded = new Map<LanguageCode, Texts>();

function textsOf(lng: LanguageCode): Texts {
  let texts = loaded.get(lng);
  if (!texts) {
    const file = join(localesDir(), lng, 'email.json');
    texts = existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { email: Texts }).email ?? {}) : {};
    loaded.set(lng, texts);
  }
  return texts;
}

const lookup = (texts: Texts, key: string): string | undefined => {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

export type Translate = (key: string, values?: Record<string, string>) => string;

/** `t('newLead.subject', { who })` in the language, English where a text is missing. */
export function translator(language: string | null | undefined): { t: Translate; lng: LanguageCode } {
  const lng = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  const t: Translate = (key, values = {}) =>
    (lookup(textsOf(lng), key) ?? lookup(textsOf(DEFAULT_LANGUAGE), key) ?? key).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
  return { t, lng };
}

// eslint-disable-next-line no-control-regex -- exactly what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Visitor-supplied text, on one line, without control characters, and not endless. */
export const oneLine = (text: string, max = 200) => {
  const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** What an email says, as blocks both bodies are made of. */
export interface EmailBody {
  subject: string;
  greeting: string;
  intro: string;
  /** Label and value rows (a lead's details, the digest's counts). */
  details?: [label: string, value: string][];
  quote?: { label: string; text: string };
  action: { label: string; url: string };
  /** A paragraph after the action (the security email's "if it was not you"). */
  outro?: string;
  /** Why the member gets it, when not the usual membership line (the security email). */
  why?: string;
}

export interface EmailLinks {
  unsubscribe: string;
  preferences: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** `links` null: an email nobody can turn off (the security email), whose footer says only why it came. */
export function renderEmail(
  body: EmailBody,
  { t, lng }: { t: Translate; lng: LanguageCode },
  organization: string,
  /** The email's kind, which the unsubscribe line names; a sign-up email is no outbox row and has no such line. */
  kind: OutboxKind | 'signup',
  links: EmailLinks | null,
) {
  const why = body.why ?? t('footer.why', { organization });
  const text = [
    body.greeting,
    '',
    body.intro,
    ...(body.details?.length ? ['', ...body.details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(body.quote ? ['', `${body.quote.label}:`, ...body.quote.text.split('\n').map((line) => `> ${line}`)] : []),
    '',
    `${body.action.label}: ${body.action.url}`,
    ...(body.outro ? ['', body.outro] : []),
    '',
    '-- ',
    why,
    ...(links ? [`${t('footer.unsubscribe')} (${t(`kinds.${kind}`)}): ${links.unsubscribe}`, `${t('footer.preferences')}: ${links.preferences}`] : []),
    '',
  ].join('\n');

  const e = escapeHtml;
  const details = body.details?.length
    ? `<table role="presentation" cellpadding="4" style="border-collapse:collapse;margin:16px 0">${body.details
        .map(([label, value]) => `<tr><th scope="row" style="text-align:start;color:#555;font-weight:600">${e(label)}</th><td>${e(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const quote = body.quote
    ? `<p style="margin:16px 0 4px;color:#555">${e(body.quote.label)}:</p><blockquote style="margin:0;padding:8px 12px;border-inline-start:3px solid #ccc;white-space:pre-wrap">${e(body.quote.text)}</blockquote>`
    : '';
  const html = `<!doctype html>
<html lang="${lng}" dir="${directionOf(lng)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(body.subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">
<p>${e(body.greeting)}</p>
<p>${e(body.intro)}</p>
${details}${quote}
<p style="margin:24px 0"><a href="${e(body.action.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${e(body.action.label)}</a></p>
${body.outro ? `<p>${e(body.outro)}</p>\n` : ''}<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
<p style="font-size:13px;color:#666">${e(why)}${links ? `<br><a href="${e(links.unsubscribe)}">${e(t('footer.unsubscribe'))}</a> · <a href="${e(links.preferences)}">${e(t('footer.preferences'))}</a>` : ''}</p>
</body></html>
`;
  return { subject: oneLine(body.subject, 180), text, html } satisfies RenderedEmail;
}
