/**
 * Word matching that forgives what visitors type: inflections ("cancellation" ~ "cancel",
 * "policies" ~ "policy"), a slip of the keyboard ("jamsine" ~ "jasmine"), and joined or split
 * compounds ("checkup" ~ "check-up"). Both sides go through the same root.
 */
const SUFFIX = /(?:ations?|itions?|ments?|ness|ings?|ers?|ed|ies|es|ly|y|i|s)$/;

const roots = new Map<string, string>();

export function root(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  let cut = roots.get(word);
  if (cut === undefined) {
    cut = word.replace(SUFFIX, '');
    // "buying" is "buy": a short verb keeps its three letters once its "-ing" is off.
    if (cut.length < 4) cut = word.length >= 6 && word.endsWith('ing') ? word.slice(0, -3) : word;
    // Bounded: a process answers many businesses' words.
    if (roots.size > 50_000) roots.clear();
    roots.set(word, cut);
  }
  return cut;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  // Three rolling rows (the swap looks two rows back); no allocation per cell.
  let before = new Int32Array(cols);
  let previous = Int32Array.from({ length: cols }, (_, j) => j);
  let current = new Int32Array(cols);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    for (let j = 1; j < cols; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** How many slips a word of this length may carry and still be the same word. */
export const allowedSlips = (length: number) => (length >= 7 ? 2 : length >= 5 ? 1 : 0);

/** Same word, by root, by prefix (a stem of the other), as part of a compound of the site's, or within a typo's distance (`maxSlips` at most: one for a word from the tables, not typed). `a` is the asked word, `b` the site's. */
export function sameWord(a: string, b: string, maxSlips = 2): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  const ra = root(a);
  const rb = root(b);
  if (ra === rb) return true;
  const [short, long] = ra.length <= rb.length ? [ra, rb] : [rb, ra];
  if (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3) return true;
  // Compounds, as German writes them and English sometimes does: "Bart" in "Bartschnitt", "Schnitt"
  // in "Haarschnitt". The other part must be a word of its own (4 letters or more) so "card" is no
  // "cardigan".
  // Only the asked word inside the site's (a), never the other way: "Dauerwelle" is no "Dauer".
  const rest = long.length - short.length;
  if (
    ra === short &&
    short.length >= 4 &&
    (rest >= 5 || (rest >= 4 && short.length >= 6)) &&
    (long.startsWith(short) || (short.length >= 5 && long.endsWith(short)))
  )
    return true;
  // Typos are judged on the words as written, not their roots ("parking" and "parts" share no typo),
  // and rarely hit the first letter ("live" is not "olive").
  const slips = Math.min(maxSlips, allowedSlips(Math.max(a.length, b.length)));
  return slips > 0 && a[0] === b[0] && editDistance(a, b, slips) <= slips;
}

/** Whether any of the words is the term. */
export function found(term: string, words: readonly string[], maxSlips = 2): boolean {
  if (words.includes(term)) return true;
  for (const word of words) if (sameWord(term, word, maxSlips)) return true;
  return false;
}

/**
 * Whether the words stand together in a text, as a thing's name does: "climbing shoes" is named by
 * "hire climbing shoes" or "shoes for climbing", not by "Climbing for kids … shoes included".
 */
export function namedTogether(
  named: readonly string[],
  text: readonly string[],
  slack = 6,
  otherWords: (word: string) => readonly string[] = () => [],
): boolean {
  // "gluten-free" is "gluten free", however either side writes it.
  const wanted = named.flatMap((word) => word.split('-')).filter(Boolean);
  const words = text.flatMap((word) => word.split('-')).filter(Boolean);
  // A word the site says otherwise ("gift vouchers" where it sells "gift cards") is named by its synonym.
  const said = (term: string, word: string) => [term, ...otherWords(term)].some((form) => word === form || sameWord(form, word));
  const positions = wanted.map((term) => words.flatMap((word, i) => (said(term, word) ? [i] : [])));
  if (positions.some((list) => list.length === 0)) return false;
  const span = wanted.length + slack;
  return positions.flat().some((start) => positions.every((list) => list.some((i) => i >= start && i < start + span)));
}
