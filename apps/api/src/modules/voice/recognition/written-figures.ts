import { ONES, SAID_DIGITS, TENS } from './spoken-words';

/**
 * What the recogniser heard, with its numbers written as a visitor would type them: the embedded
 * recogniser writes every figure as words ("can I come at seven thirty pm", "is it under forty nine
 * pounds", "for two people"), and the answerer reads times, prices and counts as figures ("7:30 pm").
 * English, as that recogniser is. The converse of spokenSentences' figures.
 */

/** The value of one number word below a hundred ("seven", "fifteen", "forty"), or undefined. */
function small(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  const below20 = ONES.indexOf(word);
  if (below20 >= 0) return below20;
  const tens = TENS.indexOf(word);
  return tens >= 2 ? tens * 10 : undefined;
}

/** A number below a hundred said from words[i] ("forty", "forty nine", "nine"): its value and length. */
function belowHundred(words: string[], i: number): { value: number; length: number } | undefined {
  const first = small(words[i]);
  if (first === undefined) return undefined;
  const next = small(words[i + 1]);
  if (first >= 20 && first % 10 === 0 && next !== undefined && next > 0 && next < 10) return { value: first + next, length: 2 };
  return { value: first, length: 1 };
}

/** A whole number from words[i] ("one hundred and fifty", "two thousand", "forty nine"), or undefined. */
function wholeNumber(words: string[], i: number): { value: number; length: number } | undefined {
  let at = i;
  let total = 0;
  let group: number | null = null;
  for (;;) {
    const word = words[at];
    if (group !== null && (word === 'hundred' || word === 'thousand')) {
      if (word === 'hundred') group *= 100;
      else {
        total += group * 1000;
        group = 0;
      }
      at++;
      if (words[at] === 'and' && small(words[at + 1]) !== undefined) at++;
      continue;
    }
    // Two figures in a row are two numbers ("twenty twenty", "five six"): only a hundred or a thousand joins them.
    if (group !== null && at > i && !['hundred', 'thousand', 'and'].includes(words[at - 1]!)) break;
    const part = belowHundred(words, at);
    if (!part) break;
    group = (group ?? 0) + part.value;
    at += part.length;
  }
  return group === null ? undefined : { value: total + group, length: at - i };
}

/** Minutes after an hour said as words: "thirty", "forty five", "oh five". */
function minutes(words: string[], i: number): { value: number; length: number } | undefined {
  if (words[i] === 'oh' || words[i] === 'o') {
    const unit = small(words[i + 1]);
    return unit !== undefined && unit > 0 && unit < 10 ? { value: unit, length: 2 } : undefined;
  }
  const part = belowHundred(words, i);
  return part && part.value >= 10 && part.value < 60 ? part : undefined;
}

const MERIDIEM = new Set(['am', 'pm']);
/** Words before a clock time: "at seven thirty", "until half past five". Elsewhere "two fifty" is a price. */
const BEFORE_A_TIME = new Set(['at', 'until', 'till', 'by', 'from', 'before', 'after', 'around', 'about', 'between', 'and', 'to']);
const pad = (value: number) => String(value).padStart(2, '0');

/** Numbers said as words in a recogniser's lowercase English transcript, written as figures. */
export function writtenFigures(transcript: string): string {
  const words = transcript.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    // "a hundred" is 100: the "a" goes with it.
    if (word === 'a' && (words[i + 1] === 'hundred' || words[i + 1] === 'thousand')) {
      out.push(String(words[i + 1] === 'hundred' ? 100 : 1000));
      i += 2;
      continue;
    }
    // "half past seven", "quarter past nine", "quarter to six".
    if ((word === 'half' || word === 'quarter') && (words[i + 1] === 'past' || words[i + 1] === 'to')) {
      const of = small(words[i + 2]);
      if (of !== undefined && of >= 1 && of <= 12) {
        const past = words[i + 1] === 'past';
        const hour = past ? of : of === 1 ? 12 : of - 1;
        out.push(`${hour}:${word === 'half' ? '30' : past ? '15' : '45'}`);
        i += 3;
        continue;
      }
    }
    const hour = small(word);
    if (hour !== undefined && hour >= 1 && hour <= 12) {
      // "at seven thirty", "nine oh five pm": an hour and its minutes where a time is said.
      const after = minutes(words, i + 1);
      const end = i + 1 + (after?.length ?? 0);
      if (after && (MERIDIEM.has(words[end] ?? '') || BEFORE_A_TIME.has(words[i - 1] ?? ''))) {
        out.push(`${hour}:${pad(after.value)}`);
        i = end;
        continue;
      }
      if (words[i + 1] === "o'clock") {
        out.push(`${hour}:00`);
        i += 2;
        continue;
      }
    }
    // "oh seven seven one two…": three digits or more said one by one (not a time, read above) are one number, as written.
    let run = i;
    while (run < words.length && Object.hasOwn(SAID_DIGITS, words[run]!)) run++;
    if (run - i >= 3) {
      out.push(
        words
          .slice(i, run)
          .map((digit) => SAID_DIGITS[digit])
          .join(''),
      );
      i = run;
      continue;
    }
    const number = wholeNumber(words, i);
    // "one" alone is mostly a pronoun ("which one", "the new one"); it stays a word unless a time follows.
    if (number && !(word === 'one' && number.length === 1 && !MERIDIEM.has(words[i + 1] ?? ''))) {
      out.push(String(number.value));
      i += number.length;
      continue;
    }
    out.push(word);
    i++;
  }
  return out.join(' ');
}
