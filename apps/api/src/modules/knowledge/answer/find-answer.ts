import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { products } from '../../../db/schema';
import { fill, PHRASES, phraseLanguage, type PhraseLanguage } from '../../runtime/phrases';
import { splitSentences } from '../facts/sentences';
import { decodeUnit, type Unit } from '../facts/unit';
import { nearestByMeaning, searchesByMeaning, searchKnowledge, termStats, vocabulary, type RetrievedChunk } from '../index/knowledge-index';
import { carries, daysCovered, hasEmail, hasMoney, hasPhone, NAME_HEADING, namesAPerson, TYPED_INTENTS } from './fact-types';
import { allowedSlips, editDistance, found, sameWord } from './match';
import { fold, readQuestion, stem, wordsOf, type Intent, type Question } from './question';
import { alternativesOf, PLACE_WORDS, WEAK_WORDS } from './synonyms';
import { formatMoney } from './money';

/**
 * The offline responder's brain: reads what the question asks for, finds the one unit of the
 * business's knowledge that states it (checked by kind, not only by shared words), and says it in
 * a sentence or two with its source. When the knowledge does not hold the answer it says so, with
 * the business's phone and email when it knows them, and never guesses.
 */
export interface KnowledgeAnswer {
  text: string;
  /** False when the knowledge held nothing for the question (analytics: unanswered questions). */
  answered: boolean;
  /** The chunks the answer came from, best first (product chunks give the widget its cards). */
  used: RetrievedChunk[];
  language: PhraseLanguage;
}

export interface AnswerInput {
  db: Db;
  organizationId: number;
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The visitor's interface language; a question clearly written in another wins. */
  language: string;
  /** A rule fixed the language ("Always answer in Spanish"): the question's own does not win. */
  forceLanguage?: boolean;
}

interface Term {
  word: string;
  /** Other spellings it may have in the knowledge: a corrected typo, a synonym. */
  alts: string[];
  /** Present in the knowledge in this many chunks (up to 100). */
  chunks: number;
  /** Never a reason to give up: generic nouns, words in other scripts, words carried from an earlier question. */
  soft: boolean;
}

const EXPANSIONS: Partial<Record<Intent, string>> = {
  price: 'price prices cost costs fee',
  cheapest: 'price',
  priciest: 'price',
  hours: 'open hours closed mon sat sun daily monday tuesday wednesday thursday friday saturday sunday tue wed thu fri am pm',
  location: 'address street road avenue located location find visit directions',
  phone: 'phone telephone call tel',
  email: 'email mail',
  contact: 'phone email contact call',
  shipping: 'shipping delivery deliver ship postage dispatch',
  returns: 'return returns refund exchange',
  availability: 'stock available sold availability',
};

/** Which of the question's typed intents must be met, most specific first. */
const PRIORITY: Intent[] = [
  'cheapest',
  'priciest',
  'phone',
  'email',
  'contact',
  'location',
  'hours',
  'availability',
  'shipping',
  'returns',
  'price',
  'quantity',
  'duration',
];

/**
 * Cosine similarity above which the nearest chunk by meaning counts as the site talking about the
 * question's subject in other words. Unrelated texts score around 0.1–0.2 with common embedding
 * models; near-paraphrases 0.4 and more.
 */
const MEANING_RESCUE = 0.35;

/** Chunks read closely per question: enough for the right one to be among them, few enough to stay fast. */
const CANDIDATES = 24;

const PRODUCT_INTENTS = new Set<Intent>(['price', 'availability', 'exists']);

const FOLLOW_UP_START = /^\s*(and|also|what about|how about|y|e|and the|and for|and in|what if|for the|in)\b/i;

