import type { Cheerio, CheerioAPI } from 'cheerio';
import { dropCookieBanners } from '../crawler/cookie-banners';
import { CONTENT_IN_FORM, readableText } from '../crawler/dom-text';
import { businessUnits } from './business-units';
import { contactUnits } from './contact-units';
import { clean, isBlock, TEXT_BLOCK, type DomNode, type Element } from './page-dom';
import { splitSentences } from './sentences';
import { gridRows } from './grid-rows';
import { rowUnits, tableUnits } from './table-units';
import { mergeShortLines } from './short-lines';
import { splitLongUnit, type Unit } from './unit';
import { variantUnits } from './variant-units';

/** Never content: also a theme's "Skip to content" link, which would join the header bar's facts ("Vai al contenuto, WhatsApp …"). */
const DROP = `script, style, noscript, template, svg, iframe, canvas, select, input, textarea, [hidden], [aria-hidden="true"], .w-condition-invisible, nav, [role="navigation"], .skip-link, .skip-to-content, form:not(:has(${CONTENT_IN_FORM}, h2))`;
/** Site chrome: read on its own, under no page heading, so it is the same unit on every page (kept once per site). */
const CHROME = 'header, footer, [role="banner"], [role="contentinfo"], aside';
const CHROME_CLASS = /(^|[\s_-])(footer|site-footer|page-footer|colophon|masthead|site-header|topbar|announcement|cookie)([\s_-]|$)/i;
const HEADING = /^h([1-6])$/;
/** A currency written in an element of its own, beside its amount. */
const CURRENCY_ALONE = /^(?:[€$£¥₪₹]|CHF|EUR|USD|GBP|R\$)$/u;
/** An amount and nothing else ("14", "1.540", "12,50"). */
const BARE_AMOUNT = /^\d[\d\s.,'’]*$/u;

/**
 * The units of one HTML page: paragraphs, list items, table rows (with their column headers),
 * term/definition pairs, disclosure FAQs, contact links and the business facts of its structured
 * data, each under its heading path. Call before anything removes parts of the document.
 */
export function pageUnits($: CheerioAPI, jsonLd: unknown[], pageTitle: string): Unit[] {
  const units: Unit[] = [];
  const root: Cheerio<DomNode> = $('body').length ? $('body').first().clone() : $.root().clone();
  root.find(DROP).remove();
  dropCookieBanners($, root);
  let currencyBefore: { symbol: string; heading: string } | null = null;
  const push = (heading: string[], text: string) => {
    let body = text.split('\n').map(clean).filter(Boolean).join('\n');
    // A price drawn in parts ("<div>14</div><div>€</div>"): the currency alone joins the bare amount
    // right beside it, under the same heading ("Menu 2" or a line of hours is no amount).
    const here = heading.join('›');
    if (CURRENCY_ALONE.test(body)) {
      const last = units.at(-1);
      if (last && BARE_AMOUNT.test(last.text) && last.heading.join('›') === here) last.text = `${last.text} ${body}`;
      else currencyBefore = { symbol: body, heading: here };
      return;
    }
    if (currencyBefore && currencyBefore.heading === here && BARE_AMOUNT.test(body)) body = `${currencyBefore.symbol} ${body}`;
    currencyBefore = null;
    if (body.length < 2 || !/[\p{L}\p{N}]/u.test(body)) return;
    // A heading alone, or a lone header cell, is never a fact.
    units.push(...splitLongUnit({ heading: [...heading], text: body }, splitSentences));
  };

  const headings: string[] = [];
  /** The page's first <h1>: a table under no heading of its own is under it ("Bed bug treatment" over a price by bedrooms). */
  let pageHeading = '';
  /** Where in `headings` an accordion question sits (-1: none), so the next question replaces it. */
  let questionAt = -1;
  const walk = (node: DomNode, inChrome: boolean) => {
    if (!('name' in node)) {
      // Loose text directly inside a container (e.g. <div><h3>Hours</h3>Open daily 9–5</div>).
      // `type` is domhandler's ElementType enum, which cheerio does not export: compared as its value.
      if (node.type === ('text' as typeof node.type) && 'data' in node) looseText.push(node.data);
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
      const title = clean($(element).text()).slice(0, 120);
      const front = cardFront(units.at(-2), units.at(-1), depth, title);
      if (front) {
        // The back of a flip card restates its front's subtitle ("Sara Bianchi", "Yoga teacher", then
        // "Yoga teacher" over her story): the back reads under the front's name too, said with it.
        headings.length = 0;
        headings.push(...front.slice(0, -1), `${front.at(-1)} — ${title}`);
        questionAt = -1;
        return;
      }
      headings.length = Math.min(headings.length, depth - 1);
      while (headings.length < depth - 1) headings.push('');
      headings[depth - 1] = title;
      if (depth === 1 && !pageHeading && !inChrome) pageHeading = headings[0]!;
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
    // Chrome (a footer's hours table) is the same unit on every page, under no page's heading.
    const tableHeadings = () => (headings.some(Boolean) || !pageHeading || inChrome ? headings : [pageHeading]);
    if (name === 'table') {
      flushLoose(headings);
      tableUnits($, element, tableHeadings()).forEach((u) => push(u.heading, u.text));
      return;
    }
    if (name === 'dl') {
      flushLoose(headings);
      // HTML allows each term and its definitions to be wrapped in a <div> ("<dl><div><dt>…<dd>…</div>").
      $(element)
        .find('dt')
        .filter((_, dt) => $(dt).closest('dl')[0] === element)
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
    const grid = name !== 'body' && name !== 'html' ? gridRows($, element) : null;
    if (grid) {
      flushLoose(headings);
      rowUnits(tableHeadings(), grid.header, grid.rows).forEach((u) => push(u.heading, u.text));
      return;
    }
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
    // A heading with its tagline in one wrapper (a pricing table's "<div><h2>Tanzkreis</h2><span>Für
    // Paare</span></div>") heads what follows the wrapper too.
    if (units.length > before && name !== 'body' && name !== 'html' && !isHeadingGroup($, element)) {
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
  const contacts = contactUnits($);
  const written = [...units, ...contacts].map((unit) => unit.text).join('\n');
  units.push(...contacts, ...businessUnits(jsonLd, written), ...variantUnits($, jsonLd, pageTitle));
  const description = clean($('meta[property="og:description"]').attr('content') ?? $('meta[name="description"]').attr('content') ?? '');
  if (description) units.push({ heading: [pageTitle], text: description });
  return units.map((unit) => ({ heading: unit.heading.filter(Boolean), text: unit.text }));
}

/**
 * The heading path of a card's front when a heading repeats the one line read under a heading of
 * its level (a name, then its role). A section's last line that names the next section ("Kontakt"
 * over `<h2>Kontakt</h2>`) is no card: its heading has said more.
 */
function cardFront(before: Unit | undefined, last: Unit | undefined, depth: number, title: string): string[] | null {
  if (!last || last.heading.length !== depth || !last.heading[depth - 1] || title.length > 60) return null;
  if (before && before.heading.join('›') === last.heading.join('›')) return null;
  return last.text.toLowerCase() === title.toLowerCase() ? last.heading : null;
}

/**
 * An element whose only block is one heading, beside a line of at most a few words; or a card's
 * title and subtitle in their own wrapper ("<div><h3>Ourlet simple</h3><p>Pantalon, jupe droite</p></div>")
 * whose one block after it, the card's last, is its price ("<div>14 €</div>").
 */
function isHeadingGroup($: CheerioAPI, element: Element): boolean {
  const blocks = element.children.filter((child): child is Element => 'name' in child && isBlock(child as Element));
  if (blocks.length === 0 || blocks.length > 2 || !HEADING.test(blocks[0]!.name.toLowerCase())) return false;
  if (blocks[1]) {
    const subtitle = clean($(blocks[1]).text());
    if (/\d/.test(subtitle) || $(blocks[1]).is('h1, h2, h3, h4, h5, h6') || $(blocks[1]).find('h1, h2, h3, h4, h5, h6').length > 0) return false;
    const after = $(element)
      .nextAll()
      .toArray()
      .filter((sibling) => isBlock(sibling));
    const price = after.length === 1 ? clean($(after[0]).text()) : '';
    if (!price || price.length > 40 || !/\d/.test(price)) return false;
  }
  const rest = clean($(element).text()).length - clean($(blocks[0]).text()).length;
  return rest <= 60;
}

/** A short element holding nothing but a question, with no block inside: an FAQ's question. */
function isQuestionLabel($: CheerioAPI, element: Element): boolean {
  const name = element.name.toLowerCase();
  if (HEADING.test(name) || name === 'summary' || name === 'dt' || name === 'li' || name === 'a') return false;
  if (element.children.some((child) => 'name' in child && isBlock(child as Element))) return false;
  const text = clean($(element).text());
  return text.length >= 8 && text.length <= 160 && /[?？]$/.test(text) && $(element).next().length > 0;
}
