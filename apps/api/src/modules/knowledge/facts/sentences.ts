/**
 * Sentences of a passage, split by ICU's sentence rules (Intl.Segmenter) rather than a bare regex
 * on ".": "$7.95", "6.45 pm" and "approx. 3 min" stay whole. ICU still breaks after a short
 * abbreviation before a capital ("St. Mary's", "Dr. Lee"), so those pieces are glued back.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

const ABBREVIATION =
  /(?:^|[\s(])(?:st|dr|mr|mrs|ms|prof|no|nr|approx|ca|incl|excl|vs|etc|e\.g|i\.e|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ave|rd|blvd|ft|tel|ph|inc|ltd|co|corp|[a-z])\.\s*$/i;

/** German and Dutch write a date's day as an ordinal ("Samstag, 26. April"): no sentence ends there. */
const ORDINAL_DAY = /(?:^|[\s(,])\d{1,2}\.\s*$/;
const MONTH_AFTER =
  /^(?:jan(?:uar|uari)?|j[äa]nner|feb(?:ruar|ruari)?|feber|m[äa]rz|maart|apr(?:il)?|mai|mei|jun[ie]?|jul[ie]?|aug(?:ust(?:us)?)?|sep(?:t(?:ember)?)?|okt(?:ober)?|nov(?:ember)?|dez(?:ember)?|dec(?:ember)?)\b/i;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let carry = '';
    const segments = [...segmenter.segment(line)].map(({ segment }) => segment);
    for (const [i, segment] of segments.entries()) {
      carry += segment;
      if (ABBREVIATION.test(carry)) continue;
      if (ORDINAL_DAY.test(carry) && MONTH_AFTER.test(segments[i + 1] ?? '')) continue;
      if (carry.trim()) out.push(carry.trim());
      carry = '';
    }
    if (carry.trim()) out.push(carry.trim());
  }
  return out;
}