/** A short question that leans on the one before ("how much is it?", "and on Saturday?") takes its subject. */
function resolveFollowUp(asked: Question, history: AnswerInput['history']): { question: Question; carried: Set<string> } {
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  // Generic words ("last", "cost", "bring") are no subject of their own.
  const subject = asked.terms.filter((term) => !WEAK_WORDS.has(term));
  // "What is your return policy?" names its own subject (returns), "how much is it?" does not.
  const ownTopic =
    ['returns', 'shipping', 'hours', 'location', 'phone', 'email', 'contact', 'cheapest', 'priciest', 'list'].some((intent) =>
      asked.intents.has(intent as Intent),
    ) && asked.days.length === 0;
  const leans =
    (subject.length === 0 && !ownTopic) ||
    (FOLLOW_UP_START.test(asked.text) && subject.length <= 2) ||
    (asked.intents.size === 0 && subject.length <= 2 && asked.days.length > 0);
  if (!previous || !leans) return { question: asked, carried: new Set() };
  const before = readQuestion(previous.content);
  const carried = new Set(before.terms.filter((term) => !asked.terms.includes(term)));
  const intents = asked.intents.size ? asked.intents : before.intents;
  return {
    question: {
      ...asked,
      terms: [...asked.terms, ...carried],
      cjk: asked.cjk.length ? asked.cjk : before.cjk,
      intents,
      days: asked.days.length ? asked.days : before.days,
    },
    carried,
  };
}

const NON_LATIN = /[\u0590-\u06ff\u0400-\u04ff\u0e00-\u0e7f]/;

async function weighTerms(
  db: Db,
  organizationId: number,
  question: Question,
  carried: Set<string>,
): Promise<{ total: number; terms: Term[]; missing: string[] }> {
  const { total, stats } = await termStats(db, organizationId, question.terms, question.cjk);
  const terms: Term[] = [];
  const missing: string[] = [];
  let words: string[] | null = null;
  for (const stat of stats) {
    // A word the index never keeps ("up" of "check-up") can neither match nor be missing.
    if (stat.chunks === null) continue;
    const isPair = question.cjk.includes(stat.term) && !question.terms.includes(stat.term);
    const aboutThePlace =
      [stat.term, ...alternativesOf(stat.term)].some((word) => PLACE_WORDS.has(word)) &&
      ['location', 'hours', 'phone', 'email', 'contact'].some((intent) => question.intents.has(intent as Intent));
    // A word on most of the knowledge is the business's own trade ("class" at a yoga studio): it tells no answer apart.
    const everywhere = stat.chunks !== null && total >= 20 && stat.chunks >= total * 0.4;
    const soft = isPair || aboutThePlace || everywhere || question.parts.includes(stat.term) || WEAK_WORDS.has(stat.term) || NON_LATIN.test(stat.term);
    if (stat.chunks > 0) {
      terms.push({ word: stat.term, alts: alternativesOf(stat.term), chunks: stat.chunks, soft });
      continue;
    }
    // Nowhere in the knowledge as written: a synonym, or a typo of a word that is there.
    const alternatives = alternativesOf(stat.term);
    const viaSynonym = alternatives.length
      ? (
          await termStats(
            db,
            organizationId,
            alternatives.flatMap((a) => a.split(' ')),
            [],
          )
        ).stats
      : [];
    const chunksOf = (part: string) => viaSynonym.find((s) => s.term === part)?.chunks ?? 0;
    const synonym = alternatives.find((alt) => alt.split(' ').every((part) => chunksOf(part) > 0));
    if (synonym) {
      terms.push({ word: stat.term, alts: [synonym], chunks: Math.min(...synonym.split(' ').map(chunksOf)), soft });
      continue;
    }
    if (!isPair && stat.term.length >= 3 && !/\d/.test(stat.term)) {
      words ??= await vocabulary(db, organizationId);
      // The index keeps accents ("ragù"); visitors often type without them ("ragu").
      const correction = words.find((word) => {
        const lexeme = fold(word).replace(/-/g, '');
        // Lexemes are stems ("profession" for "professional"): a typed word may run past one.
        const stemOfTyped =
          stat.term.length > lexeme.length &&
          stat.term.length - lexeme.length <= 3 &&
          lexeme.length >= 5 &&
          stat.term[0] === lexeme[0] &&
          editDistance(stat.term.slice(0, lexeme.length), lexeme, 2) <= allowedSlips(lexeme.length);
        return sameWord(stat.term, lexeme) || stemOfTyped;
      });
      if (correction) {
        terms.push({ word: stat.term, alts: [correction], chunks: 1, soft });
        continue;
      }
    }
    // A word carried from the question before was looked for then; it is context, not a new subject.
    if (!soft && !carried.has(stat.term)) missing.push(stat.term);
  }
  return { total, terms, missing };
}

