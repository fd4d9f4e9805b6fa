import { spokenFigures } from '../call/sentences';

/** Number words below twenty, and the tens: shared with written-figures, which reads them back. */
export const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
/** A digit said alone, as a phone or order number is read out ("oh seven seven one…"). */
export const SAID_DIGITS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  o: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number as English words ("125" → "one hundred twenty five"); digit by digit past a million. */
export function numberWords(digits: string): string[] {
  const n = Number(digits);
  if (!Number.isSafeInteger(n) || n >= 1_000_000 || (digits.length > 1 && digits.startsWith('0')))
    return digits.split('').flatMap((digit) => ONES[Number(digit)]!);
  const below1000 = (value: number): string[] => {
    const words: string[] = [];
    if (value >= 100) words.push(ONES[Math.floor(value / 100)]!, 'hundred');
    const rest = value % 100;
    if (rest >= 20) words.push(TENS[Math.floor(rest / 10)]!, ...(rest % 10 ? [ONES[rest % 10]!] : []));
    else if (rest > 0 || words.length === 0) words.push(ONES[rest]!);
    return words;
  };
  return n >= 1000 ? [...below1000(Math.floor(n / 1000)), 'thousand', ...(n % 1000 ? below1000(n % 1000) : [])] : below1000(n);
}

/**
 * Written text as the sentences a person would say, each a list of lowercase words: figures read
 * out as the agent reads them ("$7.95" → "seven dollars ninety five", "9:00" → "nine am"),
 * sentences cut at their punctuation and line breaks.
 */
export function spokenSentences(text: string): string[][] {
  const said = spokenFigures(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/%/g, ' percent ')
    .replace(/[’‘`]/g, "'")
    // "5:30 PM" is said "five thirty PM"; a colon between words still ends a phrase.
    .replace(/(\d):(\d)/g, '$1 $2');
  const sentences: string[][] = [];
  for (const part of said.split(/[.!?;:…\n\r•|()[\]{}"“”]+|\s[-–—]\s/)) {
    const words = (part.match(/[a-z]+(?:'[a-z]+)?|\d+/g) ?? []).flatMap((token) => (/^\d/.test(token) ? numberWords(token) : [token]));
    if (words.length) sentences.push(words);
  }
  return sentences;
}
