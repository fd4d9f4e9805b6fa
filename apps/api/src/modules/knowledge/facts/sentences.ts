/**
 * Sentences of a passage, split by ICU's sentence rules (Intl.Segmenter) rather than a bare regex
 * on ".": "$7.95", "6.45 pm" and "approx. 3 min" stay whole. ICU still breaks after a short
 * abbreviation before a capital ("St. Mary's", "Dr. Lee"), so those pieces are glued back.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

const ABBREVIATION =
  /(?:^|[\s(])(?:st|dr|mr|mrs|ms|prof|no|nr|approx|ca|incl|excl|vs|etc|e\.g|i\.e|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ave|rd|blvd|ft|tel|ph|inc|ltd|co|corp|[a-z])\.\s*$/i;

/**
 * German writes a date's day as an ordinal ("Samstag, 26. April 2031"): no sentence ends there. Only
 * after a date's own words (a comma, "am", "vom", "bis"…) or before a month with its year or a span:
 * "Ages 6 to 10. September camp is full." is two sentences.
 */
const ORDINAL_DAY = /(?:,\s*|(?<![\p{L}])(?:am|vom|bis|ab|zum|den|dem|der|zwischen)\s+)\d{1,2}\.\s*$/iu;
const MONTH = String.raw`(?:jan(?:uar)?|j[äa]nner|feb(?:ruar)?|feber|m[äa]rz|apr(?:il)?|mai|juni?|juli?|aug(?:ust)?|sep(?:t(?:ember)?)?|okt(?:ober)?|nov(?:ember)?|dez(?:ember)?)\b`;
const MONTH_AFTER = new RegExp(`^${MONTH}`, 'i');
const MONTH_WITH_YEAR = new RegExp(String.raw`^${MONTH}\.?\s*(?:\d{4}|[–-]|bis\b)`, 'i');
const ORDINAL_ANY = /(?:^|[\s(])\d{1,2}\.\s*$/;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let carry = '';
    const segments = [...segmenter.segment(line)].map(({ segment }) => segment);
    for (const [i, segment] of segments.entries()) {
      carry += segment;
      if (ABBREVIATION.test(carry)) continue;
      const next = segments[i + 1] ?? '';
      if ((ORDINAL_DAY.test(carry) && MONTH_AFTER.test(next)) || (ORDINAL_ANY.test(carry) && MONTH_WITH_YEAR.test(next))) continue;
      if (carry.trim()) out.push(carry.trim());
      carry = '';
    }
    if (carry.trim()) out.push(carry.trim());
  }
  return out;
}
