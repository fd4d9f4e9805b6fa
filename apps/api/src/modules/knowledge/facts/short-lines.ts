import { hasMoney } from '../answer/fact-types';
import type { Unit } from './unit';

/**
 * Page builders draw many facts as runs of short lines rather than sentences: an address
 * ("Ringwald Cycles", "Wiesentalstraße 14", "79115 Freiburg"), a price list ("Steckdose setzen",
 * "pro Stück", "€ 95,–", …), a bold label over a block ("Büro" over the office hours). This reads
 * each run as the facts it draws.
 */

/** A line that reads as part of a block of lines (an address, a name and a title), not a sentence or a fact of its own. */
const isShortLine = (text: string) => text.length <= 60 && !text.includes('\n') && !/[.!?:;]$/.test(text) && !/: | — /.test(text);

/** A few words with no figure or stop of their own: "Büro", "Parking & access". */
const isLabel = (text: string) => text.length <= 30 && /^\p{L}[\p{L} &'’-]*$/u.test(text) && text.split(' ').length <= 3;

/**
 * A run of short lines that lists priced items, cut into its items; null for a run that is not
 * one. Items are told apart by their shape: a list that ends on a price names each item before its
 * price ("Steckdose setzen", "pro Stück", "€ 95,–"), one that starts on a price and ends on a name names it after;
 * any other run must repeat one shape ("Hot Stone", "€ 110", "Mit warmen Steinen", …).
 */
export function priceListItems(lines: string[]): string[][] | null {
  const priced = lines.flatMap((line, i) => (hasMoney(line) ? [i] : []));
  if (priced.length < 2) return null;
  const cutAt = (starts: number[]) => starts.map((start, i) => lines.slice(start, starts[i + 1] ?? lines.length));
  // Prices side by side, or options that open with a figure, are one item's ("Bureau fermé",
  // "2 personnes", "690 €", "3 personnes", "980 €"): a name opens with a letter.
  const isPriced = (i: number) => priced.includes(i);
  const opensItem = (i: number) => i < lines.length && !isPriced(i) && /^\p{L}/u.test(lines[i]!);
  // A run that starts on the last item's price and ends on a price lists names before prices still.
  if (priced.at(-1) === lines.length - 1) return cutAt([0, ...priced.filter((i) => opensItem(i + 1)).map((i) => i + 1)]);
  if (priced[0] === 0) return cutAt(priced.filter((i) => i === 0 || !isPriced(i - 1)));
  const gap = priced[1]! - priced[0]!;
  const regular = gap > 1 && lines.length === priced.length * gap && priced.every((at, i) => at === priced[0]! + i * gap);
  return regular ? cutAt(priced.map((_, i) => i * gap)) : null;
}

/** A long run that is no price list, in units of under 200 characters. */
function inChunks(lines: string[]): string[][] {
  const chunks: string[][] = [];
  for (const line of lines) {
    const last = chunks.at(-1);
    if (last && [...last, line].join(', ').length < 200) last.push(line);
    else chunks.push([line]);
  }
  return chunks;
}

/**
 * Runs of short lines under one heading read as one unit, a price list's as one unit an item; a
 * lone label over a block heads the block, unless it is the first line under its heading (then it
 * is that heading's subtitle: "Thomas Lorenz", "Kfz-Meister").
 */
export function mergeShortLines(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  // Each unit's heading as the page gave it, before a label was added to it.
  const pageHeadings: string[] = [];
  let run: string[] = [];
  let runHeading: string[] = [];
  const flush = () => {
    if (!run.length) return;
    // An item still reads in units of under 200 characters: a footer's two prices among twenty names is no list.
    const items = (priceListItems(run) ?? [run]).flatMap((item) => (item.join(', ').length < 200 ? [item] : inChunks(item)));
    for (const item of items) {
      out.push({ heading: runHeading, text: item.join(', ') });
      pageHeadings.push(runHeading.join('›'));
    }
    run = [];
  };
  for (const unit of units) {
    const heading = unit.heading.join('›');
    if (isShortLine(unit.text) && run.length && runHeading.join('›') === heading) {
      run.push(unit.text);
      continue;
    }
    const single = run.length === 1 ? run[0]! : null;
    if (single !== null && isLabel(single) && unit.text.includes('\n') && runHeading.join('›') === heading && pageHeadings.at(-1) === heading) {
      // "Büro" over "Mo – Do: 7:00 – 16:30 Uhr / Fr: 7:00 – 12:30 Uhr": a heading drawn as bold text.
      run = [];
      out.push({ heading: [...unit.heading, single], text: unit.text });
      pageHeadings.push(heading);
      continue;
    }
    flush();
    if (isShortLine(unit.text)) {
      run = [unit.text];
      runHeading = unit.heading;
    } else {
      out.push(unit);
      pageHeadings.push(heading);
    }
  }
  flush();
  return out;
}
