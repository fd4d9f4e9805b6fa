import type { CheerioAPI } from 'cheerio';
import { asArray, isRecord, type JsonRecord } from './json-guards';

/** Parsed bodies of every <script type="application/ld+json"> on the page; broken blocks are skipped. */
export function readJsonLd($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script[type="application/ld+json" i]').each((_, element) => {
    const raw = $(element).text().trim()
      // Some CMSs wrap the JSON in HTML comments or CDATA markers.
      .replace(/^(<!--|\/\/\s*<!\[CDATA\[)/, '')
      .replace(/(-->|\/\/\s*\]\]>)$/, '')
      .trim();
    if (raw === '') return;
    const parsed = parseLenient(raw);
    if (parsed !== undefined) blocks.push(parsed);
  });
  return blocks;
}

function parseLenient(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // Raw newlines/tabs inside strings are the commonest hand-written JSON-LD mistake.
    try {
      return JSON.parse(stripControlCharacters(raw));
    } catch {
      return undefined;
    }
  }
}

/** Replaces control characters (U+0000–U+001F) with spaces; JSON forbids them raw inside strings. */
function stripControlCharacters(text: string): string {
  let out = '';
  for (const char of text) out += char.charCodeAt(0) < 0x20 ? ' ' : char;
  return out;
}

/** True when the node's @type (string or array, any schema.org prefix) names `type`. */
export function hasType(node: JsonRecord, type: string): boolean {
  return asArray(node['@type']).some(
    (value) => typeof value === 'string' && value.replace(/^(https?:\/\/schema\.org\/|schema:)/i, '') === type,
  );
}

/**
 * Every object anywhere in the JSON-LD whose @type is one of `types`: finds them inside @graph,
 * arrays, FAQPage.mainEntity, ItemList.itemListElement[].item, ProductGroup.hasVariant… without
 * special-casing each container. Bounded so a hostile page cannot make us walk forever.
 */
export function findTypedNodes(blocks: unknown[], types: string[]): JsonRecord[] {
  const found: JsonRecord[] = [];
  let budget = 10_000;
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12 || budget <= 0) return;
    budget -= 1;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    if (types.some((type) => hasType(value, type))) found.push(value);
    for (const child of Object.values(value)) {
      if (typeof child === 'object' && child !== null) visit(child, depth + 1);
    }
  };
  for (const block of blocks) visit(block, 0);
  return found;
}
