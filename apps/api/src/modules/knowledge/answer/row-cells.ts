import { daysCovered, hasMoney } from './fact-types';
import { fold } from './fold';
import { found } from './match';
import { rangeIn, sizesIn, type Quantity, type Range } from './quantity-range';
import { afternoonOfBare, AT_HOUR } from './asked-clock';
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
 * "The 1-kg jar" against "Preise je Glasgröße: 250 g €6,40 · 500 g €10,90 · 1 kg €19,50": of a
 * list of sizes, each with its price, the one asked (said with the list's label); null when the
 * line is no such list or the size is not one of it.
 */
export function cellOfSize(segment: string, sizes: readonly string[]): string | null {
  if (sizes.length === 0) return null;
  const colon = segment.indexOf(': ');
  // "250 g: 6,40 € · 500 g: 10,90 €": a colon inside the first cell is no label of the line.
  const label = colon >= 0 && colon < 60 ? segment.slice(0, colon + 2) : '';
  const head = sizesIn(label).length === 0 ? label : '';
  const cells = segment.slice(head.length).split(/\s+[·•|]\s+|;\s+|,\s+(?=\d)/);
  const cellSizes = cells.map((cell) => sizesIn(cell));
  // A size as a bound ("unter 10 kg", "10–25 kg", "ab 25 kg") is a range: cellsFor reads those.
  if (cells.length < 2 || cells.some((cell, i) => cellSizes[i]!.length !== 1 || !hasMoney(cell) || SIZE_BOUND.test(cell))) return null;
  const chosen = cells.filter((_, i) => sizes.includes(cellSizes[i]![0]!));
  return chosen.length === 1 ? `${head}${chosen[0]}` : null;
}

const SIZE_BOUND =
  /(?<![\p{L}])(?:bis|unter|über|uber|ab|up to|under|over|from|max\.?|hasta|desde|jusqu|dès|fino a|oltre)(?![\p{L}])|\d\s*[–-]\s*\d|\d\s*\+|[<>≤≥]/iu;

/**
 * "Which number for WhatsApp?" against "Telefon: 040 …, WhatsApp: 0176 …, E-Mail: …": the cells
 * whose label the question names. `terms` are the question's own subject words (folded, stemmed).
 * "How much is a bucket of balls?" against "Bucket: Small — Balls: 50 balls, Price: £5.00": for a
 * kind of fact asked (`kinds`, one test each) that no cell named says, the one other cell that says
 * it comes too; where several would (every day's hours, two numbers), the line is not narrowed.
 */
export function cellsNamed(segment: string, terms: string[], kinds: readonly ((text: string) => boolean)[] = []): string | null {
  if (terms.length === 0) return null;
  const row = rowOf(segment);
  if (!row) return null;
  const keep = row.cells.map((cell) => terms.some((term) => found(term, wordsOf(cell.label))));
  if (!keep.some(Boolean)) return null;
  for (const says of kinds) {
    if (row.cells.some((cell, i) => keep[i] && says(cell.text))) continue;
    const others = row.cells.flatMap((cell, i) => (!keep[i] && says(cell.text) ? [i] : []));
    if (others.length !== 1) return null;
    keep[others[0]!] = true;
  }
  return some(row, keep);
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

/** One end of a span as labels write it: "7am", "10 pm", "18:00", "22h", "7h30", "18 Uhr". */
const TIME = String.raw`(\d{1,2})(?:([:h.])(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|uhr|h(?![\p{L}\d]))?`;
const CLOCK_SPAN = new RegExp(String.raw`(?<![\d.,])${TIME}\s*(?:–|—|-|to|until|bis|a|à)\s*${TIME}(?![\d\p{L}])`, 'iu');

interface End {
  hours: number;
  minutes: number;
  /** How it reads as a time of day: 'am'/'pm', '24h' (minutes, "h", "Uhr"), or null for a bare number. */
  reads: 'am' | 'pm' | '24h' | null;
}

function endOf(hours: string, mark: string | undefined, minutes: string | undefined, suffix: string | undefined): End | null {
  const h = Number(hours);
  const m = Number(minutes ?? 0);
  if (h > 24 || m > 59) return null;
  // "15.06" is a date unless a suffix says it is a time ("7.30pm").
  if (mark === '.' && !suffix) return null;
  const s = (suffix ?? '').toLowerCase();
  const reads = s.startsWith('a') ? 'am' : s.startsWith('p') ? 'pm' : mark === ':' || mark === 'h' || s ? '24h' : null;
  return { hours: h, minutes: m, reads };
}

const minutesOf = (end: End, reads = end.reads) =>
  ((reads === 'pm' && end.hours < 12 ? end.hours + 12 : reads === 'am' && end.hours === 12 ? 0 : end.hours) % 24) * 60 + end.minutes;

/**
 * The span of the day a label states ("Night 10pm–7am", "Evening 6–10pm", "Nacht 20:00–08:00",
 * "8–18 Uhr"), in minutes after midnight (`to` below `from` runs past midnight); null for a label
 * that states none. Both ends must read as times of day, or one bare hour beside one with am/pm or
 * "Uhr" ("6–10pm" is 18:00–22:00): "ages 7–12", "1–2h" (a length) and "15.06–15.09" (dates) are no spans.
 */
export function clockSpanIn(label: string): { from: number; to: number } | null {
  const m = CLOCK_SPAN.exec(label);
  if (!m) return null;
  const first = endOf(m[1]!, m[2], m[3], m[4]);
  const last = endOf(m[5]!, m[6], m[7], m[8]);
  if (!first || !last) return null;
  if (first.reads && last.reads) return { from: minutesOf(first), to: minutesOf(last) };
  // One bare hour: the other end must say am/pm or "Uhr" ("6–10pm", "8–18 Uhr"); "1–2h" is a length of time.
  const marked = first.reads ? first : last;
  const suffix = (marked === first ? m[4] : m[8]) ?? '';
  if (!marked.reads || !/^(?:a|p|uhr)/i.test(suffix)) return null;
  // The bare hour takes the other's am/pm where that keeps the span in order ("6–10pm"; "10–2pm" is 10:00–14:00).
  if (marked === last) return { from: minutesOf(first, first.hours <= last.hours ? last.reads : null), to: minutesOf(last) };
  return { from: minutesOf(first), to: minutesOf(last, first.hours <= last.hours ? first.reads : null) };
}

/** Every span of the day a text states, in minutes after midnight (`to` below `from` runs past midnight). */
export function clockSpansIn(text: string): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  for (let rest = text, m = CLOCK_SPAN.exec(rest); m; rest = rest.slice(m.index + m[0].length), m = CLOCK_SPAN.exec(rest)) {
    const span = clockSpanIn(m[0]);
    if (span) spans.push(span);
  }
  return spans;
}

/** Every span of the day a text states, in minutes ("10:00–15:00" and "10am–3pm" alike), as one key. */
export const clockSpansOf = (text: string): string =>
  clockSpansIn(text)
    .map((span) => `${span.from}-${span.to}`)
    .join();

const inSpan = (span: { from: number; to: number }, at: number) => (span.from <= span.to ? at >= span.from && at < span.to : at >= span.from || at < span.to);

/**
 * The times of day a question asks about, in minutes after midnight: one where it is clear ("11:30pm",
 * "23:30", "à 23h", "um 22 Uhr"), both readings of "11:30" without am or pm; none for a length of
 * time ("within 1h", "24h").
 */
export function timesAsked(question: string): number[] {
  const text = fold(question);
  const explicit = /\b(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)(?![\p{L}])/u.exec(text);
  if (explicit) return [minutesOf({ hours: Number(explicit[1]), minutes: Number(explicit[2] ?? 0), reads: explicit[3]!.startsWith('a') ? 'am' : 'pm' })];
  const marked = /(?:\b(\d{1,2}):(\d{2})\b|\b(\d{1,2})\s?uhr\b|\b(?:a|as|à|um|alle|ore)\s+(\d{1,2})h(\d{2})?\b|\b(\d{1,2})h(\d{2})\b)/u.exec(text);
  // "a las 11", "alle 15?", "vers 15 h": an hour after the word that makes it one.
  const bare = marked ? null : AT_HOUR.exec(question);
  const hour = Number(bare?.[1] ?? bare?.[3]);
  if (bare) return [(hour + (afternoonOfBare(bare[0], question, hour) ? 12 : 0)) * 60 + Number(bare[2] ?? bare[4] ?? 0)];
  if (!marked) return [];
  const hours = Number(marked[1] ?? marked[3] ?? marked[4] ?? marked[6]);
  const minutes = Number(marked[2] ?? marked[5] ?? marked[7] ?? 0);
  if (hours > 24 || minutes > 59) return [];
  const at = (hours % 24) * 60 + minutes;
  // "11:30" alone is morning or night: both are asked, and a row that prices them apart is not narrowed.
  return marked[1] !== undefined && hours >= 1 && hours < 12 ? [at, at + 12 * 60] : [at];
}

/**
 * "Locked out at 11:30pm — how much?" against a row priced by the time of day ("House lockout —
 * Day 7am–6pm: $89, Evening 6pm–10pm: $124, Night 10pm–7am: $154, Sundays & holidays any time:
 * $174"): the cells that fit both the day asked (where a cell names days) and the time (where it
 * states a span); a cell that names the day asked, or a holiday, is more particular than one that
 * does not (a Sunday's rate is the Sunday cell's, whatever the hour). Null when the row is not
 * priced by the time of day, when nothing is asked that narrows it, or when the readings of an
 * unclear time pick different cells.
 */
export function cellsAt(segment: string, times: readonly number[], days: readonly number[], holiday = false): string | null {
  if (times.length === 0 && days.length === 0 && !holiday) return null;
  const row = rowOf(segment);
  if (!row) return null;
  const spans = row.cells.map((cell) => clockSpanIn(cell.label));
  const cellDays = row.cells.map((cell) => daysCovered(cell.label));
  if (spans.filter(Boolean).length < 2) {
    // A row priced by the day of the week ("Temporada baja — Lunes a jueves: 1.600 €, Viernes: 2.400 €,
    // Sábado: 3.500 €"): the cell of the day asked.
    // (An hours row's cells are its hours: the hours answer says them, not this.)
    // Only a row of days alone: a cell for a time ("Weekdays 8am–6pm") or for someone ("Children: £5") is another question's.
    if (days.length === 0 || spans.some(Boolean) || !cellDays.every((covered) => covered.size > 0) || !row.cells.every((cell) => hasMoney(cell.text)))
      return null;
    return some(
      row,
      cellDays.map((covered) => days.every((day) => covered.has(day))),
    );
  }
  const holidays = row.cells.map((cell) => HOLIDAYS.test(fold(cell.label)));
  const forHoliday = holiday && holidays.some(Boolean);
  const pick = (at: number | undefined) => {
    const named = row.cells.map((_, i) => (forHoliday && holidays[i]!) || (days.length > 0 && days.every((day) => cellDays[i]!.has(day))));
    // A cell for some days only (or holidays) is no answer for a time without them.
    const anyDay = (i: number) => cellDays[i]!.size === 0 && !holidays[i];
    const fits = row.cells.map((_, i) => (forHoliday ? holidays[i]! : anyDay(i) || named[i]!) && (at === undefined || !spans[i] || inSpan(spans[i], at)));
    const particular = fits.map((fit, i) => fit && named[i]!);
    return particular.some(Boolean) ? particular : fits;
  };
  const picks = (times.length ? times : [undefined]).map((at) => pick(at).join());
  if (new Set(picks).size > 1) return null;
  return some(row, pick(times[0]));
}

/**
 * Of a week's hours ("Mon 9am–6pm · Tue–Fri 8am–6:30pm · Sat 8am–5pm · Sun 10am–3pm",
 * "Sábado: 9h00 – 14h00, Domingo e feriados: encerrado"), the days asked: "open on Sunday?" is
 * answered by Sunday's hours, not the week's. A part with no figure ("Segunda", "terça") belongs to
 * the days that follow it. Null unless every part names its days, and some but not all are asked.
 */
export function hoursOn(segment: string, days: readonly number[]): string | null {
  if (days.length === 0) return null;
  const parts: string[] = [];
  let pending = '';
  for (const part of segment.split(/\n|[,;]\s+|\s+[·|]\s+/)) {
    const text = pending ? `${pending}, ${part.trim()}` : part.trim();
    if (!text) continue;
    if (/\d/.test(text) || CLOSED.test(text)) {
      parts.push(text);
      pending = '';
    } else pending = text;
  }
  if (pending || parts.length < 2) return null;
  const covered = parts.map((part) => daysCovered(part.replace(/\d.*$/s, '')));
  if (covered.some((dayset) => dayset.size === 0) || !parts.every(namesDaysOnly)) return null;
  const chosen = parts.filter((_, i) => days.every((day) => covered[i]!.has(day)));
  return chosen.length > 0 && chosen.length < parts.length ? chosen.join(', ') : null;
}

/**
 * A part that says days and hours only: a branch ("Old Town: Mon–Fri…"), a season ("April–October:
 * daily…") or a condition ("Sat by appointment") is more than the day, and narrowing would drop it.
 */
function namesDaysOnly(part: string): boolean {
  const words = fold(part.replace(CLOCK_SPAN, ' ').replace(/\d+(?:[:.h]\d+)?\s*(?:am|pm|uhr|h)?/giu, ' ')).match(/\p{L}+/gu) ?? [];
  return words.every((word) => DAY_ONLY.test(word) || daysCovered(word).size > 0 || CLOSED.test(word));
}

const DAY_ONLY =
  /^(?:and|or|to|through|thru|until|till|from|und|bis|von|ab|et|ou|au|de|du|des|le|les|y|e|o|a|al|hasta|da|dalle|alle|ate|às|as|ao|aos|feira|feiras|daily|weekdays?|weekends?|every|day|days|taglich|werktags|wochenende|holidays?|bank|public|feiertags?|feiertagen|feries?|jours?|feriados?|festivos?|festivi|only|nur|seulement|solo|apenas|segunda|terca|quarta|quinta|sexta|seg|ter|qua|qui|sex|sab|dom)$/;

/** A day's part that says the place is closed, in the site's language. */
export const CLOSED = /(?<![\p{L}])(?:closed|geschlossen|ruhetag|gesloten|fermée?s?|cerrad[oa]s?|chius[oai]|fechad[oa]s?|encerrad[oa]s?)(?![\p{L}])/iu;