interface Scored {
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

const asUnit = (chunk: RetrievedChunk): Unit => {
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
    .flatMap((line) => (line.length > 160 ? splitSentences(line) : [line]))
    .filter((s) => s.trim());

function matches(term: Term, words: string[], raw: string): boolean {
  if (found(term.word, words)) return true;
  return term.alts.some((alt) => (alt.includes(' ') ? fold(raw).includes(alt) : found(stem(alt), words)));
}

function scoreChunk(chunk: RetrievedChunk, question: Question, terms: Term[], total: number, typed: Intent[]): Scored | null {
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
  // An FAQ answers whole; a list answers "what do you have?" whole; a block of short lines (an
  // address: street, postcode, town) is one fact.
  const lines = unit.text.split('\n');
  const shortBlock = lines.length > 1 && lines.length <= 4 && lines.every((line) => line.length <= 60 && !hasMoney(line));
  const wholes = isQuestionUnit || (question.intents.has('list') && segments.length > 1) ? [unit.text] : shortBlock ? [lines.join(', ')] : [];
  let runnerUp: { segment: string; score: number } | null = null;
  for (const segment of [...wholes, ...segments]) {
    // Every typed fact the question asks for must be in the answering sentence itself.
    const scope = `${segment}`;
    const namesSomeone = () => namesAPerson(segment) || NAME_HEADING.test(unit.heading.at(-1) ?? '');
    if (
      !typed.every((intent) =>
        intent === 'person' ? namesSomeone() : carries(intent, intent === 'shipping' || intent === 'returns' ? `${scope} ${heading} ${chunk.title}` : scope),
      )
    )
      continue;
    let dayBonus = 0;
    if (wantsDays) {
      const covered = daysCovered(`${segment} ${heading}`);
      // "Open on Sunday?" is answered by a line that covers Sunday, never by one that names no day.
      if (!question.days.every((day) => covered.has(day))) continue;
      dayBonus = 0.3;
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
    const intentWords = question.intents.size ? [...question.intents].flatMap((intent) => (EXPANSIONS[intent] ?? '').split(' ')).filter(Boolean) : [];
    const intentHits = intentWords.length ? wordsOf(`${segment} ${heading}`).filter((w) => intentWords.includes(w)).length : 0;
    const lengthPenalty = Math.max(0, segment.length - 240) / 2000;
    const listBonus = question.intents.has('list') && segment.includes('\n') ? 0.3 : 0;
    // A product named by the question answers its price, stock and "tell me about" better than a page that lists it.
    const named = terms.every((term, i) => term.soft || headHit[i] === 0.8 || matches(term, words, segment));
    const productBonus =
      chunk.sourceType === 'product' && named && headHit.some(Boolean) && [...question.intents].every((intent) => PRODUCT_INTENTS.has(intent)) ? 0.15 : 0;
    // Who-questions are answered by a line that names a person (a title, or under a heading that is a name).
    const personBonus = question.intents.has('person') && (namesAPerson(segment) || NAME_HEADING.test(unit.heading.at(-1) ?? '')) ? 0.2 : 0;
    // An FAQ whose own question says what the visitor said ("When will my order be delivered?") is the one they mean.
    const sameQuestion = isQuestionUnit && question.words.length ? question.words.filter((word) => found(word, askedWords)).length / question.words.length : 0;
    const score =
      0.6 * coverage +
      0.4 * share +
      0.2 * sameQuestion +
      dayBonus +
      Math.min(3, intentHits) * 0.05 +
      listBonus +
      productBonus +
      personBonus +
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

function urlPathWords(url: string): string[] {
  try {
    return wordsOf(decodeURIComponent(new URL(url, 'http://x').pathname).replace(/[/_.-]+/g, ' '));
  } catch {
    return [];
  }
}

const WHEN_BACK =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|expected|back in|back on|next delivery|restock|re-stock|arriv\w*|weeks?|days?)\b/i;

/** What the product's own page says about its stock, the line that says when it is back first ("expected in June"). */
function restockNote(notes: Scored[], url: string | null): Scored | undefined {
  const rank = (s: Scored) => (WHEN_BACK.test(s.segment) ? 2 : 0) + (url && s.chunk.url === url ? 1 : 0);
  return [...notes].sort((a, b) => rank(b) - rank(a))[0];
}

/** The most specific heading that names a matched word the segment itself does not: "Smoky Lapsang" for "Sold out — back in March." */
function labelFor(unit: Unit, segment: string, terms: Term[]): string | null {
  const words = wordsOf(segment);
  for (const heading of [...unit.heading].reverse()) {
    if (/[?？]$/.test(heading)) continue;
    const headWords = wordsOf(heading);
    if (terms.some((term) => matches(term, headWords, heading) && !matches(term, words, segment))) return heading;
  }
  return null;
}

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\n+/g, '; ');
  return /[.!?。！？]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

async function productRows(db: Db, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.organizationId, organizationId), inArray(products.id, ids)));
}

