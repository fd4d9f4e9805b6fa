import { findTypedNodes, hasType } from '../crawler/json-ld';
import { asArray, asText, isRecord, type JsonRecord } from '../crawler/json-guards';
import { clean } from './page-dom';
import type { Unit } from './unit';

const DAYS: Record<string, string> = { mo: 'Monday', tu: 'Tuesday', we: 'Wednesday', th: 'Thursday', fr: 'Friday', sa: 'Saturday', su: 'Sunday' };
const DAY_ORDER = Object.keys(DAYS);
const dayName = (value: unknown) => {
  const text = typeof value === 'string' ? value.replace(/^.*[/:]/, '') : '';
  return DAYS[text.slice(0, 2).toLowerCase()] ?? (text || null);
};

function postalAddress(value: unknown): string | null {
  if (typeof value === 'string') return clean(value) || null;
  if (!isRecord(value)) return null;
  const parts = [
    value.streetAddress,
    value.addressLocality,
    value.addressRegion,
    value.postalCode,
    isRecord(value.addressCountry) ? value.addressCountry.name : value.addressCountry,
  ]
    .map(asText)
    .filter((part): part is string => part !== null && part.trim() !== '');
  return parts.length ? parts.join(', ') : null;
}

/** "Mo-Fr 09:00-17:00" → "Monday–Friday: 09:00–17:00". */
function openingHoursText(value: string): string {
  return value
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b(?:\s*-\s*\b(Mo|Tu|We|Th|Fr|Sa|Su)\b)?/g, (_, a: string, b?: string) =>
      b ? `${DAYS[a.toLowerCase()]}–${DAYS[b.toLowerCase()]}` : DAYS[a.toLowerCase()]!,
    )
    .replace(/(\d)\s*-\s*(\d)/g, '$1–$2')
    .replace(/^([^\d]+?)\s+(\d)/, '$1: $2');
}

/** The business types read by name; collectBusinessLike finds the others. */
const BUSINESS_TYPES = [
  'Organization',
  'LocalBusiness',
  'Place',
  'Store',
  'Restaurant',
  'Dentist',
  'MedicalBusiness',
  'FoodEstablishment',
  'ProfessionalService',
  'HealthAndBeautyBusiness',
  'LodgingBusiness',
  'AutomotiveBusiness',
  'SportsActivityLocation',
  'EntertainmentBusiness',
];

/**
 * A number from structured data ("+34963740819") as the page writes it for people ("963 74 08 19"),
 * when the page shows the same number: visitors copy and recognise the written form.
 */
export function phoneAsWritten(phone: string, pageText: string): string {
  const digits = phone.replace(/\D/g, '');
  const tail = digits.slice(-8);
  if (tail.length < 8) return phone;
  for (const match of pageText.matchAll(/\+?\(?\d[\d\s().-]{6,}\d/g)) {
    const written = match[0].replace(/\D/g, '');
    if (written.length >= 8 && written.endsWith(tail) && (digits.endsWith(written.replace(/^0/, '')) || written.endsWith(digits))) return match[0].trim();
  }
  return phone;
}

/** The heading of the hours read from structured data: where the page states the same hours, its own words are said. */
export const STRUCTURED_HOURS = 'Opening hours';

/** Organization / LocalBusiness (any subtype) facts: name, address, phone, email, opening hours. */
export function businessUnits(jsonLd: unknown[], pageText = ''): Unit[] {
  const units: Unit[] = [];
  const nodes = findTypedNodes(jsonLd, BUSINESS_TYPES);
  const extra = collectBusinessLike(jsonLd);
  for (const node of [...nodes, ...extra]) {
    const name = asText(node.name) ?? '';
    const heading = name ? [name] : ['Contact'];
    const address = postalAddress(node.address);
    if (address) units.push({ heading, text: `Address: ${address}` });
    const phone = asText(node.telephone);
    if (phone) units.push({ heading, text: `Phone: ${phoneAsWritten(phone, pageText)}` });
    const email = asText(node.email)?.replace(/^mailto:/i, '');
    if (email) units.push({ heading, text: `Email: ${email}` });
    const byDay = new Map<number, string>();
    for (const spec of asArray(node.openingHoursSpecification).filter(isRecord)) {
      const opens = asText(spec.opens);
      const closes = asText(spec.closes);
      const time =
        opens && closes && !(opens.startsWith('00:00') && closes.startsWith('00:00')) && opens !== closes
          ? `${opens.slice(0, 5)}–${closes.slice(0, 5)}`
          : 'closed';
      for (const day of asArray(spec.dayOfWeek).map(dayName)) {
        const index = day ? DAY_ORDER.findIndex((key) => DAYS[key] === day) : -1;
        if (index >= 0) byDay.set(index, byDay.has(index) && time !== 'closed' && byDay.get(index) !== 'closed' ? `${byDay.get(index)} and ${time}` : time);
      }
    }
    // Consecutive days with the same hours read as one range: "Tuesday–Sunday: 17:00–22:00".
    const hours: string[] = [];
    const days = [...byDay.keys()].sort((a, b) => a - b);
    for (let i = 0; i < days.length;) {
      let j = i;
      while (j + 1 < days.length && days[j + 1] === days[j]! + 1 && byDay.get(days[j + 1]!) === byDay.get(days[i]!)) j += 1;
      const first = DAYS[DAY_ORDER[days[i]!]!]!;
      const last = DAYS[DAY_ORDER[days[j]!]!]!;
      hours.push(`${i === j ? first : `${first}–${last}`}: ${byDay.get(days[i]!)}`);
      i = j + 1;
    }
    for (const text of asArray(node.openingHours)) if (typeof text === 'string' && text.trim()) hours.push(openingHoursText(text.trim()));
    if (hours.length) units.push({ heading: [...heading, STRUCTURED_HOURS], text: hours.join('\n') });
  }
  return units;
}

/** Nodes of other business types (schema.org has hundreds): anything with an address or a phone that is not a product or a person. */
function collectBusinessLike(jsonLd: unknown[]): JsonRecord[] {
  const found: JsonRecord[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return;
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1));
    if (!isRecord(value)) return;
    const isOther =
      value['@type'] !== undefined &&
      !BUSINESS_TYPES.some((t) => hasType(value, t)) &&
      !['Product', 'Offer', 'Person', 'PostalAddress', 'WebSite', 'WebPage', 'ContactPoint'].some((t) => hasType(value, t));
    if (isOther && (value.address !== undefined || value.telephone !== undefined || value.openingHoursSpecification !== undefined)) found.push(value);
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) visit(child, depth + 1);
  };
  visit(jsonLd, 0);
  return found;
}
