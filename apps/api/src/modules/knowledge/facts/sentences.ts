/**
 * Sentences of a passage, split by ICU's sentence rules (Intl.Segmenter) rather than a bare regex
 * on ".": "$7.95", "6.45 pm" and "approx. 3 min" stay whole. ICU still breaks after a short
 * abbreviation before a capital ("St. Mary's", "Dr. Lee"), so those pieces are glued back.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

const ABBREVIATION =
  /(?:^|[\s(])(?:st|dr|mr|mrs|ms|prof|no|nr|approx|ca|incl|excl|vs|etc|e\.g|i\.e|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ave|rd|blvd|ft|tel|ph|inc|ltd|co|corp|[a-z])\.\s*$/i;

/**
 * German writes a date's day as an ordinal ("Samstag, 26. April 2031", "3. Mai geschlossen"): no
 * sentence ends there. Before a month only German writes, never; before one English shares ("April",
 * "September"), only after a date's own words (a comma, a colon, "am", "seit"…) or before its year:
 * "Ages 6 to 10. September camp is full." is two sentences.
 */
const ORDINAL = /(?:^|[\s(])\d{1,2}\.\s*$/;
const DATE_WORDS_BEFORE =
  /(?:^\s*|[,:]\s*|(?<![\p{L}])(?:am|vom|bis|ab|seit|zum|den|dem|der|zwischen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\s+)\d{1,2}\.\s*$/iu;
const GERMAN_MONTH = /^(?:januar|j[äa]nner|februar|feber|m[äa]rz|mai|juni|juli|oktober|dezember)\b/i;
const SHARED_MONTH = /^(?:jan|feb|apr(?:il)?|aug(?:ust)?|sep(?:t(?:ember)?)?|okt|nov(?:ember)?|dez)\b/i;
const WITH_YEAR = /^\p{L}+\.?\s*(?:\d{4}|[–-]|bis\b)/u;

/** Whether a piece ending in "26." runs on into its month in the next piece. */
const ordinalDate = (carry: string, next: string) =>
  ORDINAL.test(carry) && (GERMAN_MONTH.test(next) || (SHARED_MONTH.test(next) && (DATE_WORDS_BEFORE.test(carry) || WITH_YEAR.test(next))));

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let carry = '';
    const segments = [...segmenter.segment(line)].map(({ segment }) => segment);
    for (const [i, segment] of segments.entries()) {
      carry += segment;
      if (ABBREVIATION.test(carry)) continue;
      if (ordinalDate(carry, segments[i + 1] ?? '')) continue;
      if (carry.trim()) out.push(carry.trim());
      carry = '';
    }
    if (carry.trim()) out.push(carry.trim());
  }
  return out;
}
