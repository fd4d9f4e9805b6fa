import { found } from './match';
import { rangeIn, type Quantity, type Range } from './quantity-range';
import { wordsOf } from './question';

/**
 * A line of label/value cells, as tables and contact blocks are indexed ("Baden & Föhnen — Klein
 * (bis 10 kg): 35 €, Mittel (10–25 kg): 45 €", "Telefon: 040 …, WhatsApp: 0176 …"): when the
 * question picks some of its cells, the answer says those, not the whole line.
 */
interface Row {
  /** The row's name, before its dash ("Baden & Föhnen"), or empty. */
  head: string;
  cells: { text: string; label: string }[];
}

function rowOf(segment: string): Row | null {
  const dash = segment.search(/\s[—–]\s/);
  const head = dash >= 0 ? segment.slice(0, dash) : '';
  const body = dash >= 0 ? segment.slice(dash + 3) : segment;
  // Cells are "label: value", set apart by a comma or semicolon and a space (a decimal comma has none).
  const cells = body.split(/[,;]\s+(?=[^,;:]{1,40}:\s)/).map((text) => ({ text, label: text.slice(0, Math.max(0, text.indexOf(':'))) }));
  if (cells.length < 2 || cells.some((cell) => !cell.label)) return null;
  return { head, cells };
}

/** Some cells, not none and not all: those said with the row's name; otherwise null. */
function some(row: Row, keep: boolean[]): string | null {
  const chosen = row.cells.filter((_, i) => keep[i]);
  if (chosen.length === 0 || chosen.length === row.cells.length) return null;
  const cells = chosen.map((cell) => cell.text).join(', ');
  return row.head ? `${row.head} — ${cells}` : cells;
}

/** A measure's value and kind: what a column's range is held against. */
type Measured = Pick<Quantity, 'value' | 'measure'>;

const holds = (range: Range, quantity: Measured) => range.measure === quantity.measure && quantity.value >= range.from && quantity.value <= range.to;

/**
 * "He weighs 8 kg" against a row priced by size: the columns whose range holds the visitor's
 * measures ("Baden & Föhnen — Klein (bis 10 kg): 35 €"). Null when the row is not ranged in that
 * measure or the measures pick none or all of it.
 */
export function cellsFor(segment: string, quantities: readonly Measured[]): string | null {
  if (quantities.length === 0) return null;
  const row = rowOf(segment);
  if (!row) return null;
  const ranges = row.cells.map((cell) => rangeIn(cell.label));
  if (ranges.filter(Boolean).length < 2) return null;
  return some(
    row,
    ranges.map((range) => !!range && quantities.some((quantity) => holds(range, quantity))),
  );
}

/**
 * "Which number for WhatsApp?" against "Telefon: 040 …, WhatsApp: 0176 …, E-Mail: …": the cells
 * whose label the question names. `terms` are the question's own subject words (folded, stemmed).
 */
export function cellsNamed(segment: string, terms: string[]): string | null {
  if (terms.length === 0) return null;
  const row = rowOf(segment);
  if (!row) return null;
  return some(
    row,
    row.cells.map((cell) => terms.some((term) => found(term, wordsOf(cell.label)))),
  );
}
