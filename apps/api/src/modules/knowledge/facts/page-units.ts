import type { Cheerio, CheerioAPI } from 'cheerio';
import { readableText } from '../scraper/dom-text';
import { findTypedNodes, hasType } from '../scraper/json-ld';
import { asArray, asText, isRecord, type JsonRecord } from '../scraper/json-guards';
import { splitSentences } from './sentences';
import { splitLongUnit, type Unit } from './unit';

type DomNode = ReturnType<Cheerio<never>['contents']>[number];
type Element = Extract<DomNode, { name: string; children: unknown }>;

const DROP =
  'script, style, noscript, template, svg, iframe, canvas, select, input, textarea, [hidden], [aria-hidden="true"], nav, [role="navigation"], form:not(:has(main, article, [role="main"], h1, h2))';
/** Site chrome: read on its own, under no page heading, so it is the same unit on every page (kept once per site). */
const CHROME = 'header, footer, [role="banner"], [role="contentinfo"], aside';
const CHROME_CLASS = /(^|[\s_-])(footer|site-footer|page-footer|colophon|masthead|site-header|topbar|announcement|cookie)([\s_-]|$)/i;
const HEADING = /^h([1-6])$/;
/** Blocks whose text is one unit. */
const TEXT_BLOCK = new Set(['p', 'blockquote', 'address', 'pre', 'figcaption', 'caption', 'li', 'dd', 'dt', 'summary', 'label']);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The units of one HTML page: paragraphs, list items, table rows (with their column headers),
 * term/definition pairs, disclosure FAQs, contact links and the business facts of its structured
 * data, each under its heading path. Call before anything removes parts of the document.
 */