type ProductRow = typeof products.$inferSelect;

async function productAt(db: Db, organizationId: number, url: string): Promise<ProductRow | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.organizationId, organizationId), eq(products.url, url)))
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

function describeProductAnswer(row: ProductRow, question: Question, lang: PhraseLanguage, segment: string | null): string {
  const price = row.priceCents === null ? null : formatMoney(row.priceCents, row.currency, lang);
  const parts: string[] = [];
  if (question.intents.has('exists')) parts.push(fill(PHRASES.yesWeHave[lang], { name: row.name }));
  if (price && !question.intents.has('availability')) parts.push(fill(PHRASES.costs[lang], { name: row.name, price }));
  if (row.availability === 'out_of_stock') parts.push(PHRASES.outOfStock[lang]);
  else if (row.availability === 'preorder') parts.push(PHRASES.preorder[lang]);
  else if (row.availability === 'in_stock' && (question.intents.has('availability') || question.intents.has('exists'))) parts.push(PHRASES.inStock[lang]);
  if (question.intents.has('availability') && price) parts.push(fill(PHRASES.costs[lang], { name: row.name, price }));
  if (segment && !/^(Price|SKU|Availability):/.test(segment) && (question.intents.size === 0 || question.intents.has('exists'))) parts.push(sentence(segment));
  if (parts.length === 0) parts.push(`${row.name}.`);
  return parts.join(' ');
}

