import { splitSentences } from './sentences';
import { splitLongUnit, type Unit } from './unit';

/** A short line without closing punctuation, followed by more text: a heading (documents lose their markup). */
const looksLikeHeading = (line: string) => line.length <= 80 && !/[.,;:!]$/.test(line) && /\p{L}/u.test(line) && line.split(/\s+/).length <= 10;
const LIST_ITEM = /^(?:[-*•·▪◦]|\d{1,2}[.)])\s+/;

/**
 * Units of a plain-text document (PDF, Word, text, Markdown after parsing): each paragraph is a
 * unit; a question line heads the paragraph that answers it; a short title line heads what
 * follows until the next title. Lines wrapped mid-sentence (PDF) are joined.
 */
export function textUnits(text: string): Unit[] {
  const units: Unit[] = [];
  let heading: string[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.length === 1 && (looksLikeHeading(lines[0]!) || lines[0]!.endsWith('?'))) {
      heading = [lines[0]!];
      continue;
    }
    let body = lines;
    let own = heading;
    if (lines.length > 1 && (lines[0]!.endsWith('?') || (looksLikeHeading(lines[0]!) && !LIST_ITEM.test(lines[0]!)))) {
      own = lines[0]!.endsWith('?') ? [...heading.slice(0, 1), lines[0]!] : [lines[0]!];
      if (!lines[0]!.endsWith('?')) heading = own;
      body = lines.slice(1);
    }
    // Wrapped lines of one paragraph are joined; list items and "label: value" lines stay lines.
    const joined: string[] = [];
    for (const line of body) {
      const previous = joined.at(-1);
      if (previous !== undefined && !LIST_ITEM.test(line) && !/[.!?:;]$/.test(previous) && /^[\p{Ll}\d(]/u.test(line))
        joined[joined.length - 1] = `${previous} ${line}`;
      else joined.push(line);
    }
    units.push(...splitLongUnit({ heading: own, text: joined.join('\n') }, splitSentences));
  }
  return units;
}

/** About this many characters of a document are cut into units at a time. */
const SLICE_CHARS = 64 * 1024;

/**
 * A long document's text in slices that end at a paragraph break (or a line break, or at worst
 * anywhere), each cut into units on its own: a 20 MB text never becomes one giant list of lines,
 * and the caller can let other work run between slices. A title that heads a slice boundary only
 * heads its own slice.
 */
export function* textUnitSlices(text: string, sliceChars = SLICE_CHARS): Generator<Unit[]> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + sliceChars, text.length);
    if (end < text.length) {
      const paragraph = text.lastIndexOf('\n\n', end);
      const line = text.lastIndexOf('\n', end);
      end = paragraph > start + sliceChars / 2 ? paragraph : line > start + sliceChars / 2 ? line : end;
    }
    yield textUnits(text.slice(start, end));
    start = end;
  }
}