export function pageUnits($: CheerioAPI, jsonLd: unknown[], pageTitle: string): Unit[] {
  const units: Unit[] = [];
  const root = ($('body').length ? $('body').first().clone() : $.root().clone()) as unknown as Cheerio<DomNode>;
  root.find(DROP).remove();
  const push = (heading: string[], text: string) => {
    const body = text.split('\n').map(clean).filter(Boolean).join('\n');
    if (body.length < 2 || !/[\p{L}\p{N}]/u.test(body)) return;
    // A heading alone, or a lone header cell, is never a fact.
    units.push(...splitLongUnit({ heading: [...heading], text: body }, splitSentences));
  };

  const headings: string[] = [];
  /** Where in `headings` an accordion question sits (-1: none), so the next question replaces it. */
  let questionAt = -1;
  const walk = (node: DomNode, inChrome: boolean) => {
    if (!('name' in node)) {
      // Loose text directly inside a container (e.g. <div><h3>Hours</h3>Open daily 9–5</div>).
      if (node.type === 'text') looseText.push(node.data);
      return;
    }
    const element = node as Element;
    const name = element.name.toLowerCase();
    if (isQuestionLabel($, element)) {
      // An accordion's question (<button>, <p><strong>…?</strong></p>) heads the answer after it.
      flushLoose(headings);
      if (questionAt === headings.length - 1) headings.pop();
      questionAt = headings.length;
      headings.push(clean($(element).text()));
      return;
    }
    if (name === 'button') return;
    const level = HEADING.exec(name);
    if (level) {
      flushLoose(headings);
      const depth = Number(level[1]);
      headings.length = Math.min(headings.length, depth - 1);
      while (headings.length < depth - 1) headings.push('');
      headings[depth - 1] = clean($(element).text()).slice(0, 120);
      questionAt = -1;
      return;
    }
    const chrome = !inChrome && ($(element).is(CHROME) || CHROME_CLASS.test(`${$(element).attr('class') ?? ''} ${$(element).attr('id') ?? ''}`));
    if (chrome) {
      flushLoose(headings);
      const saved = [...headings];
      headings.length = 0;
      for (const child of element.children) walk(child, true);
      flushLoose(headings);
      headings.length = 0;
      headings.push(...saved);
      return;
    }
    if (name === 'table') {
      flushLoose(headings);
      tableUnits($, element, headings).forEach((u) => push(u.heading, u.text));
      return;
    }
    if (name === 'dl') {
      flushLoose(headings);
      $(element)
        .children('dt')
        .each((_, dt) => {
          const term = clean(readableText($(dt)));
          const definition = readableText($(dt).nextUntil('dt', 'dd'));
          if (term && definition) push(headings, term.endsWith('?') ? `${term}\n${definition}` : `${term}: ${definition.replace(/\n/g, '; ')}`);
        });
      return;
    }
    if (name === 'details') {
      flushLoose(headings);
      const summary = clean(readableText($(element).children('summary').first()));
      const body = $(element).clone();
      body.children('summary').remove();
      push(summary ? [...headings, summary] : headings, readableText(body));
      return;
    }
    if (name === 'ul' || name === 'ol') {
      flushLoose(headings);
      const items = $(element)
        .children('li')
        .toArray()
        .map((li) => readableText($(li)).replace(/\n/g, ' — '));
      // Short items read together ("Services: cut; colour; blow-dry"); long ones are facts of their own.
      if (items.length > 1 && items.every((item) => item.length <= 90)) push(headings, items.join('\n'));
      else items.forEach((item) => push(headings, item));
      return;
    }
    if (TEXT_BLOCK.has(name)) {
      flushLoose(headings);
      push(headings, readableText($(element)));
      return;
    }
    if (name === 'br') return;
    const blocky = element.children.some((child) => 'name' in child && isBlock(child as Element));
    if (!blocky && !isBlock(element)) {
      // Inline content (<a>, <strong>, <time>, custom tags) joins the text around it.
      const previous = element.prev;
      looseText.push(`${previous && 'name' in previous ? ' ' : ''}${readableText($(element)).replace(/\n/g, ' ')}`);
      return;
    }
    if (!blocky && name !== 'body' && name !== 'html') {
      flushLoose(headings);
      push(headings, readableText($(element)));
      return;
    }
    // A heading inside a section ends with it, once the section has said something under it
    // (a wrapper <div> around a lone <h2> does not end its heading).
    const saved = [...headings];
    const before = units.length;
    for (const child of element.children) walk(child, inChrome);
    flushLoose(headings);
    if (units.length > before && name !== 'body' && name !== 'html') {
      headings.length = 0;
      headings.push(...saved);
      if (questionAt >= headings.length) questionAt = -1;
    }
  };
  const looseText: string[] = [];
  const flushLoose = (heading: string[]) => {
    const text = clean(looseText.join(''));
    looseText.length = 0;
    if (text) push(heading, text);
  };
  for (const node of root.toArray().flatMap((el) => ('children' in el ? (el.children as DomNode[]) : []))) walk(node, false);
  flushLoose(headings);

  const merged = mergeShortLines(units);
  units.length = 0;
  units.push(...merged);
  units.push(...contactUnits($), ...businessUnits(jsonLd));
  const description = clean($('meta[property="og:description"]').attr('content') ?? $('meta[name="description"]').attr('content') ?? '');
  if (description) units.push({ heading: [pageTitle], text: description });
  return units.map((unit) => ({ heading: unit.heading.filter(Boolean), text: unit.text }));
}

/** A short element holding nothing but a question, with no block inside: an FAQ's question. */
function isQuestionLabel($: CheerioAPI, element: Element): boolean {
  const name = element.name.toLowerCase();
  if (HEADING.test(name) || name === 'summary' || name === 'dt' || name === 'li' || name === 'a') return false;
  if (element.children.some((child) => 'name' in child && isBlock(child as Element))) return false;
  const text = clean($(element).text());
  return text.length >= 8 && text.length <= 160 && /[?？]$/.test(text) && $(element).next().length > 0;
}

/** A line that reads as part of a block of lines (an address, a name and a title), not a sentence or a fact of its own. */
const isShortLine = (text: string) => text.length <= 60 && !text.includes('\n') && !/[.!?:;]$/.test(text) && !/: | — /.test(text);