/** The business's phone and email, for the honest answer: from the knowledge, never made up. */
async function contactLine(db: Db, organizationId: number): Promise<string | null> {
  const found = await searchKnowledge(db, organizationId, 'phone telephone call email contact', 12);
  let phone: string | null = null;
  let email: string | null = null;
  for (const chunk of found) {
    const text = asUnit(chunk).text;
    phone ??= hasPhone(text) ? (/(?:\+|\(?\b0|\(\d)[\d\s()./-]{6,}\d|\b\d{3}[\s.-]\d{3}[\s.-]\d{4}\b/.exec(text)?.[0]?.trim() ?? null) : null;
    email ??= hasEmail(text) ? (/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0] ?? null) : null;
  }
  const parts = [phone, email].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

async function dontKnow(db: Db, organizationId: number, lang: PhraseLanguage): Promise<KnowledgeAnswer> {
  const contact = await contactLine(db, organizationId);
  const text = [PHRASES.dontKnow[lang], contact ? `${PHRASES.reachTeam[lang]} ${contact}.` : '', PHRASES.leaveEmail[lang]].filter(Boolean).join(' ');
  return { text, answered: false, used: [], language: lang };
}

async function cheapestOrPriciest(
  db: Db,
  organizationId: number,
  question: Question,
  terms: Term[],
  total: number,
  lang: PhraseLanguage,
): Promise<KnowledgeAnswer | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.organizationId, organizationId), isNotNull(products.priceCents)))
    .limit(2000);
  // A word on most of the knowledge (the business's own trade: "tea" at a tea shop) does not narrow the range.
  const narrowing = terms.filter((term) => term.chunks < Math.max(3, total * 0.3));
  const pathWords = (url: string | null) => (url ? urlPathWords(url) : []);
  const matchAll = (list: Term[], text: (row: ProductRow) => string, words: (row: ProductRow) => string[]) =>
    rows.filter((row) => list.every((term) => matches(term, words(row), text(row))));
  // The range asked about, narrowest first: by name, by the shop's own category in the address
  // ("/bikes/…"), then by description with the words every page uses set aside.
  const candidates = [
    terms.length
      ? matchAll(
          terms,
          (row) => row.name,
          (row) => wordsOf(row.name),
        )
      : [],
    terms.length
      ? matchAll(
          terms,
          (row) => `${row.name} ${row.url ?? ''}`,
          (row) => [...wordsOf(row.name), ...pathWords(row.url)],
        )
      : [],
    matchAll(
      narrowing,
      (row) => `${row.name} ${row.description}`,
      (row) => wordsOf(`${row.name} ${row.description}`),
    ),
  ];
  const pool = (candidates.find((list) => list.some((row) => row.availability !== 'out_of_stock')) ?? []).filter((row) => row.availability !== 'out_of_stock');
  if (pool.length === 0) return null;
  const pick = pool.reduce((a, b) => ((question.intents.has('cheapest') ? b.priceCents! < a.priceCents! : b.priceCents! > a.priceCents!) ? b : a));
  const phrase = question.intents.has('cheapest') ? PHRASES.cheapest[lang] : PHRASES.priciest[lang];
  const chunk: RetrievedChunk = { id: 0, sourceType: 'product', sourceId: pick.id, title: pick.name, content: pick.name, url: pick.url, rank: 1 };
  return { text: fill(phrase, { name: pick.name, price: formatMoney(pick.priceCents!, pick.currency, lang) }), answered: true, used: [chunk], language: lang };
}

