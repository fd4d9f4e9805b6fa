import type { Db } from '../../../db/database';
import { searchKnowledge, vocabulary, type RetrievedChunk } from '../index/knowledge-index';
import { carries } from './fact-types';
import { expansionWords, otherLanguagesFactWords } from './fact-words';
import { daysToSearch } from './day-names';
import type { Intent, Question } from './question';
import { monthSpan, spanHolds } from './season-hours';
import type { Term } from './weigh-terms';

/**
 * The words a question's search looks for, in the order that counts: the search ranks by the first
 * few words only, so what is asked comes first, then the days asked, then the context ("Wir haben vor Jahren einen Grundkurs
 * gemacht… Was kostet der Tanzkreis?" looks for "Tanzkreis" first), and a context word's other
 * spellings ("Schnauzern"; "old": alt, viejo, vieux…) come last, where they cannot crowd out what
 * is asked.
 */
export function searchWordsFor(terms: Term[], dayWords: string[], expansion: string[], cues: string[] = []): string[] {
  // A word the site says otherwise is looked for as the site says it ("dog" as "Hund", up to three ways);
  // a rare one in six of its other spellings too: all seven languages' would crowd out the question's other words.
  const spellings = (term: Term) =>
    term.unsaid && !term.soft
      ? term.alts.slice(0, 3)
      : [term.alts[0] && !term.chunks ? term.alts[0] : term.word, ...(term.chunks <= 1 && !term.soft ? term.alts.slice(0, 6) : [])];
  const hard = terms.filter((term) => !term.soft).flatMap(spellings);
  const soft = terms.filter((term) => term.soft).flatMap(spellings);
  return [
    // The subject before the days asked: "a happy hour on weekdays?", "a bed in the 6-bed room at the weekend?".
    ...hard,
    ...dayWords,
    ...soft,
    // The visitor's own word for the kind of fact ("Se *desmarcar* agora…") may be the site's too, where
    // the usual words for it ("cancelamento") are not: it goes before them, two at most, as the search
    // reads only its first words.
    ...cues.slice(0, 2),
    ...expansion,
    ...terms.flatMap((term) => (term.chunks <= 1 && term.soft ? term.alts : [])),
  ];
}

const ABOUT_THE_PLACE: Intent[] = ['hours', 'location', 'phone', 'email', 'contact'];

/** What a question's search is made of: its weighed terms, its days as search words, the kinds of fact asked. */
export interface FactSearch {
  terms: Term[];
  dayWords: string[];
  typed: Intent[];
  language: Question['language'];
  /** The visitor's own words for the kind of fact, and the months an hours question names. */
  asked?: Pick<Question, 'cues' | 'months' | 'days'>;
}

/**
 * The search for a question's facts: its words with its language's words for the kind of fact. Where
 * nothing found carries the place's hours, address or number ("What are your opening hours in
 * August?" on a German site, whose hours say "Öffnungszeiten" and "Uhr"), once more with the other
 * languages' words for it.
 */
export async function searchForFacts(
  db: Db,
  organizationId: number,
  { terms, dayWords, typed, language, asked }: FactSearch,
  limit: number,
): Promise<RetrievedChunk[]> {
  const search = (expansion: string[]) =>
    searchKnowledge(db, organizationId, [...new Set(searchWordsFor(terms, dayWords, expansion, asked?.cues))].join(' '), limit);
  const found = await search(expansionWords(typed, language));
  // Only for a fact about the place itself, which needs no subject: a price found by the other
  // languages' words alone would answer a question whose own words the site never says.
  // And only where the question names no subject of its own ("When does the guided tour start?" is no shop's hours).
  const kind = typed.find((intent) => ABOUT_THE_PLACE.includes(intent));
  // Hours of another season ("From 1 April to 31 October…" asked of January) carry none for the months asked.
  const inSeason = (text: string) => kind !== 'hours' || !asked?.months?.length || !outOfSeason(text, asked.months);
  if (!kind || terms.some((term) => !term.soft) || found.some((chunk) => carries(kind, chunk.content) && inSeason(chunk.content))) return found;
  // Those words alone: the question's soft words and its days in three languages would fill the search's eight.
  const more = await searchKnowledge(db, organizationId, otherLanguagesFactWords([kind], language).join(' '), limit);
  let all = [...found, ...more.filter((chunk) => !found.some((seen) => seen.id === chunk.id))];
  // A site in Japanese, Chinese, Arabic or Hebrew ("What time do you open on Saturdays?" of a bath
  // house whose hours say "土曜 14:00〜"): its own headings for the fact, a script at a time.
  let writes: Set<RegExp> | null = null;
  for (const [script, words] of SCRIPT_FACT_WORDS[kind] ?? []) {
    if (all.some((chunk) => carries(kind, chunk.content) && inSeason(chunk.content))) break;
    if (!(writes ??= scriptsWritten(await vocabulary(db, organizationId))).has(script)) continue;
    // A table's rows name their days under a heading the index does not hold: the days asked (or a weekday and Friday) find them.
    const days = kind === 'hours' ? dayNamesIn(script, asked?.days?.length ? daysToSearch(asked.days, true) : [0, 4]) : [];
    const inScript = await searchKnowledge(db, organizationId, [words, ...days].join(' '), limit);
    all = [...all, ...inScript.filter((chunk) => !all.some((seen) => seen.id === chunk.id))];
  }
  return all;
}

