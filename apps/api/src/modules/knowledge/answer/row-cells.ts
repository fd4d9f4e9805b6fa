import { daysCovered } from './fact-types';
import { fold } from './fold';
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
  // A label may hold a time of its own ("Nacht (20:00–08:00): 1 €"): it ends at a colon and a space.
  const cells = body.split(/[,;]\s+(?=[^,;]{1,40}?:\s)/).map((text) => ({ text, label: text.slice(0, Math.max(0, text.indexOf(': '))) }));
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

/** A label for public holidays ("Sundays & holidays", "Sonn- und Feiertage", "festivos", "jours fériés"). */
const HOLIDAYS = /\b(?:holidays?|bank holidays?|feiertage?n?|festivos?|feriados?|jours? feries?|feries|festivi|giorni festivi)\b/;

/**
 * A public holiday a visitor names ("Thanksgiving morning", "am zweiten Weihnachtstag", "el día de
 * Navidad"): a holiday's rate is asked, whatever the weekday.
 */
export const namesAHoliday = (question: string) =>
  /\b(?:christmas|xmas|new year'?s?(?: day| eve)?|thanksgiving|easter|independence day|memorial day|labou?r day|bank holiday|public holiday|weihnacht\w*|silvester|neujahr|ostern|feiertag\w*|navidad|nochebuena|nochevieja|ano nuevo|semana santa|festivo|noel|nouvel an|paques|jour ferie|natale|capodanno|pasqua|ferragosto|giorno festivo|natal|pascoa|feriado)\b/.test(
    fold(question),
  );

/** A clock time as labels write it: "7am", "10 pm", "18:00", "22h", "7h30"; minutes after midnight. */
const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h(?![\p{L}]))?`;
const CLOCK_SPAN = new RegExp(String.raw`(?<![\d.,])${TIME}\s*(?:–|—|-|to|until|bis|a|à)\s*${TIME}(?![\d\p{L}])`, 'iu');

function clockOf(hours: string, minutes: string | undefined, suffix: string | undefined): number {
  let h = Number(hours);
  if (/^p/i.test(suffix ?? '') && h < 12) h += 12;
  if (/^a/i.test(suffix ?? '') && h === 12) h = 0;
  return h * 60 + Number(minutes ?? 0);
}

/**
 * The span of the day a label states ("Night 10pm–7am", "Evening 18:00–22:00"), in minutes after
 * midnight (`to` below `from` runs past midnight); null for a label that states none. An end must
 * read as a time (am/pm, minutes, "h" or "Uhr": "8–18 Uhr"): "ages 7–12" is no span of the day.
 */
export function clockSpanIn(label: string): { from: number; to: number } | null {
  const m = CLOCK_SPAN.exec(label);
  if (!m) return null;
  const [, h1, m1, s1, h2, m2, s2] = m;
  const reads = (minutes: string | undefined, suffix: string | undefined) => minutes !== undefined || suffix !== undefined;
  if (!reads(m1, s1) && !reads(m2, s2)) return null;
  return { from: clockOf(h1!, m1, s1), to: clockOf(h2!, m2, s2) };
}

const inSpan = (span: { from: number; to: number }, at: number) => (span.from <= span.to ? at >= span.from && at < span.to : at >= span.from || at < span.to);

/**
 * "Locked out at 11:30pm — how much?" against a row priced by the time of day ("House lockout —
 * Day 7am–6pm: $89, Evening 6pm–10pm: $124, Night 10pm–7am: $154, Sundays & holidays any time:
 * $174"): the cell whose span holds the time asked, or the cell that names the day asked (a
 * Sunday's rate is the Sunday cell's, whatever the hour). Null when the row is not priced by the
 * time of day or neither picks a cell.
 */
export function cellsAt(segment: string, at: number | null, days: readonly number[], holiday = false): string | null {
  if (at === null && days.length === 0 && !holiday) return null;
  const row = rowOf(segment);
  if (!row) return null;
  const spans = row.cells.map((cell) => clockSpanIn(cell.label));
  if (spans.filter(Boolean).length < 2) return null;
  const dayCells = row.cells.map(
    (cell, i) => !spans[i] && ((holiday && HOLIDAYS.test(fold(cell.label))) || (days.length > 0 && days.every((day) => daysCovered(cell.label).has(day)))),
  );
  if (dayCells.some(Boolean)) return some(row, dayCells);
  return at === null
    ? null
    : some(
        row,
        spans.map((span) => !!span && inSpan(span, at)),
      );
}