/** Runs of short lines under one heading ("Ringwald Cycles", "Wiesentalstraße 14", "79115 Freiburg") read as one unit. */
function mergeShortLines(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) {
    const last = out.at(-1);
    if (
      last &&
      isShortLine(unit.text) &&
      last.heading.join('›') === unit.heading.join('›') &&
      last.text.split(', ').every(isShortLine) &&
      last.text.length + unit.text.length < 200
    ) {
      out[out.length - 1] = { heading: last.heading, text: `${last.text}, ${unit.text}` };
    } else out.push(unit);
  }
  return out;
}

const BLOCK_NAMES = new Set([
  ...TEXT_BLOCK,
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'table',
  'ul',
  'ol',
  'dl',
  'details',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'form',
  'fieldset',
  'nav',
  'hr',
]);
const isBlock = (element: Element) => BLOCK_NAMES.has(element.name.toLowerCase());

/**
 * One unit per body row, carrying the caption and the column headers:
 * "Thursday: 09:00–12:30 · 15:00–19:00", or "Small box — Weight: 2 kg, Price: €4.90".
 * A header row alone is never emitted.
 */
function tableUnits($: CheerioAPI, table: Element, headings: string[]): Unit[] {
  const caption = clean($(table).children('caption').text());
  const heading = caption ? [...headings, caption] : [...headings];
  const rows = $(table)
    .find('tr')
    .toArray()
    .filter((tr) => $(tr).closest('table')[0] === table);
  const cellsOf = (tr: Element) =>
    $(tr)
      .children('th, td')
      .toArray()
      .map((cell) => clean(readableText($(cell)).replace(/\n/g, ' ')));
  let header: string[] | null = null;
  const first = rows[0];
  if (first && ($(first).parent().is('thead') || ($(first).children('td').length === 0 && $(first).children('th').length > 1))) {
    header = cellsOf(first);
    rows.shift();
  }
  const units: Unit[] = [];
  for (const tr of rows) {
    const cells = cellsOf(tr);
    if (cells.every((cell) => !cell)) continue;
    if (cells.length === 1) {
      units.push({ heading, text: cells[0]! });
      continue;
    }
    const [label, ...rest] = cells;
    // Two columns read "Monday: 09:00–17:00"; more carry their headers: "Small box — Weight: 2 kg, Price: €4.90".
    const values = rest.length === 1 ? rest : rest.map((value, i) => (header?.[i + 1] && value ? `${header[i + 1]}: ${value}` : value));
    const joined = values.filter(Boolean).join(', ');
    const separator = rest.length === 1 ? ': ' : ' — ';
    units.push({ heading, text: joined ? `${label}${separator}${joined}` : label! });
  }
  return units;
}

/** Phone numbers and email addresses as the site links them, and postal addresses. */
function contactUnits($: CheerioAPI): Unit[] {
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

/** Organization / LocalBusiness (any subtype) facts: name, address, phone, email, opening hours. */
function businessUnits(jsonLd: unknown[]): Unit[] {
  const units: Unit[] = [];
  const nodes = findTypedNodes(jsonLd, [
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
  ]);
  const extra = collectBusinessLike(jsonLd);
  for (const node of [...nodes, ...extra]) {
    const name = asText(node.name) ?? '';
    const heading = name ? [name] : ['Contact'];
    const address = postalAddress(node.address);
    if (address) units.push({ heading, text: `Address: ${address}` });
    const phone = asText(node.telephone);
    if (phone) units.push({ heading, text: `Phone: ${phone}` });
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
    if (hours.length) units.push({ heading: [...heading, 'Opening hours'], text: hours.join('\n') });
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
    const known = [
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
    const isOther =
      value['@type'] !== undefined &&
      !known.some((t) => hasType(value, t)) &&
      !['Product', 'Offer', 'Person', 'PostalAddress', 'WebSite', 'WebPage', 'ContactPoint'].some((t) => hasType(value, t));
    if (isOther && (value.address !== undefined || value.telephone !== undefined || value.openingHoursSpecification !== undefined)) found.push(value);
    for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) visit(child, depth + 1);
  };
  visit(jsonLd, 0);
  return found;
}
