import type { Db } from '../../../db/database';
import { searchKnowledge, type RetrievedChunk } from '../index/knowledge-index';
import { carries } from './fact-types';
import { expansionWords, otherLanguagesFactWords } from './fact-words';
import type { Intent, Question } from './question';
import { monthSpan, spanHolds } from './season-hours';
import type { Term } from './weigh-terms';

/**
 * The words a question's search looks for, in the order that counts: the search ranks by the first
 * few words only, so what is asked comes before the context ("Wir haben vor Jahren einen Grundkurs
 * gemacht… Was kostet der Tanzkreis?" looks for "Tanzkreis" first), and a context word's other
 * spellings ("Schnauzern"; "old": alt, viejo, vieux…) come last, where they cannot crowd out what
 * is asked.
 */
export function searchWordsFor(terms: Term[], dayWords: string[], expansion: string[], cues: string[] = []): string[] {
  const bySubject = [...terms.filter((term) => !term.soft), ...terms.filter((term) => term.soft)];
  return [
    ...dayWords,
    // A word the site says otherwise is looked for as the site says it ("dog" as "Hund", up to three ways);
    // a rare one in six of its other spellings too: all seven languages' would crowd out the question's other words.
    ...bySubject.flatMap((term) =>
      term.unsaid && !term.soft
        ? term.alts.slice(0, 3)
        : [term.alts[0] && !term.chunks ? term.alts[0] : term.word, ...(term.chunks <= 1 && !term.soft ? term.alts.slice(0, 6) : [])],
    ),
    // The visitor's own word for the kind of fact ("Se *desmarcar* agora…") may be the site's too, where
    // the usual words for it ("cancelamento") are not: it goes before them, two at most, as the search
    // reads only its first words.
    ...cues.slice(0, 2),
    ...expansion,
    ...bySubject.flatMap((term) => (term.chunks <= 1 && term.soft ? term.alts : [])),
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
  asked?: Pick<Question, 'cues' | 'months'>;
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
  for (const words of SCRIPT_FACT_WORDS[kind] ?? []) {
    if (all.some((chunk) => carries(kind, chunk.content) && inSeason(chunk.content))) break;
    const inScript = await searchKnowledge(db, organizationId, words, limit);
    all = [...all, ...inScript.filter((chunk) => !all.some((seen) => seen.id === chunk.id))];
  }
  return all;
}

/**
 * The place's hours, address and number as sites in Japanese, Chinese, Arabic and Hebrew head them,
 * one search a script: the search ranks by its first few terms, and a Chinese or Japanese word is
 * several of them.
 */
const SCRIPT_FACT_WORDS: Partial<Record<Intent, string[]>> = {
  hours: ['営業時間 定休日', '营业时间 營業時間', 'ساعات العمل الدوام', 'שעות פתיחה'],
  location: ['住所 アクセス', '地址 交通', 'العنوان الموقع', 'כתובת'],
  phone: ['電話番号', '电话 電話', 'الهاتف الجوال', 'טלפון'],
};

/** Whether every season a text's hours name leaves out the months asked. */
function outOfSeason(text: string, months: readonly number[]): boolean {
  const spans = text.split('\n').flatMap((line) => monthSpan(line) ?? []);
  return spans.length > 0 && spans.every((span) => !spanHolds(span, months));
}
