import type { CheerioAPI } from 'cheerio';
import { readableText } from '../crawler/dom-text';
import { clean, type Element } from './page-dom';
import type { Unit } from './unit';

/**
 * One unit per body row, carrying the caption and the column headers:
 * "Thursday: 09:00–12:30 · 15:00–19:00", or "Small box — Weight: 2 kg, Price: €4.90".
 * A header row alone is never emitted.
 */
export function tableUnits($: CheerioAPI, table: Element, headings: string[]): Unit[] {
  const caption = clean($(table).children('caption').text());
  const heading = caption ? [...headings, caption] : [...headings];
  const rows = $(table)
    .find('tr')
    .toArray()
    .filter((tr) => $(tr).closest('table')[0] === table);
  const cellsOf = (tr: Element) =>
    $(tr)
      .children('th, td')
      .toArray()
      .map((cell) => clean(readableText($(cell)).replace(/\n/g, ' ')));
  let header: string[] | null = null;
  const first = rows[0];
  if (first && ($(first).parent().is('thead') || ($(first).children('td').length === 0 && $(first).children('th').length > 1))) {
    header = cellsOf(first);
    rows.shift();
  }
  return rowUnits(heading, header, rows.map(cellsOf));
}

/**
 * The units of a table's body rows (a <table>, or a grid of <div>s laid out as one), under `heading`:
 * two columns read "Monday: 09:00–17:00"; more carry their column headers.
 */
export function rowUnits(heading: string[], header: string[] | null, rows: string[][]): Unit[] {
  // The first column's header of a catalogue (three columns or more) says what its rows are ("Kurs",
  // "Treatment"): each row is one of those. A two-column table's ("Day") says nothing a row does not.
  const kind = header && header.length > 2 && header[0] && !/\d/.test(header[0]) ? header[0] : null;
  const rowHeading = kind ? [...heading, kind] : heading;
  const units: Unit[] = [];
  for (const cells of rows) {
    if (cells.every((cell) => !cell)) continue;
    if (cells.length === 1) {
      units.push({ heading, text: cells[0]! });
      continue;
    }
    const [label, ...rest] = cells;
    // Two columns read "Monday: 09:00–17:00"; more carry their headers: "Small box — Weight: 2 kg, Price: €4.90".
    const values = rest.length === 1 ? rest : rest.map((value, i) => (header?.[i + 1] && value ? `${header[i + 1]}: ${value}` : value));
    const joined = values.filter(Boolean).join(', ');
    const separator = rest.length === 1 ? ': ' : ' — ';
    units.push({ heading: rowHeading, text: joined ? `${label}${separator}${joined}` : label! });
  }
  return units;
}