export async function answerFromKnowledge({
  db,
  organizationId,
  question: asText,
  history,
  language,
  forceLanguage = false,
}: AnswerInput): Promise<KnowledgeAnswer> {
  const asked = readQuestion(asText);
  const lang = phraseLanguage(forceLanguage ? language : (asked.language ?? language));
  const { question, carried } = resolveFollowUp(asked, history);
  const { total, terms, missing: unmatched } = await weighTerms(db, organizationId, question, carried);
  // With embeddings, words the site never uses may still name what it has ("tents" for a shelter):
  // a close enough neighbour in meaning lets the answer go on, judged by the other words and the fact type.
  const byMeaning = unmatched.length > 0 && searchesByMeaning() ? await nearestByMeaning(db, organizationId, asText, 5) : [];
  const rescued = byMeaning[0] !== undefined && byMeaning[0].rank >= MEANING_RESCUE;
  const missing = rescued ? [] : unmatched;
  if (process.env.PARLEY_DEBUG_ANSWERS) console.error('[answer]', asText, { intents: [...question.intents], terms, missing, days: question.days });
  // A word the knowledge never mentions ("saddles", "PayPal") means the site does not say: no guess.
  if (missing.length > 0 || total === 0) return dontKnow(db, organizationId, lang);
  if (terms.length === 0 && question.intents.size === 0) return dontKnow(db, organizationId, lang);
  // "How much is it?" with nothing to say what "it" is (or only words the knowledge lacks, in
  // another script): a price, stock or duration of what? Business-wide facts need no subject.
  const aboutTheBusiness = ['hours', 'location', 'phone', 'email', 'contact', 'shipping', 'returns', 'cheapest', 'priciest', 'list'].some((intent) =>
    question.intents.has(intent as Intent),
  );
  if (
    terms.length === 0 &&
    !rescued &&
    !aboutTheBusiness &&
    (asked.terms.length > 0 ||
      asked.cjk.length > 0 ||
      carried.size > 0 ||
      ['price', 'availability', 'quantity', 'duration', 'person', 'exists'].some((intent) => question.intents.has(intent as Intent)))
  ) {
    return dontKnow(db, organizationId, lang);
  }

  if (question.intents.has('cheapest') || question.intents.has('priciest')) {
    const ranked = await cheapestOrPriciest(db, organizationId, question, terms, total, lang);
    if (ranked) return ranked;
  }
  const typed = PRIORITY.filter((intent) => question.intents.has(intent) && TYPED_INTENTS.includes(intent)).filter(
    (intent, _, all) => !(intent === 'contact' && (all.includes('phone') || all.includes('email'))),
  );
  // "Who teaches…" wants a person named; where no line names one, the words decide.
  if (question.intents.has('person')) typed.push('person');
  const dayWords = question.days.map((day) => ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][day]!);
  const searchWords = [
    ...dayWords,
    ...terms.flatMap((term) => [term.alts[0] && !term.chunks ? term.alts[0] : term.word, ...(term.chunks <= 1 ? term.alts : [])]),
    ...typed.flatMap((intent) => (EXPANSIONS[intent] ?? '').split(' ')),
  ];
  const found = await searchKnowledge(db, organizationId, [...new Set(searchWords)].join(' '), CANDIDATES);
  const candidates = [...found, ...byMeaning.filter((near) => !found.some((chunk) => chunk.id === near.id))];
  let scored = candidates.map((chunk) => scoreChunk(chunk, question, terms, total, typed)).filter((s): s is Scored => s !== null);
  scored.sort((a, b) => b.score - a.score);
  if (typed.includes('person') && !(scored[0] && scored[0].coverage >= 0.6)) {
    const withoutPerson = typed.filter((intent) => intent !== 'person');
    scored = candidates.map((chunk) => scoreChunk(chunk, question, terms, total, withoutPerson)).filter((s): s is Scored => s !== null);
    scored.sort((a, b) => b.score - a.score);
  }
  // "Where can I park?" asks where to do something, not for the business's address: without an
  // address that answers, the words decide.
  if (typed.includes('location') && terms.some((term) => !term.soft) && !(scored[0] && scored[0].coverage >= 0.6)) {
    const untyped = typed.filter((intent) => intent !== 'location' && intent !== 'person');
    const words = [...new Set(terms.flatMap((term) => [term.word, ...term.alts]))].join(' ');
    scored = (await searchKnowledge(db, organizationId, words, CANDIDATES))
      .map((chunk) => scoreChunk(chunk, question, terms, total, untyped))
      .filter((s): s is Scored => s !== null);
    scored.sort((a, b) => b.score - a.score);
  }
  if (process.env.PARLEY_DEBUG_ANSWERS)
    console.error(
      '[answer] candidates',
      candidates.length,
      scored
        .slice(0, 5)
        .map((s) => ({ segment: s.segment.slice(0, 90), heading: s.unit.heading.join(' › '), coverage: s.coverage.toFixed(2), score: s.score.toFixed(2) })),
    );
  const best = scored[0];
  const hardTerms = terms.filter((term) => !term.soft);
  const enough = hardTerms.length === 0 && terms.length === 0 ? 1 : 0.6;
  if (!best || best.coverage < enough) return dontKnow(db, organizationId, lang);

  // A page about one product answers as that product (its name, exact price and stock).
  // (Unless the sentence states its own price: "250 g pouch: £16.40" is the size asked about.)
  const ownPrice = question.intents.has('price') && hasMoney(best.segment);
  const productPage =
    best.chunk.sourceType === 'page' && best.chunk.url && !ownPrice && [...question.intents].every((intent) => PRODUCT_INTENTS.has(intent))
      ? await productAt(db, organizationId, best.chunk.url)
      : null;
  if (productPage) {
    return {
      text: describeProductAnswer(productPage, question, lang, best.segment),
      answered: true,
      used: [{ ...best.chunk, sourceType: 'product', sourceId: productPage.id, title: productPage.name }],
      language: lang,
    };
  }
  if (best.chunk.sourceType === 'product') {
    const [row] = await productRows(db, organizationId, [best.chunk.sourceId]);
    if (row) {
      // What the product's own page says about its stock ("back in March") follows the state.
      const aboutIt = (s: Scored) => (row.url !== null && s.chunk.url === row.url) || s.unit.heading.includes(row.name);
      const restock = question.intents.has('availability')
        ? restockNote(
            scored.filter((s) => s.chunk.sourceType !== 'product' && aboutIt(s) && carries('availability', s.segment)),
            row.url,
          )
        : undefined;
      const text = [describeProductAnswer(row, question, lang, best.segment), restock ? sentence(restock.segment) : ''].filter(Boolean).join(' ');
      return { text, answered: true, used: [best.chunk], language: lang };
    }
  }
  // Hours, places and numbers of several branches: say each, named by its heading.
  const branchy = typed.some((intent) => intent === 'hours' || intent === 'location' || intent === 'phone');
  const peers = branchy ? scored.filter((s) => s.score >= best.score - 0.05 && s.chunk.sourceType !== 'product').slice(0, 3) : [best];
  const distinct = peers.filter((s, i) => peers.findIndex((o) => o.segment === s.segment) === i);
  const labels = distinct.map((s) => branchLabel(s, distinct));
  if (distinct.length > 1 && labels.every(Boolean)) {
    return {
      text: distinct.map((s, i) => sentence(`${labels[i]}: ${s.segment}`)).join(' '),
      answered: true,
      used: distinct.map((s) => s.chunk),
      language: lang,
    };
  }
  // Two facts from different places that answer equally well are both said ("£3.50 to the UK", "free over £40").
  const second = scored.find(
    (s) =>
      s !== best &&
      s.chunk.id !== best.chunk.id &&
      s.coverage >= 0.99 &&
      best.coverage >= 0.99 &&
      s.score >= best.score - 0.02 &&
      typed.length > 0 &&
      s.segment !== best.segment &&
      !s.segment.includes(best.segment) &&
      !best.segment.includes(s.segment),
  );
  const text = second ? `${say(best, question)} ${say(second, question)}` : say(best, question);
  return { text, answered: true, used: second ? [best.chunk, second.chunk] : [best.chunk], language: lang };
}

/** The heading element that tells apart units answering alike (e.g. "Riverside" and "Old Town"). */
function branchLabel(scored: Scored, all: Scored[]): string | null {
  for (const heading of scored.unit.heading) {
    if (all.every((other) => other === scored || !other.unit.heading.includes(heading))) return heading;
  }
  return null;
}

function say(best: Scored, question: Question): string {
  const isFaq = best.chunk.sourceType === 'faq' || /[?？]$/.test(best.unit.heading.at(-1) ?? '');
  if (isFaq && best.segment === best.unit.text) {
    const sentences = splitSentences(best.unit.text);
    return sentences.slice(0, 3).join(' ');
  }
  if (question.intents.has('list') && best.segment.includes('\n')) return sentence(best.segment.split('\n').slice(0, 6).join('; '));
  const personLabel = question.intents.has('person') ? best.unit.heading.at(-1) : null;
  const label = best.label ?? (personLabel && !best.segment.includes(personLabel) ? personLabel : null);
  const main = sentence(label ? `${label}: ${best.segment}` : best.segment);
  if (!best.extra) return main;
  return best.extra.before ? `${sentence(best.extra.text)} ${main}` : `${main} ${sentence(best.extra.text)}`;
}
