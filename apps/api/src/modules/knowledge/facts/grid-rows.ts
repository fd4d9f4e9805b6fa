import type { CheerioAPI } from 'cheerio';
import { readableText } from '../crawler/dom-text';
import { clean, isBlock, type Element } from './page-dom';

/** A table's rows read off markup that is not a <table>: the header row (if any) and the body rows' cells. */
export interface GridRows {
  header: string[] | null;
  rows: string[][];
}

/** Longer than this, a block is a paragraph or a card's text, not a table cell. */
const MAX_CELL = 80;
const MAX_COLUMNS = 8;
const CELL_ROLES = '[role="cell"], [role="gridcell"], [role="columnheader"], [role="rowheader"]';
/** Inside a table cell there is no heading, list or table of its own. */
const NOT_IN_CELL = 'h1, h2, h3, h4, h5, h6, ul, ol, table, dl, details, form';

const NOT_IN_CELL_NAMES = new Set(NOT_IN_CELL.split(', '));
const MAX_CELL_ELEMENTS = 12;

/** At most MAX_CELL_ELEMENTS elements inside, none of NOT_IN_CELL; stops walking as soon as it knows (no whole subtree read). */
function isSmallCell(cell: Element): boolean {
  const stack: Element[] = [...elementsIn(cell)];
  let seen = 0;
  while (stack.length) {
    const element = stack.pop()!;
    if (++seen > MAX_CELL_ELEMENTS || NOT_IN_CELL_NAMES.has(element.name.toLowerCase())) return false;
    stack.push(...elementsIn(element));
  }
  return true;
}

const elementsIn = (element: Element) => element.children.filter((child): child is Element => 'name' in child);
const hasLooseText = (element: Element) => element.children.some((child) => !('name' in child) && 'data' in child && /\S/.test(String(child.data)));
const cellText = ($: CheerioAPI, cell: Element) => clean(readableText($(cell)).replace(/\n/g, ' '));

/**
 * A table laid out with other elements: ARIA's role="table" with its rows and cells, or — as
 * page builders (Framer, Webflow, Elementor) draw price and hours grids — a block whose children
 * are three or more rows of the same number of short blocks, with figures in their cells. The
 * first row is the header when it is marked as one and has no figures where the rows under it
 * do. Null for anything
 * else: a grid of cards, a footer's columns or a list of paragraphs stays as it is.
 */
export function gridRows($: CheerioAPI, element: Element): GridRows | null {
  if (element.attribs?.role === 'table') return ariaRows($, element);
  const rows = elementsIn(element);
  if (rows.length < 3 || hasLooseText(element)) return null;
  // The shape first (cheap, and most blocks fail it), then the cells' text.
  const columns = elementsIn(rows[0]!).length;
  const shaped = (row: Element) => {
    const blocks = elementsIn(row);
    return (
      isBlock(row) &&
      !hasLooseText(row) &&
      blocks.length === columns &&
      blocks.every((block) => isBlock(block) && !NOT_IN_CELL_NAMES.has(block.name.toLowerCase()))
    );
  };
  if (columns < 2 || columns > MAX_COLUMNS || !rows.every(shaped)) return null;
  const cells: string[][] = [];
  for (const row of rows) {
    const blocks = elementsIn(row);
    // A cell is a line of text: a few elements at most, never a heading, list or table.
    if (!blocks.every(isSmallCell)) return null;
    const texts = blocks.map((block) => cellText($, block));
    if (texts.some((text) => text.length > MAX_CELL) || !texts[0]) return null;
    cells.push(texts);
  }
  const hasFigure = (row: string[]) => row.slice(1).some((cell) => /\d/.test(cell));
  const [first, ...rest] = cells;
  // A header row is marked as one (bold cells, a "header" class), not only a row without figures: a
  // grid of pricing cards ("Basic | Free | Email support") has none.
  const firstRow = rows[0]!;
  const marked =
    /head/i.test(firstRow.attribs?.class ?? '') ||
    /head/i.test(firstRow.attribs?.['data-framer-name'] ?? '') ||
    elementsIn(firstRow).every((cell) => $(cell).find('strong, b, th').length > 0 || /\bth\b|head/i.test(cell.attribs?.class ?? ''));
  const headed = marked && !first!.some((cell) => /\d/.test(cell)) && rest.every(hasFigure);
  const body = headed ? rest : cells;
  // Rows of figures under labels: a grid of cards or links says words, not amounts and times.
  if (body.filter(hasFigure).length < Math.max(2, Math.ceil(body.length * 0.75))) return null;
  return { header: headed ? first! : null, rows: body };
}

function ariaRows($: CheerioAPI, table: Element): GridRows | null {
  const rows = $(table)
    .find('[role="row"]')
    .toArray()
    .map((row) => ({
      header: $(row).find('[role="columnheader"]').length > 0,
      cells: $(row)
        .find(CELL_ROLES)
        .toArray()
        .map((cell) => cellText($, cell)),
    }))
    .filter((row) => row.cells.length > 0);
  if (!rows.length) return null;
  const header = rows[0]!.header ? rows.shift()!.cells : null;
  return { header, rows: rows.map((row) => row.cells) };
}
