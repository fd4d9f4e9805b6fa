import { splitSentences } from '../facts/sentences';
import { ofTheSeason } from './season-hours';
import { STRUCTURED_HOURS } from '../facts/business-units';
import { carries, daysCovered, TYPED_INTENTS } from './fact-types';
import type { Question } from './question';
import { quantitiesIn, sizesIn } from './quantity-range';
import { cellOfSize, cellsAt, cellsFor, cellsNamed, clockSpansOf, hoursOn, namesAHoliday, timesAsked } from './row-cells';
import type { Scored } from './score-chunk';

/** One statement as said: trimmed, its lines joined, ending in a full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/\n+/g, '; ');
  return /[.!?。！？]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A said line that starts a sentence of its own: "le samedi de 9h30 à 13h" → "Le samedi…" (never "iPhone" → "IPhone"). */
export const capitalised = (text: string) => text.replace(/^\p{Ll}(?=\p{Ll})/u, (letter) => letter.toUpperCase());

/** The heading element that tells apart units answering alike (e.g. "Riverside" and "Old Town"). */
export function branchLabel(scored: Scored, all: Scored[]): string | null {
  for (const heading of scored.unit.heading) {
    if (all.every((other) => other === scored || !other.unit.heading.includes(heading))) return heading;
  }
  return null;
}

/**
 * Hours said by several units alike: the hours read from structured data are said in a page's own
 * words where one that answers as well states the same ones (the page's
 * "Sábado: 9h00 – 14h00" or "Sat 8am–1pm", not "Saturday: 09:00–14:00"), and where a month is asked, of its season only.
 */
export function sameHoursOnce(all: Scored[], question: Question, anyOf: Scored[] = all): Scored[] {
  const peers = ofTheSeason(all, question.months);
  const candidates = ofTheSeason(anyOf, question.months);
  const structured = (s: Scored) => s.unit.heading.at(-1) === STRUCTURED_HOURS;
  // Each unit's hours are read once, not again for every structured peer it is held against.
  const keys = new Map<Scored, string>();
  const hoursOf = (s: Scored) => keys.get(s) ?? keys.set(s, hoursKey(onDays(s.segment, question), question)).get(s)!;
  // (Where the page unit is another branch with the very same hours, those hours are said once, unlabelled: still true of both.)
  const said = peers.map((s) =>
    structured(s) && hoursOf(s)
      ? (candidates.find(
          (other) => !structured(other) && other.coverage >= s.coverage - 0.01 && other.score >= s.score - 0.3 && hoursOf(other) === hoursOf(s),
        ) ?? s)
      : s,
  );
  return said.filter((s, i) => said.indexOf(s) === i);
}

/** The days and clock spans an hours answer states ("Sun 10am–3pm" and "Sunday: 10:00–15:00" alike); empty for any other answer. */
export function hoursKey(text: string, question: Question): string {
  const spans = question.intents.has('hours') ? clockSpansOf(text) : '';
  return spans && `${[...daysCovered(text)].sort().join()}|${spans}`;
}

/** A week's hours narrowed to the days asked ("open on Sunday?": Sunday's), or as they are. */
export const onDays = (segment: string, question: Question) => (question.intents.has('hours') && hoursOn(segment, question.days)) || segment;

/**
 * An answer that is a list of short items ("toalla", "crema solar", "una botella de agua de 1 litro"),
 * said item by item: read as sentences, its lines would run together and stop at the third.
 */
function listSaid(text: string): string | null {
  const lines = text
    .split('\n')
    .map((line) => line.trim().replace(/^[-•*·–]\s*/u, ''))
    .filter(Boolean);
  // "Please bring:" leads the items, and is said before them.
  const lead = /[:：]$/u.test(lines[0] ?? '') ? lines.shift()! : '';
  if (lines.length < 3 || lines.some((line) => line.length > 90 || /[.!?。！？]$/.test(line))) return null;
  const cjk = /[\u3040-\u30ff\u3400-\u9fff]/.test(text);
  const items = lines.slice(0, 8).join(cjk ? '、' : '; ') + (lines.length > 8 ? '…' : cjk ? '。' : '.');
  return lead ? `${lead}${cjk ? '' : ' '}${items}` : items;
}

