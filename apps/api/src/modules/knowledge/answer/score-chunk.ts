import { splitSentences } from '../facts/sentences';
import { decodeUnit, type Unit } from '../facts/unit';
import type { RetrievedChunk } from '../index/knowledge-index';
import { asksWayThere, carries, daysCovered, hasMoney, NAME_HEADING, namesSomeone, saysWayThere } from './fact-types';
import { dateIn } from './dates';
import { FACT_WORDS } from './fact-words';
import { found } from './match';
import { isCount, quantitiesIn, rangeFit, sizesIn, type Quantity } from './quantity-range';
import { monthSpan, spanHolds } from './season-hours';
import { wordsOf, type Intent, type Question } from './question';
import { matches, type Term } from './weigh-terms';

/** The intents a product itself answers (its price, its stock, that it exists). */
export const PRODUCT_INTENTS = new Set<Intent>(['price', 'availability', 'exists']);

const HOURS_HEADING =
  /\b(hours|opening|open|times|horaires|heures|ouverture|orari|orario)\b|öffnungszeit|sprechzeit|openingstijden|openingsuren|horario|horário|godziny otwarcia|otevírací|öppettider|åbningstider|åpningstider|営業時間|营业时间|營業時間|שעות|ساعات/i;

export interface Scored {
  chunk: RetrievedChunk;
  unit: Unit;
  /** The sentence or line that answers, and its share of the question's words (with the heading). */
  segment: string;
  coverage: number;
  score: number;
  /** The heading element naming what the segment is about, when the segment does not name it. */
  label: string | null;
  /** A second sentence of the same unit that answers as well. */
  extra: { text: string; before: boolean } | null;
}

export const asUnit = (chunk: RetrievedChunk): Unit => {
  if (chunk.sourceType === 'faq') {
    const [question, ...answer] = chunk.content.split('\n');
    return { heading: [question ?? chunk.title], text: answer.join('\n') || chunk.content };
  }
  if (chunk.sourceType === 'product') {
    const [name, ...rest] = chunk.content.split('\n');
    return { heading: [name ?? chunk.title], text: rest.join('\n') };
  }
  return decodeUnit(chunk.content);
};

const segmentsOf = (text: string) =>
  text
    .split('\n')
    .flatMap((line) => (line.length > 160 ? sentencesOfCard(line) : [line]))
    .filter((s) => s.trim());

/**
 * A long line read sentence by sentence. A card's line starts with its name ("Paella y arroces —
 * Cocinamos… — 3 h — 65 € por persona"): the name goes with every sentence of it, so the duration
 * and price further on still say what they are of.
 */
function sentencesOfCard(line: string): string[] {
  const sentences = splitSentences(line);
  const name = /^([^.!?:—–]{2,60}?)\s+[—–]\s+/u.exec(line)?.[1];
  if (!name || sentences.length < 2) return sentences;
  return sentences.map((sentence, i) => (i === 0 || sentence.includes(name) ? sentence : `${name} — ${sentence.replace(/^[—–]\s*/u, '')}`));
}

/** A heading that is only a price ("9,90 €", "From £12", "€ 12,95*"). */
const BARE_PRICE = /^\s*(?:from|ab|desde|a partir de|dès|da)?\s*(?:[€£$]|eur|chf|zł)?\s*\d[\d.,\s]*(?:\s*(?:[€£$]|eur|chf|zł|pln))?\s*\*?\s*$/iu;

