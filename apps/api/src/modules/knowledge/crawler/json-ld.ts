import type { CheerioAPI } from 'cheerio';
import { asArray, isRecord, type JsonRecord } from './json-guards';

/** Parsed bodies of every <script type="application/ld+json"> on the page; broken blocks are skipped. */
export function readJsonLd($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script[type="application/ld+json" i]').each((_, element) => {
    const raw = $(element)
      .text()
      .trim()
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

/** JSON as sites write it, raw control characters inside strings forgiven; undefined when it is none. */
export function parseLenient(raw: string): unknown {
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
  return asArray(node['@type']).some((value) => typeof value === 'string' && value.replace(/^(https?:\/\/(www\.)?schema\.org\/|schema:)/i, '') === type);
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

type MicrodataValue = string | MicrodataItem;
interface MicrodataItem {
  '@type'?: string[];
  [property: string]: MicrodataValue | MicrodataValue[] | string[] | undefined;
}

/**
 * schema.org microdata (itemscope/itemprop) read into the same shape as JSON-LD, so products,
 * businesses and FAQs marked up either way are found by the same code. Bounded in depth and count.
 */
export function readMicrodata($: CheerioAPI): unknown[] {
  let budget = 5_000;
  const valueOf = (element: Parameters<CheerioAPI>[0]): string => {
    const node = $(element);
    for (const attribute of ['content', 'href', 'src', 'datetime', 'value']) {
      const value = node.attr(attribute);
      if (
        value !== undefined &&
        (attribute === 'content' || ['link', 'a', 'meta', 'img', 'source', 'time', 'data', 'area'].includes(node.prop('tagName')?.toLowerCase() ?? ''))
      )
        return value.trim();
    }
    return node.text().replace(/\s+/g, ' ').trim();
  };
  const read = (scope: Parameters<CheerioAPI>[0], depth: number): MicrodataItem => {
    const item: MicrodataItem = {};
    const type = $(scope).attr('itemtype');
    if (type) item['@type'] = type.split(/\s+/).filter(Boolean);
    if (depth > 6) return item;
    $(scope)
      .find('[itemprop]')
      .filter((_, element) => $(element).parent().closest('[itemscope]')[0] === scope)
      .each((_, element) => {
        if ((budget -= 1) <= 0) return;
        const value: MicrodataValue = $(element).is('[itemscope]') ? read(element, depth + 1) : valueOf(element);
        for (const name of ($(element).attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
          const existing = item[name];
          item[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
        }
      });
    return item;
  };
  return $('[itemscope]')
    .filter((_, element) => $(element).parent().closest('[itemscope]').length === 0)
    .toArray()
    .slice(0, 200)
    .map((scope) => read(scope, 0));
}
