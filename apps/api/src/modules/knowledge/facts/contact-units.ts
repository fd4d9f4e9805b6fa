import type { CheerioAPI } from 'cheerio';
import { readableText } from '../crawler/dom-text';
import { clean } from './page-dom';
import type { Unit } from './unit';

/** Phone numbers and email addresses as the site links them, and postal addresses. */
export function contactUnits($: CheerioAPI): Unit[] {
  const units: Unit[] = [];
  const seen = new Set<string>();
  const add = (text: string) => {
    if (!seen.has(text)) units.push({ heading: ['Contact'], text });
    seen.add(text);
  };
  $('a[href^="tel:" i]').each((_, a) => {
    const number = decodeURIComponent(($(a).attr('href') ?? '').slice(4)).trim();
    const shown = clean($(a).text());
    const phone = /\d{3}/.test(shown) ? shown : number;
    if (/\d{5}/.test(phone.replace(/\D/g, ''))) add(`Phone: ${phone}`);
  });
  $('a[href^="mailto:" i]').each((_, a) => {
    const address = decodeURIComponent(($(a).attr('href') ?? '').slice(7).split('?')[0] ?? '').trim();
    if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) add(`Email: ${address}`);
  });
  $('address').each((_, element) => {
    const text = readableText($(element)).split('\n').map(clean).filter(Boolean).join(', ');
    if (text) add(`Address: ${text}`);
  });
  return units;
}