export function scoreChunk(chunk: RetrievedChunk, question: Question, terms: Term[], total: number, typed: Intent[]): Scored | null {
  const unit = asUnit(chunk);
  const heading = unit.heading.join(' › ');
  const headWords = wordsOf(heading);
  const titleWords = wordsOf(chunk.title);
  const weight = (term: Term) => Math.log(1 + (total + 1) / (term.chunks + 0.5));
  const allWeight = terms.reduce((sum, term) => sum + weight(term), 0);
  // Where a word stands says how much it tells: in the answer itself, in its heading, or only in the page's title.
  const isQuestionUnit = chunk.sourceType === 'faq' || /[?？]$/.test(unit.heading.at(-1) ?? '');
  // An FAQ's own question counts as much as its answer; the headings above it, less.
  const asked = isQuestionUnit ? (unit.heading.at(-1) ?? '') : '';
  const askedWords = wordsOf(asked);
  // A product's address names its category ("/bikes/schauinsland-gravel/"), as a heading would.
  const categoryWords = chunk.sourceType === 'product' && chunk.url ? urlPathWords(chunk.url) : [];
  const headHit = terms.map((term) =>
    isQuestionUnit && matches(term, askedWords, asked)
      ? 1
      : matches(term, headWords, heading) || matches(term, categoryWords, '')
        ? 0.8
        : matches(term, titleWords, chunk.title)
          ? 0.4
          : 0,
  );
  const unitWords = wordsOf(unit.text);
  const unitHit = terms.map((term) => matches(term, unitWords, unit.text));
  const wantsDays = question.intents.has('hours') && question.days.length > 0;
  let best: Scored | null = null;
  const segments = segmentsOf(unit.text);
  // "My 14 year old": a line that bounds an age ("under 16 must be supervised") speaks to it.
  const quantities = quantitiesIn(question.text);
  // "The 1-kg jar": of a product's lines, the one that states the size asked ("250 g €6,40 · 1 kg €19,50").
  const sizes = sizesIn(question.text);
  const wayThere = question.intents.has('location') && asksWayThere(question.text);
  // An FAQ answers whole; a list answers "what do you have?" whole; a block of short lines (an
  // address: street, postcode, town) is one fact.
  const lines = unit.text.split('\n');
  const shortBlock = lines.length > 1 && lines.length <= 4 && lines.every((line) => line.length <= 60 && !hasMoney(line));
  const wholes = isQuestionUnit || (question.intents.has('list') && segments.length > 1) ? [unit.text] : shortBlock ? [lines.join(', ')] : [];
  // A shop's product whose price is a heading of its own ("Óleo de cutículas › 9,90 €"): asked its price, the two say it together.
  const priceHeading = typed.includes('price') && unit.heading.length > 1 && BARE_PRICE.test(unit.heading.at(-1)!) && hasMoney(unit.heading.at(-1)!);
  if (priceHeading) wholes.push(unit.heading.slice(-2).join(' — '));
  let runnerUp: { segment: string; score: number } | null = null;
  for (const segment of [...wholes, ...segments]) {
    // Every typed fact the question asks for must be in the answering sentence itself.
    const scope = `${segment}`;
    if (
      !typed.every((intent) =>
        intent === 'person'
          ? namesSomeone(segment, unit.heading)
          : // "… on public transport?": the line that says the way there answers, with no address in it.
            (intent === 'location' && wayThere && saysWayThere(scope)) ||
            carries(intent, intent === 'shipping' || intent === 'returns' ? `${scope} ${heading} ${chunk.title}` : scope),
      )
    )
      continue;
    let dayBonus = 0;
    if (wantsDays) {
      const covered = daysCovered(`${segment} ${heading}`);
      // "Open on Sunday?" is answered by a line that covers Sunday, never by one that names no day; "on
      // weekdays?" best by one that covers them all, else by one that covers some ("Mon–Wed, Fri: 11–17").
      const some = question.days.filter((day) => covered.has(day)).length;
      if (some === 0) continue;
      dayBonus = some === question.days.length ? 0.3 : 0.1 + (0.1 * some) / question.days.length;
    } else if (question.days.length) {
      // "Can you move us on a Sunday? Does it cost more?": of the lines that answer, the one about that day;
      // "on Friday, for the weekend": the one about more of those days ("Fr–Sa" before "So–Do").
      const covered = daysCovered(`${segment} ${heading}`);
      dayBonus = (0.2 * question.days.filter((day) => covered.has(day)).length) / question.days.length;
    }
    const words = wordsOf(segment);
    let got = 0;
    let wanted = 0;
    let gotAll = 0;
    terms.forEach((term, i) => {
      // In the answering sentence, in the FAQ's question, in the headings, elsewhere in the unit (a product's description), in the page title.
      const hit = matches(term, words, segment) ? 1 : Math.max(headHit[i]!, unitHit[i] ? 0.7 : 0);
      gotAll += weight(term) * hit;
      if (term.soft) return;
      got += weight(term) * hit;
      wanted += weight(term);
    });
    // Whether it answers: the share of the question's own words (generic ones aside) that it holds.
    // An answer to only soft words (another script, "policy") needs one of them here, unless a fact type vouches for it.
    const softOnly = wanted === 0 && terms.length > 0;
    const coverage = softOnly ? (gotAll > 0 || typed.length > 0 ? 1 : 0) : wanted > 0 ? got / wanted : 1;
    // How well it answers: the share of every word of the question, generic ones too ("what to *bring*").
    const share = allWeight > 0 ? gotAll / allWeight : 1;
    const intentWords = question.intents.size ? [...question.intents].flatMap((intent) => (FACT_WORDS.en[intent] ?? '').split(' ')).filter(Boolean) : [];
    const intentHits = intentWords.length ? wordsOf(`${segment} ${heading}`).filter((w) => intentWords.includes(w)).length : 0;
    const lengthPenalty = Math.max(0, segment.length - 240) / 2000;
    const listBonus = question.intents.has('list') && segment.includes('\n') ? 0.3 : 0;
    // "Open on Saturday?" is answered by the opening hours, not by an "Open Day" that falls on one.
    // Opening hours recur; a line with a calendar date ("Saturday 13 March 2027, 10:00–13:00") is an event.
    // A season's hours ("Estate (1° giugno – 15 settembre): …") are hours, not an event.
    const hoursBonus = question.intents.has('hours')
      ? (HOURS_HEADING.test(heading) ? 0.1 : 0) +
        (seasonBonus(segment, question) ?? (question.months?.length ? Math.max(0, seasonBonus(heading, question) ?? 0) : null) ?? (dateIn(segment) ? -0.3 : 0))
      : 0;
    // A product named by the question answers its price, stock and "tell me about" better than a page that lists it.
    const named = terms.every((term, i) => term.soft || headHit[i] === 0.8 || matches(term, words, segment));
    const productBonus =
      chunk.sourceType === 'product' && named && headHit.some(Boolean) && [...question.intents].every((intent) => PRODUCT_INTENTS.has(intent)) ? 0.15 : 0;
    // Who-questions are answered by a line that names a person (a title, or under a heading that is a name).
    const personBonus = question.intents.has('person') && namesSomeone(segment, unit.heading) ? 0.2 : 0;
    // An FAQ whose own question says what the visitor said ("When will my order be delivered?") is the one they mean.
    const sameQuestion = isQuestionUnit && question.words.length ? question.words.filter((word) => found(word, askedWords)).length / question.words.length : 0;
    // "How much is a day pass?", "I don't pay anything, right?": a line with the amount answers better than one saying it is included or free.
    const moneyBonus = typed.includes('price') && hasMoney(segment) ? 0.15 : 0;
    const score =
      0.6 * coverage +
      moneyBonus +
      0.4 * share +
      0.2 * sameQuestion +
      dayBonus +
      Math.min(3, intentHits) * 0.05 +
      listBonus +
      hoursBonus +
      productBonus +
      personBonus +
      rangeBonus(segment, quantities) +
      (sizes.length && coverage > 0 && sizesIn(segment).some((size) => sizes.includes(size)) ? 0.15 : 0) +
      (isQuestionUnit && coverage > 0.7 ? 0.1 : 0) -
      lengthPenalty +
      Math.min(0.05, chunk.rank * 0.01);
    if (!best || score > best.score) {
      if (best) runnerUp = { segment: best.segment, score: best.score };
      best = { chunk, unit, segment, coverage, score, label: labelFor(unit, segment, terms), extra: null };
    } else if (!runnerUp || score > runnerUp.score) runnerUp = { segment, score };
  }
  // Two sentences of one passage that answer equally well are said together, in reading order.
  if (
    best &&
    runnerUp &&
    runnerUp.score >= best.score - 0.02 &&
    best.coverage >= 0.9 &&
    !best.segment.includes(runnerUp.segment) &&
    !runnerUp.segment.includes(best.segment)
  ) {
    best.extra =
      unit.text.indexOf(runnerUp.segment) < unit.text.indexOf(best.segment)
        ? { text: runnerUp.segment, before: true }
        : { text: runnerUp.segment, before: false };
  }
  return best;
}

