import type { PhraseLanguage } from './phrases';

/** Locales for prices; Arabic keeps Latin digits so a number reads the same as on the site. */
const LOCALE: Record<PhraseLanguage, string> = {
  en: 'en',
  es: 'es-ES',
  he: 'he-IL',
  ja: 'ja-JP',
  'zh-Hant': 'zh-TW',
  'zh-Hans': 'zh-CN',
  ar: 'ar-u-nu-latn',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-PT',
  nl: 'nl-NL',
  pl: 'pl-PL',
};

/**
 * Formatters by locale and currency. Making an Intl.NumberFormat costs tens of microseconds (it
 * loads locale data); a widget answer with products formats several prices, and a server sees
 * few currencies. Bounded all the same: a currency code comes from a business's catalogue.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 2) });
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/** Digits after the decimal point in the currency's own minor unit (JPY 0, USD 2). */
export function minorDigits(currency: string | null): number {
  if (!currency) return 2;
  try {
    return formatter('en', currency).resolvedOptions().minimumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An exact decimal string from an amount in minor units: 795 → "7.95"; never through a float. */
export function decimalString(minor: number, digits = 2): string {
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  const fraction = digits ? text.slice(-digits) : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A decimal string, typed as one Intl.NumberFormat reads exactly (decimalString's output always is). */
function isDecimal(text: string): text is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(text);
}

/**
 * A price in the visitor's language, every digit kept: 795 GBP → "£7.95" (en), "7,95 £" (es).
 * Intl formats the decimal string itself, so no float rounding can creep in.
 */
export function formatMoney(priceCents: number, currency: string | null, language: PhraseLanguage): string {
  const amount = decimalString(priceCents, 2);
  if (!currency || !isDecimal(amount)) return amount;
  try {
    // Intl.NumberFormat v3 formats decimal strings exactly (Node 20+).
    return formatter(LOCALE[language], currency).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
