/** What the page reader knows of HTML: its node types, which elements are blocks, and whitespace. */
import { HEADINGS, type DomNode } from '../crawler/dom-text';

export type { DomNode };
export type Element = Extract<DomNode, { name: string; children: unknown }>;

/** Blocks whose text is one unit. */
export const TEXT_BLOCK = new Set(['p', 'blockquote', 'address', 'pre', 'figcaption', 'caption', 'li', 'dd', 'dt', 'summary', 'label']);

/** Whitespace runs as one space, none at the ends. */
export const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements that start a block of their own (anything else is inline and joins the text around it). */
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
  ...HEADINGS,
  'form',
  'fieldset',
  'nav',
  'hr',
]);
export const isBlock = (element: Element) => BLOCK_NAMES.has(element.name.toLowerCase());