/**
 * A line that bounds the visitor's measure speaks to it; of a table's rows by size or age, the one
 * whose range holds it answers ("a 32 kg Labrador": "Large — 25–40 kg", not "Medium — 10–25 kg").
 */
function rangeBonus(segment: string, quantities: readonly Quantity[]): number {
  if (!quantities.length) return 0;
  const fit = rangeFit(segment, quantities);
  // Another's range still speaks to a measure ("aged 16 and over" answers "can my 14 year old come?");
  // another count does not ("3-bedroom homes" is no answer for a 2-bedroom flat).
  if (fit === 'other' && quantities.every((quantity) => isCount(quantity.measure))) return -0.1;
  return fit === 'holds' ? 0.3 : fit === 'other' ? 0.2 : 0;
}

/**
 * "Ad agosto a che ora aprite?": the hours of the season that holds the month, not the other season's;
 * null for a line with no period of months. (A heading's period only ever helps: one heading may name
 * both seasons, "Sommer: 1. März bis 31. Oktober · Winter: übrige Zeit".)
 */
function seasonBonus(segment: string, question: Question): number | null {
  const span = monthSpan(segment);
  if (!span) return null;
  if (!question.months?.length) return 0;
  return spanHolds(span, question.months) ? 0.3 : -0.3;
}

export function urlPathWords(url: string): string[] {
  try {
    return wordsOf(decodeURIComponent(new URL(url, 'http://x').pathname).replace(/[/_.-]+/g, ' '));
  } catch {
    return [];
  }
}

/** The most specific heading that names a matched word the segment itself does not: "Smoky Lapsang" for "Sold out — back in March." */
function labelFor(unit: Unit, segment: string, terms: Term[]): string | null {
  // A line under a heading that is a name ("Languages: English, Polish", "Teaches children from 6…")
  // says nothing without whose it is: the name says it.
  const owner = unit.heading.at(-1);
  if (owner && NAME_HEADING.test(owner) && !segment.includes(owner)) return owner;
  const words = wordsOf(segment);
  for (const heading of [...unit.heading].reverse()) {
    if (/[?？]$/.test(heading)) continue;
    const headWords = wordsOf(heading);
    if (terms.some((term) => matches(term, headWords, heading) && !matches(term, words, segment))) return heading;
  }
  return null;
}
