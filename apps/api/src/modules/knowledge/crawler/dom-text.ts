import { load, type Cheerio, type CheerioAPI } from 'cheerio';

// cheerio does not re-export domhandler's node types, and domhandler is not a direct dependency.
export type DomNode = ReturnType<Cheerio<never>['contents']>[number];

/** What a <form> that wraps the whole page holds (an ASP.NET WebForms site wraps everything in one form). */
export const PAGE_IN_FORM = 'main, article, [role="main"], h1';
/**
 * What makes a <form> page content rather than a newsletter box or a search bar: the whole page, or
 * a product's offer — a shop such as Shoptet wraps the product's price, stock and short description
 * in its add-to-cart form.
 */
export const CONTENT_IN_FORM = `${PAGE_IN_FORM}, [itemprop="offers"], [itemprop="price"]`;

/** Heading elements: blocks for every reader of the page. */
export const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** Elements that start a new line in rendered text. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  ...HEADINGS,
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tr',
  'ul',
  'br',
  'option',
  'legend',
  'html',
]);
/** Elements whose content is never readable text, even inside a fragment. */
const NEVER_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head', 'title']);

/** Collapses runs of spaces inside lines, trims lines, drops empty lines. */
export function normaliseWhitespace(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Readable text of the given nodes: blocks on their own lines, table cells space-separated. */
export function readableText(selection: Cheerio<DomNode>): string {
  const out: string[] = [];
  const walk = (node: DomNode): void => {
    if ('data' in node) {
      // Text and comments both carry `data`; only text is shown.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- node.type is domelementtype's string enum (cheerio's dependency, not ours to import); 'text'/'comment' are its values
      if (node.type === 'text') out.push(node.data.replace(/\s+/g, ' '));
      return;
    }
    if (!('children' in node)) return;
    const name = 'name' in node ? node.name.toLowerCase() : '';
    if (NEVER_TEXT.has(name)) return;
    const block = BLOCK_ELEMENTS.has(name);
    if (block) out.push('\n');
    else if (name === 'td' || name === 'th') out.push(' ');
    let previous: DomNode | null = null;
    for (const child of node.children) {
      // Two elements side by side ("<span>City 7</span><span>749,00 €</span>") are two things, styled apart.
      if (previous && 'name' in previous && 'name' in child) out.push(' ');
      walk(child);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- node.type is domelementtype's string enum (cheerio's dependency, not ours to import); 'text'/'comment' are its values
      if (child.type !== 'comment') previous = child;
    }
    if (block) out.push('\n');
  };
  for (const node of selection.toArray()) walk(node);
  return normaliseWhitespace(out.join(''));
}

/** Text of an HTML fragment (JSON-LD answers, Shopify body_html). Plain text passes through. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return normaliseWhitespace(html);
  const $: CheerioAPI = load(html, null, false);
  return readableText($.root().contents());
}
