/**
 * A unit is one fact-sized piece of knowledge (a paragraph, a table row, a term and its
 * definition, a list, an FAQ, a contact detail) with the heading path it sits under. It is stored
 * as one search chunk: the heading path on a first line marked with HEADING_MARK, then the text.
 * The heading takes part in search ("Visit us › Riverside › Hours") but is never said as an answer.
 */
export interface Unit {
  heading: string[];
  text: string;
}

export const HEADING_MARK = '§ ';
const MAX_UNIT_CHARS = 700;

export function encodeUnit(unit: Unit): string {
  const heading = unit.heading
    .map((h) => h.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' › ');
  return heading ? `${HEADING_MARK}${heading}\n${unit.text}` : unit.text;
}

export function decodeUnit(content: string): Unit {
  if (!content.startsWith(HEADING_MARK)) return { heading: [], text: content };
  const newline = content.indexOf('\n');
  const head = newline === -1 ? content.slice(HEADING_MARK.length) : content.slice(HEADING_MARK.length, newline);
  return { heading: head.split(' › '), text: newline === -1 ? '' : content.slice(newline + 1) };
}

/** Long blocks are cut between lines or sentences so each chunk stays small enough to rank sharply. */
export function splitLongUnit(unit: Unit, sentences: (text: string) => string[]): Unit[] {
  if (unit.text.length <= MAX_UNIT_CHARS) return [unit];
  const pieces = unit.text.split('\n').flatMap((line) => (line.length <= MAX_UNIT_CHARS ? [line] : sentences(line)));
  const out: Unit[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + piece.length + 1 > MAX_UNIT_CHARS) {
      out.push({ heading: unit.heading, text: current });
      current = '';
    }
    current = current ? `${current}\n${piece}` : piece.slice(0, MAX_UNIT_CHARS * 2);
  }
  if (current) out.push({ heading: unit.heading, text: current });
  return out;
}

/** Same text, same fact: repeated blocks (footers, banners) are kept once per site. */
export const unitKey = (content: string) => content.toLowerCase().replace(/\s+/g, ' ').trim();
