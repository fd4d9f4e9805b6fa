/**
 * Word matching that forgives what visitors type: inflections ("cancellation" ~ "cancel",
 * "policies" ~ "policy"), a slip of the keyboard ("jamsine" ~ "jasmine"), and joined or split
 * compounds ("checkup" ~ "check-up"). Both sides go through the same root.
 */
const SUFFIX = /(?:ations?|itions?|ments?|ness|ings?|ers?|ed|ies|es|ly|y|i|s)$/;

export function root(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  const cut = word.replace(SUFFIX, '');
  return cut.length >= 4 ? cut : word;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    let best = Infinity;
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** How many slips a word of this length may carry and still be the same word. */
export const allowedSlips = (length: number) => (length >= 7 ? 2 : length >= 4 ? 1 : 0);

/** Same word, by root, by prefix (a stem of the other), or within a typo's distance. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  const ra = root(a);
  const rb = root(b);
  if (ra === rb) return true;
  const [short, long] = ra.length <= rb.length ? [ra, rb] : [rb, ra];
  if (short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3) return true;
  // Typos rarely hit the first letter; requiring it keeps "live" from matching "olive".
  const slips = allowedSlips(Math.max(ra.length, rb.length));
  return slips > 0 && a[0] === b[0] && editDistance(ra, rb, slips) <= slips;
}

/** Whether any of the words is the term. */
export function found(term: string, words: Iterable<string>): boolean {
  for (const word of words) if (sameWord(term, word)) return true;
  return false;
}