/** The scripts a site may be written in beside the Latin one. */
export const KANA = /[\u3040-\u30ff]/;
export const HAN = /[\u4e00-\u9fff]/;
export const ARABIC = /[\u0600-\u06ff]/;
export const HEBREW = /[\u0590-\u05ff]/;
export const HANGUL = /[\uac00-\ud7af]/;

/**
 * The place's hours, address and number as sites in Japanese, Chinese, Arabic, Hebrew and Korean head them,
 * one search a script: the search ranks by its first few terms, and a Chinese or Japanese word is
 * several of them.
 */
const SCRIPT_FACT_WORDS: Partial<Record<Intent, [RegExp, string][]>> = {
  hours: [
    [KANA, '営業時間 定休日'],
    [HAN, '营业时间 營業時間'],
    [ARABIC, 'ساعات العمل الدوام'],
    [HEBREW, 'שעות פתיחה'],
    [HANGUL, '영업시간 운영시간 이용시간'],
  ],
  location: [
    [KANA, '住所 アクセス'],
    [HAN, '地址 交通'],
    [ARABIC, 'العنوان الموقع'],
    [HEBREW, 'כתובת'],
    [HANGUL, '주소 오시는 길 위치'],
  ],
  phone: [
    [KANA, '電話番号'],
    [HAN, '电话 電話'],
    [ARABIC, 'الهاتف الجوال'],
    [HEBREW, 'טלפון'],
    [HANGUL, '전화 연락처'],
  ],
};

/** The scripts a site writes (twenty of its words at least: not a language switcher's "עברית"), read once a vocabulary. */
const written = new WeakMap<readonly string[], Set<RegExp>>();
function scriptsWritten(words: readonly string[]): Set<RegExp> {
  let scripts = written.get(words);
  if (!scripts) {
    scripts = new Set([KANA, HAN, ARABIC, HEBREW, HANGUL].filter((script) => words.filter((word) => script.test(word)).length >= 20));
    written.set(words, scripts);
  }
  return scripts;
}

/** Whether every season a text's hours name leaves out the months asked. */
function outOfSeason(text: string, months: readonly number[]): boolean {
  const spans = text.split('\n').flatMap((line) => monthSpan(line) ?? []);
  return spans.length > 0 && spans.every((span) => !spanHolds(span, months));
}

/** The days (Monday first) as sites in each script name them in their hours: "木曜", "周四", "الخميس", "חמישי". */
const DAY_NAMES = new Map<RegExp, string[]>([
  [KANA, ['月曜', '火曜', '水曜', '木曜', '金曜', '土曜', '日曜']],
  [HAN, ['周一', '周二', '周三', '周四', '周五', '周六', '周日']],
  [ARABIC, ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد']],
  [HEBREW, ['שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת', 'ראשון']],
  [HANGUL, ['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일']],
]);

/** The names of two days at most in a script's own words. */
export const dayNamesIn = (script: RegExp, days: readonly number[]): string[] => days.slice(0, 2).flatMap((day) => DAY_NAMES.get(script)?.[day] ?? []);
