/**
 * Sentences of a passage, split by ICU's sentence rules (Intl.Segmenter) rather than a bare regex
 * on ".": "$7.95", "6.45 pm" and "approx. 3 min" stay whole. ICU still breaks after a short
 * abbreviation before a capital ("St. Mary's", "Dr. Lee"), so those pieces are glued back.
 */
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

const ABBREVIATION =
  /(?:^|[\s(])(?:st|dr|mr|mrs|ms|prof|no|nr|approx|ca|incl|excl|vs|etc|e\.g|i\.e|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ave|rd|blvd|ft|tel|ph|inc|ltd|co|corp|[a-z])\.\s*$/i;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let carry = '';
    for (const { segment } of segmenter.segment(line)) {
      carry += segment;
      if (ABBREVIATION.test(carry)) continue;
      if (carry.trim()) out.push(carry.trim());
      carry = '';
    }
    if (carry.trim()) out.push(carry.trim());
  }
  return out;
}
