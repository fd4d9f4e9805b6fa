import type { RetrievedChunk } from '../index/knowledge-index';
import { dateIn } from './dates';
import { daysCovered } from './fact-types';
import { fold } from './fold';
import { wordsOf, type Intent, type Question } from './question';
import { clockSpansIn } from './row-cells';
import { scoreChunk, type Scored } from './score-chunk';
import { matches, type Term } from './weigh-terms';

/**
 * Words that say a line is the opening hours ("Öffnungszeiten", "opening hours", "horaires"),
 * folded. Not a bare "open" or "times": "open mic Thursdays 20:00", "class times Tue/Thu" are no
 * opening hours, and an open day is an event.
 */
const OPENING_HOURS =
  /\b(?:opening (?:hours|times)|business hours|open (?:daily|every day|from)|horaires? d.ouverture|horaires|horarios?|horario de apertura|orari(?:o)? di apertura|orari|openingstijden|openingsuren|geoffnet|offnungszeit\w*|sprechzeit\w*|godziny otwarcia)\b|営業時間|营业时间|營業時間|שעות פתיחה|ساعات العمل/u;

/**
 * "Hat die Filiale Floridsdorf am Montag offen?" where its hours say "Dienstag bis Freitag 9:00 –
 * 17:00 Uhr": no line covers the asked day, and the opening hours that answer the rest of the
 * question name the days it is open, so it is closed that day. Null unless such hours answer the
 * question's words; where any line found that answers them names the asked day ("Samstag nach
 * Vereinbarung"); where the line is dated (an event); and where the asked day falls between the
 * days named, as a range read only at its ends would leave it ("De segunda a sexta" read as Monday
 * and Friday): only a day before or after the week's open days is said to be closed.
 */
export function closedOnAskedDay(
  candidates: readonly RetrievedChunk[],
  question: Question,
  terms: Term[],
  total: number,
  typed: Intent[],
  enough: number,
): Scored | null {
  if (!question.intents.has('hours') || question.days.length === 0) return null;
  const anyDay = { ...question, days: [] };
  const answering = candidates.map((chunk) => scoreChunk(chunk, anyDay, terms, total, typed)).filter((s): s is Scored => s !== null && s.coverage >= enough);
  const hard = terms.filter((term) => !term.soft);
  const namesAskedDay = (line: string) => {
    const named = daysCovered(line);
    return question.days.some((day) => named.has(day)) && hard.every((term) => matches(term, wordsOf(line), line));
  };
  if (answering.some((s) => [s.unit.heading.join(' '), ...s.unit.text.split('\n')].some(namesAskedDay))) return null;
  const lines = answering
    .filter((s) => {
      const heading = s.unit.heading.join(' ');
      const named = [...daysCovered(`${s.segment} ${heading}`)];
      const outside = question.days.every((day) => day < Math.min(...named) || day > Math.max(...named));
      return OPENING_HOURS.test(fold(`${heading} ${s.segment}`)) && !dateIn(s.segment) && clockSpansIn(s.segment).length > 0 && named.length > 0 && outside;
    })
    .sort((a, b) => b.score - a.score);
  return lines[0] ?? null;
}