/** The best answer in words: an FAQ's answer whole, a list's first lines, a line under the heading it needs. */
export function say(best: Scored, question: Question): string {
  const isFaq = best.chunk.sourceType === 'faq' || /[?？]$/.test(best.unit.heading.at(-1) ?? '');
  const sentences = isFaq ? splitSentences(best.unit.text) : [];
  if (isFaq && best.segment === best.unit.text) return listSaid(best.unit.text) ?? sentences.slice(0, 3).join(' ');
  // A short answer is said whole, not only its sentence that matched ("What if I need to cancel?" goes on to what a late
  // cancellation costs), where nothing of it is to be narrowed to a day, a cell or a name.
  const whole = !question.intents.has('hours') && !question.days.length && !question.intents.has('person') && !best.label && !best.extra;
  if (whole && isFaq && best.unit.text.length <= 320 && sentences.length <= 3 && sentences.includes(best.segment)) return sentences.join(' ');
  // … and so is one an accordion writes on one line after its question ("What if I need to cancel? — No worries …").
  const faqLine = whole ? best.unit.text.split('\n').find((line) => line.includes(best.segment) && line !== best.segment) : undefined;
  if (faqLine && faqLine.length <= 360 && /^(?:[^\s?？]+\s+){2,}[^\n?？]*[?？]\s+[—–-]\s+/u.test(faqLine) && splitSentences(faqLine).length <= 4)
    return faqLine;
  if (question.intents.has('list') && best.segment.includes('\n')) return sentence(best.segment.split('\n').slice(0, 6).join('; '));
  // "Which of your salons…?", "Welcher Kurs…?": the answer names which, from the heading it sits under.
  const which = /\b(which|welche[nmrs]?|cual|cuál)\b/i.test(question.text) ? ownHeading(best) : null;
  const personLabel = question.intents.has('person') ? best.unit.heading.at(-1) : which;
  const label = best.label ?? (personLabel && !best.segment.includes(personLabel) ? personLabel : null);
  // "He weighs 8 kg": of a row priced by size, the column that fits, not every size; "which number
  // for WhatsApp?": of a contact line, the cell named.
  const asked = question.terms.filter((term) => !question.context.includes(term));
  const segment =
    (question.intents.has('list') || OTHER_SIZES.test(question.text) ? null : cellOfSize(best.segment, sizesIn(question.text))) ??
    cellsFor(best.segment, quantitiesIn(question.text)) ??
    cellsAt(best.segment, timesAsked(question.text), question.days, namesAHoliday(question.text)) ??
    (question.intents.has('hours') ? hoursOn(best.segment, question.days) : null) ??
    cellsNamed(
      best.segment,
      asked,
      [...question.intents].filter((intent) => TYPED_INTENTS.includes(intent)).map((intent) => (text: string) => carries(intent, text)),
    ) ??
    best.segment;
  const main = sentence(label ? `${label}: ${segment}` : segment);
  if (!best.extra) return main;
  return best.extra.before ? `${sentence(best.extra.text)} ${main}` : `${main} ${sentence(best.extra.text)}`;
}

/** "Any other sizes than the 500 g jar?", "bigger than 500 g?": the other sizes are asked, not the one named. */
const OTHER_SIZES =
  /(?<![\p{L}])(?:other|others|andere\p{L}*|au(?:ß|ss)er|gr(?:ö|oe|o)(?:ß|ss)er|kleiner|bigger|larger|smaller|otr[oa]s|autres?|altr[ie]|outr[oa]s|welche gr(?:ö|oe|o)(?:ß|ss)en|which sizes)(?![\p{L}])/iu;

/**
 * The headings that say which thing a segment is about, most specific last ("Salon Kumpfmühl,
 * Zugang"): the page's own title is left out when there is more below it, and the field label
 * alone would not say which.
 */
function ownHeading(best: Scored): string | null {
  const headings = best.unit.heading.filter((h) => h.trim() && !/[?？]$/.test(h) && !best.segment.includes(h));
  const below = headings.length > 1 ? headings.slice(1) : headings;
  return below.length ? below.slice(-2).join(', ') : null;
}
