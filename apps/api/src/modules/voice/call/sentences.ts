/**
 * A first sentence longer than this is cut after its first clause ("Yes, we ship to over forty
 * countries, and …" → "Yes, we ship to over forty countries,"), or before its first phrase
 * (PHRASE_START) where no comma comes soon enough: Flite's time grows with the text
 * (~60 ms for four words, ~120 ms for nineteen), and the visitor hears the agent that much sooner
 * on an answer never synthesised before.
 */
const FIRST_CLAUSE_AFTER_CHARS = 48;
/** A clause shorter than this is not cut off: it would sound clipped ("Yes," then the rest). */
const MIN_CLAUSE_CHARS = 16;
const CLAUSE_MARK = /[,;:](?=\s)|\s[—–-](?=\s)/g;

/**
 * Without a comma, a long first sentence is cut before a word that starts a phrase of its own
 * ("We send every quote by email | within one working day"), no later than this.
 */
const LAST_PHRASE_CUT_CHARS = 64;
/** Not "and" or "or": they join a list's items as often as clauses ("insured and police checked"). */
const PHRASE_START =
  /\s(?=(?:but|because|which|where|when|with|from|until|within|after|before|aber|weil|damit|mais|parce|avec|depuis|jusqu['’]|pero|porque|desde|hasta|perch[eé])\s)/g;

/**
 * Where the first clause of a long first sentence ends (`end`: where the sentence ends, or the text
 * so far; `whole`: the sentence's end is known); -1 when it is not cut (yet).
 */
function firstClauseEnd(text: string, end: number, whole: boolean): number {
  if (end <= FIRST_CLAUSE_AFTER_CHARS) return -1;
  CLAUSE_MARK.lastIndex = MIN_CLAUSE_CHARS;
  const mark = CLAUSE_MARK.exec(text);
  let cut = mark ? mark.index + mark[0].length : -1;
  // A comma may still come before LAST_PHRASE_CUT_CHARS: streamed or whole, the text is cut alike.
  if ((cut < 0 || cut > LAST_PHRASE_CUT_CHARS) && (whole || text.length > LAST_PHRASE_CUT_CHARS)) {
    PHRASE_START.lastIndex = MIN_CLAUSE_CHARS;
    const phrase = PHRASE_START.exec(text);
    if (phrase && phrase.index <= LAST_PHRASE_CUT_CHARS && (cut < 0 || phrase.index < cut)) cut = phrase.index;
  }
  // What is left of the sentence must be a clause too, not a word or two.
  return cut > 0 && cut < end - MIN_CLAUSE_CHARS ? cut : -1;
}

/**
 * Cuts a streamed answer into sentences, so the first one is spoken while the rest is still being
 * generated. A full stop inside a number ("129.00") or after a short abbreviation ("e.g.") does
 * not end a sentence; very long runs are cut at a comma so the first audio is not held back, and
 * a long first sentence is cut after its first clause (FIRST_CLAUSE_AFTER_CHARS).
 */
export function createSentenceSplitter(maxChars = 220) {
  let buffer = '';
  let first = true;
  const ABBREVIATION = /\b(?:e\.g|i\.e|etc|mr|mrs|ms|dr|st|vs|no|approx)\.$/i;

  const take = (final: boolean): string[] => {
    const out: string[] = [];
    for (;;) {
      let cut = -1;
      const re = /[.!?…]+["')\]]*(?=\s)|[\n]+/g;
      let match: RegExpExecArray | null;
      while ((match = re.exec(buffer))) {
        const end = match.index + match[0].length;
        if (ABBREVIATION.test(buffer.slice(0, end))) continue;
        cut = end;
        break;
      }
      if (cut < 0 && buffer.length > maxChars) {
        const comma = buffer.lastIndexOf(', ', maxChars);
        cut = comma > 20 ? comma + 1 : maxChars;
      }
      if (first) {
        const clause = firstClauseEnd(buffer, cut < 0 ? buffer.length : cut, cut >= 0 || final);
        if (clause > 0) cut = clause;
      }
      if (cut < 0) break;
      first = false;
      const sentence = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut);
      if (sentence) out.push(sentence);
    }
    if (final) {
      const rest = buffer.trim();
      buffer = '';
      if (rest) out.push(rest);
    }
    return out;
  };

  return {
    /** Adds streamed text; returns the sentences it completed. */
    push: (text: string) => {
      buffer += text;
      return take(false);
    },
    /** The answer is complete: returns what is left. */
    end: () => take(true),
  };
}

const CURRENCY_WORDS: Record<string, [string, string]> = {
  $: ['dollar', 'dollars'],
  USD: ['dollar', 'dollars'],
  '£': ['pound', 'pounds'],
  GBP: ['pound', 'pounds'],
  '€': ['euro', 'euros'],
  EUR: ['euro', 'euros'],
  '¥': ['yen', 'yen'],
  '￥': ['yen', 'yen'],
  JPY: ['yen', 'yen'],
  '₪': ['shekel', 'shekels'],
  ILS: ['shekel', 'shekels'],
};
const DAYS: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Tues: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Thurs: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

function money(whole: string, cents: string | undefined, currency: string): string {
  const [one, many] = CURRENCY_WORDS[currency] ?? ['', ''];
  const amount = whole.replace(/[,.\s](?=\d{3}\b)/g, '');
  const unit = amount === '1' ? one : many;
  return `${amount} ${unit}${cents && !/^0+$/.test(cents) ? ` ${Number(cents)}` : ''}`.trim();
}

function clock(hours: string, minutes: string): string {
  const h = Number(hours);
  const suffix = h < 12 ? 'AM' : 'PM';
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return minutes === '00' ? `${twelve} ${suffix}` : `${twelve}:${minutes} ${suffix}`;
}

/**
 * A phone number is read digit by digit with a pause between its groups, as people read one out
 * ("0761 4589 203" → "0 7 6 1, 4 5 8 9, 2 0 3"), not as thousands ("four thousand five hundred…").
 * Seven to fifteen digits in groups (spaces, dashes, dots between parentheses), a leading "+" said
 * as "plus"; an ISO date ("2026-11-27") is a date, not a number to spell.
 */
function spokenPhone(written: string): string {
  const digits = written.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || /^\d{4}-\d{2}-\d{2}$/.test(written)) return written;
  const groups = written.match(/\d+/g)!.map((group) => group.split('').join(' '));
  return `${written.startsWith('+') ? 'plus ' : ''}${groups.join(', ')}`;
}

/**
 * Prices, times, ranges and phone numbers as a person says them: "$7.95" → "7 dollars 95",
 * "35,90 €" → "35 euros 90", "17:00–22:00" → "5 PM to 10 PM", "Mon–Sat" → "Monday to Saturday",
 * "0761 4589 203" → "0 7 6 1, 4 5 8 9, 2 0 3". Every digit of the written answer is kept; only how
 * it is read changes.
 */
export function spokenFigures(sentence: string): string {
  return sentence
    .replace(/(US\$|[$£€¥￥₪])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g, (_, symbol: string, whole: string, cents?: string) =>
      money(whole, cents, symbol === 'US$' ? '$' : symbol),
    )
    .replace(/\b(\d{1,3}(?:[.\s]\d{3})+|\d+)(?:,(\d{2}))?\s?([€£$₪])/g, (_, whole: string, cents: string | undefined, symbol: string) =>
      money(whole, cents, symbol),
    )
    .replace(/\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\s?(USD|GBP|EUR|JPY|ILS)\b/g, (_, whole: string, cents: string | undefined, code: string) =>
      money(whole, cents, code),
    )
    .replace(/(?<![\w.,:])\+?\(?\d[\d\s()-]{5,}\d(?![\w,:]|\.\d)/g, spokenPhone)
    .replace(/\b([01]?\d|2[0-3]):([0-5]\d)\b/g, (_, h: string, m: string) => clock(h, m))
    .replace(/\b(Mon|Tues?|Wed|Thu(?:rs)?|Fri|Sat|Sun)\b\.?/g, (day: string) => DAYS[day.replace('.', '')] ?? day)
    .replace(/\s*[–—]\s*(?=\d|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/g, ' to ');
}

/** Written text read aloud: links and markdown are not spoken as symbols, figures are said as words. */
export function speakable(sentence: string): string {
  return spokenFigures(sentence)
    .replace(/\[(\d+)\]/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/https?:\/\/\S+/g, 'the link in the chat')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
