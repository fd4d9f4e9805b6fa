/**
 * The offline responder's brain: reads what the question asks for, finds the one unit of the
 * business's knowledge that states it (checked by kind, not only by shared words), and says it in
 * a sentence or two with its source. When the knowledge does not hold the answer it says so, with
 * the business's phone and email when it knows them, and never guesses.
 */
import { PHRASES, phraseLanguage, type PhraseLanguage } from './phrases';
import { nearestByMeaning, searchesByMeaning, searchKnowledge } from '../index/knowledge-index';
import { asksByHowMuch, comparedSides, sayComparison } from './compare';
import { countAsked, sayTotal } from './times-count';
import { asksForNext, dateIn } from './dates';
import { pickedOfAlike } from './first-of-alike';
import { askedTime, openAt, openAtVerdict, openUntil, timedLine } from './opening-time';
import { closedOnAskedDay } from './closed-day';
import { closedDaysOfWeek, sayClosedDays } from './closed-weekdays';
import { priceQuestion } from './asks';
import { daySearchWords, daysToSearch } from './day-names';
import { dontKnow } from './dont-know';
import { carries, hasMoney, namesWayAsked, onlyWayToPay, TYPED_INTENTS } from './fact-types';
import { resolveFollowUp } from './follow-up';
import type { AnswerInput, KnowledgeAnswer } from './knowledge-answer';
import { cheapestOrPriciest, describeProductAnswer, pricesAlreadySaid, productAt, productRows, restockNote, saysWhenBack, shownPrice } from './product-answers';
import { namedTogether, sameWord } from './match';
import { answerParts, holdsTheWhole, splitAsks, wholeOrParts } from './multi-part';
import { fold, PLACE_INTENTS, readQuestion, wordsOf, type Intent, type Question } from './question';
import { latinPunctuation, sameLine } from './fold';
import { branchLabel, capitalised, hoursKey, onDays, sameHoursOnce, say, sentence } from './say';
import { PRODUCT_INTENTS, scoreChunk, type Scored } from './score-chunk';
import { answersRoleAsked } from './roles-asked';
import { asksForMissingThing, asksOwnSpendingOnMissing } from './asked-head';
import { expansionWords } from './fact-words';
import { searchForFacts } from './search-words';
import { matches, weighTerms, type Term } from './weigh-terms';
import { asksWhatOnlyTheSiteCanSay } from './price-change';
import { pricedOptionAsked } from './priced-option';

export type { AnswerInput, KnowledgeAnswer } from './knowledge-answer';

/** Which of the question's typed intents must be met, most specific first. */
export const PRIORITY: Intent[] = [
  'payment',
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

/** Cosine similarity above which the nearest chunk by meaning says the question's subject in other words (unrelated: 0.1–0.2; paraphrases: 0.4+). */
const MEANING_RESCUE = 0.35;

/** Chunks read closely per question: enough for the right one to be among them, few enough to stay fast. */
export const CANDIDATES = 24;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function answerFromKnowledge({
  db,
  organizationId,
  question,
  history,
  language,
  forceLanguage = false,
  knowledgeVersion,
  readAs,
}: AnswerInput): Promise<KnowledgeAnswer> {
  const asText = latinPunctuation(question);
  const asked = readQuestion(asText, readAs);
  const lang = phraseLanguage(forceLanguage ? language : (asked.language ?? language));
  // "Are you hiring? What do you pay per hour?", "Will prices go up next year?": no price of what is sold today answers.
  if (await asksWhatOnlyTheSiteCanSay(db, organizationId, asText)) return dontKnow(db, organizationId, lang);
  const sides = comparedSides(asText);
  if (sides) {
    const each = await Promise.all(
      sides.map((side) =>
        answerFromKnowledge({
          db,
          organizationId,
          question: priceQuestion(side, asked.language),
          history,
          language: lang,
          forceLanguage: true,
          knowledgeVersion,
        }),
      ),
    );
    const said = each.every((answer) => answer.answered) ? sayComparison(sides, [each[0]!.text, each[1]!.text], lang, asksByHowMuch(asText)) : null;
    if (said)
      return {
        text: said,
        answered: true,
        used: each.flatMap((answer) => answer.used),
        language: lang,
        products: each.flatMap((answer) => answer.products ?? []),
      };
  }
  const answer = await answerWhole({ db, organizationId, question: asText, history, language, forceLanguage, knowledgeVersion }, asked, lang);
  // "Somos 3 amigas … ¿cuánto pagaríamos en total?": the total where the price found is per person.
  const counted = asked.intents.has('price') ? countAsked(asText) : null;
  if (!counted) return answer;
  if (answer.answered) {
    const total = sayTotal(answer.text, counted, lang);
    return total ? { ...answer, text: total } : answer;
  }
  // The count and "in total" are no words of the site's: the price of one is asked without them.
  const perEach = await answerFromKnowledge({ db, organizationId, question: counted.rest, history, language: lang, forceLanguage: true, knowledgeVersion });
  if (!perEach.answered) return answer;
  const total = sayTotal(perEach.text, counted, lang);
  return total ? { ...perEach, text: total } : perEach;
}

/** A message with one or several asks. */
async function answerWhole(input: AnswerInput, asked: Question, lang: PhraseLanguage): Promise<KnowledgeAnswer> {
  const parts = splitAsks(input.question);
  if (parts) {
    // The whole first: both halves often name one thing ("Schneidet ihr Kinder und was kostet das?").
    const whole = await answerAsked(input, asked, lang);
    if (holdsTheWhole(whole)) return whole;
    const { db, organizationId, history, knowledgeVersion } = input;
    const readAs = asked.language;
    return wholeOrParts(
      whole,
      await answerParts(parts, { db, organizationId, history, language: lang, forceLanguage: true, knowledgeVersion, readAs }, answerFromKnowledge),
    );
  }
  return answerAsked(input, asked, lang);
}

/** One ask, answered from the knowledge (or honestly not). */
async function answerAsked(
  { db, organizationId, question: asText, history, knowledgeVersion }: AnswerInput,
  asked: Question,
  lang: PhraseLanguage,
): Promise<KnowledgeAnswer> {
  const { question, carried } = resolveFollowUp(asked, history);
  const { total, terms, missing: unmatched } = await weighTerms(db, organizationId, question, carried, knowledgeVersion);
  // With embeddings, a close enough neighbour in meaning ("tents" for a shelter) lets the answer go on, judged by the other words and the fact type.
  const byMeaning = unmatched.length > 0 && searchesByMeaning() ? await nearestByMeaning(db, organizationId, asText, 5) : [];
  const rescued = byMeaning[0] !== undefined && byMeaning[0].rank >= MEANING_RESCUE;
  const missing = rescued ? [] : unmatched;
  if (process.env.PARLEY_DEBUG_ANSWERS) console.error('[answer]', asText, { intents: [...question.intents], terms, missing, days: question.days, total });
  if (question.intents.has('payment')) {
    const said = await answerPayment(db, organizationId, question, terms, missing, total, lang, asked.language);
    if (said) return said;
  }
  // "Do you sell saddles?", "What is the alarm code?": a thing the knowledge never names is one the site does not say it has. No guess, ever,
  // for an existence question or what a thing is; and several missing words, or one with nothing else found, leave nothing to answer from.
  const hard = terms.filter((term) => !term.soft);
  // A fact about the place itself (its hours, address, phone) needs no subject: "when are your doors open?".
  const aboutThePlace = PLACE_INTENTS.some((intent) => question.intents.has(intent));
  const missingThing = (question.intents.size === 0 && asksForMissingThing(question.text, missing, terms)) || asksOwnSpendingOnMissing(question.text, missing);
  if (total === 0 || (missing.length > 0 && (missingThing || question.intents.has('exists') || missing.length > 1 || (hard.length === 0 && !aboutThePlace))))
    return dontKnow(db, organizationId, lang);
  // Elsewhere one word the knowledge lacks weighs against an answer instead of forbidding one: the
  // visitor's own word for a thing ("labrador" where the site says "dog") should not hide a unit that
  // states everything else asked. It counts as hard, as rare as the rarest word found.
  for (const word of missing) terms.push({ word, alts: [], chunks: Math.min(100, ...hard.map((term) => term.chunks)), soft: !hard.length });
  if (terms.length === 0 && question.intents.size === 0) return dontKnow(db, organizationId, lang);
  // "How much is it?" with nothing to say what "it" is (or only words the knowledge lacks): of what? Business-wide facts need no subject.
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
  // "Who teaches…" wants a person named; where no line names one (or one holds little of the ask and the words find a line that does), the words decide.
  if (question.intents.has('person')) typed.push('person');
  const dayWords = daySearchWords(daysToSearch(question.days, typed.includes('hours')), asked.language);
  const found = await searchForFacts(db, organizationId, { terms, dayWords, typed, language: asked.language, asked: question }, CANDIDATES);
  const candidates = [...found, ...byMeaning.filter((near) => !found.some((chunk) => chunk.id === near.id))];
  let scored = candidates.map((chunk) => scoreChunk(chunk, question, terms, total, typed)).filter((s): s is Scored => s !== null);
  scored.sort((a, b) => b.score - a.score);
  if (typed.includes('person') && !(scored[0] && scored[0].coverage >= 0.6)) {
    const withoutPerson = typed.filter((intent) => intent !== 'person');
    const byWords = candidates.map((chunk) => scoreChunk(chunk, question, terms, total, withoutPerson)).filter((s): s is Scored => s !== null);
    if (!(scored[0] && scored[0].coverage >= 0.4) || byWords.some((s) => s.coverage >= 0.6)) scored = byWords.sort((a, b) => b.score - a.score);
  }
  // "Where can I park?" asks where to do something, not for the business's address: without one that answers, the words decide.
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
  // "When is the next workshop?", "the smallest unit", "the cheapest plan": of the units that answer alike, the one asked.
  const { scored: reordered, byEnd } = pickedOfAlike(scored, asText, question);
  scored = reordered;
  // "Are you open as late as 18:30 any day?": of the hours units that answer as well, the line open then that stays open longest (no event's date).
  const anyDayAt = question.intents.has('hours') && question.days.length === 0 ? askedTime(asText) : null;
  if (scored[0] && anyDayAt !== null) {
    const open = scored
      .filter((s) => s.coverage >= scored[0]!.coverage - 0.01)
      .flatMap((s) => s.unit.text.split('\n').map((line) => ({ ...s, segment: line.trim(), extra: null })))
      .filter((s) => !dateIn(s.segment) && openAt(s.segment, anyDayAt))
      .sort((a, b) => openUntil(b.segment) - openUntil(a.segment))[0];
    if (open) scored = [open, ...scored];
  }
  // "the Deluxe hand-tied… what will it cost?": of the priced lines that answer as well, the one that
  // names more of what was asked (the size, the option) is the price asked for, not the product's "from".
  let namesTheOption = byEnd;
  const chosen = question.intents.has('price') && !byEnd ? pricedOptionAsked(scored, terms) : null;
  if (chosen) {
    scored = [chosen, ...scored.filter((s) => s !== chosen)];
    namesTheOption = true;
  }
  const best = scored[0];
  const hardTerms = terms.filter((term) => !term.soft);
  // A unit that carries the very kind of fact asked (a price, a time) needs a little less of the question's words than one that only
  // shares words: the visitor's own word for one thing ("class" where the site says "course") should not hide it. Existence questions,
  // and questions with a word the knowledge never uses ("the trailer licence" at a school without one), keep the strict rule.
  const typedFact = typed.some((intent) => intent !== 'person') && !question.intents.has('exists') && missing.length === 0;
  const someone = missing.length === 0 && best !== undefined && answersRoleAsked(question, best.segment, best.unit.heading);
  // "C'est quand la prochaine soirée dégustation ?": an event still to come whose words stand only in
  // its page's title (the tastings page lists the evenings by name and date) is the one asked about.
  const upcoming = best !== undefined && asksForNext(asText) && missing.length === 0 && (dateIn(best.segment)?.getTime() ?? 0) >= Date.now() - DAY_MS;
  const enough = hardTerms.length === 0 && terms.length === 0 ? 1 : upcoming || someone ? 0.4 : typedFact ? 0.5 : 0.6;
  const week = closedDaysOfWeek(candidates, question, terms, total, typed);
  if (week) return { text: `${sayClosedDays(week.closed, lang)} ${sentence(week.hours.unit.text)}`, answered: true, used: [week.hours.chunk], language: lang };
  const closedDay = !best || best.coverage < enough ? closedOnAskedDay(candidates, question, terms, total, typed, enough) : null;
  if (closedDay) return { text: `${PHRASES.closedThatDay[lang]} ${say(closedDay, question)}`, answered: true, used: [closedDay.chunk], language: lang };
  if (!best || best.coverage < enough) return dontKnow(db, organizationId, lang);
  // "Do you do home visits?" is not answered by a line about leaving home: what an existence
  // question asks about must be in the unit whole, the words that elsewhere ask for a kind of answer too.
  // A synonym may be a phrase ("gift card" for "voucher"): its words that the question does not
  // already name ("card") stand for the word, so "gift wrapping" does not name gift vouchers.
  const synonymsOf = (word: string) =>
    (terms.find((term) => term.word === word || sameWord(term.word, word))?.alts ?? [])
      .flatMap((alt) => fold(alt).split(/\s+/))
      .filter((part) => !question.object.some((named) => named === part || sameWord(named, part)));
  if (question.object.length && !namedTogether(question.object, wordsOf(`${best.chunk.title} ${best.unit.heading.join(' ')} ${best.unit.text}`), 6, synonymsOf))
    return dontKnow(db, organizationId, lang);

  // A page about one product answers as that product (its name, exact price and stock), unless the line states its own price ("250 g pouch: £16.40").
  const ownPrice = question.intents.has('price') && hasMoney(best.segment);
  // A product named, with a word the knowledge lacks ("how *heavy* is the Gravel?"): what is asked of it, which its description does not say.
  // (Looked up only then: the product page is read once more below on every other answer.)
  if (missing.length > 0 && !question.intents.has('price') && !question.intents.has('availability')) {
    const describesProduct =
      best.chunk.sourceType === 'product' ||
      (best.chunk.sourceType === 'page' && best.chunk.url !== null && (await productAt(db, organizationId, best.chunk.url)) !== null);
    if (describesProduct) return dontKnow(db, organizationId, lang);
  }
  const productPage =
    best.chunk.sourceType === 'page' && best.chunk.url && !ownPrice && [...question.intents].every((intent) => PRODUCT_INTENTS.has(intent))
      ? await productAt(db, organizationId, best.chunk.url)
      : null;
  if (productPage) {
    return {
      text: describeProductAnswer(productPage, question, lang, best.segment, await shownPrice(db, organizationId, productPage, scored, best.segment)),
      answered: true,
      used: [{ ...best.chunk, sourceType: 'product', sourceId: productPage.id, title: productPage.name }],
      language: lang,
      coverage: best.coverage,
      products: [productPage],
    };
  }
  // "Is the Gravel in stock?" found on a list of products ("Gravel 1.249 € Sold out"): the product's own row and page say more, so it answers.
  const named = (s: Scored) => s.chunk.sourceType === 'product' && best.segment.toLowerCase().includes(s.chunk.title.toLowerCase());
  const asProduct = best.chunk.sourceType === 'product' ? best : question.intents.has('availability') ? scored.find(named) : undefined;
  if (asProduct) {
    const [row] = await productRows(db, organizationId, [asProduct.chunk.sourceId]);
    if (row) {
      // What the product's own page says about its stock ("back in March") follows the state; elsewhere (an FAQ, a news line) only a sentence that names it and says when it is back.
      const name = row.name.toLowerCase();
      const aboutIt = (s: Scored) =>
        (row.url !== null && s.chunk.url === row.url) ||
        s.unit.heading.includes(row.name) ||
        (saysWhenBack(s.segment) && `${s.unit.heading.join(' ')} ${s.segment}`.toLowerCase().includes(name));
      const restock = question.intents.has('availability')
        ? restockNote(
            scored.filter((s) => s.chunk.sourceType !== 'product' && aboutIt(s) && carries('availability', s.segment)),
            row.url,
          )
        : undefined;
      const said = describeProductAnswer(row, question, lang, asProduct.segment, await shownPrice(db, organizationId, row, scored, asProduct.segment));
      const text = [said, restock ? sentence(restock.segment) : ''].filter(Boolean).join(' ');
      return { text, answered: true, used: [asProduct.chunk], language: lang, products: [row], coverage: best.coverage };
    }
  }
  // "Can I come on Wednesday at 7:30pm?": said against the day's hours, yes or no first, the hours in a page's words ("Le samedi de 9h30 à 13h").
  const at = question.intents.has('hours') && question.days.length === 1 ? askedTime(asText) : null;
  const timed = (at !== null && timedLine(scored, question.days[0])) || best;
  const verdict = at !== null ? openAtVerdict(timed.segment, at, lang, question.days[0]) : null;
  const told = verdict && (sameHoursOnce([timed], question, scored)[0] ?? timed);
  if (verdict && told)
    return { text: `${verdict} ${capitalised(say(told, question))}`, answered: true, used: [told.chunk], language: lang, coverage: best.coverage };
  // Hours, places and numbers of several branches: say each, named by its heading.
  const branchy = typed.some((intent) => intent === 'hours' || intent === 'location' || intent === 'phone');
  const near = branchy ? scored.filter((s) => s.score >= best.score - 0.05 && s.chunk.sourceType !== 'product').slice(0, 3) : [best];
  const peers = branchy ? sameHoursOnce(near, question, scored) : near;
  const kept = (s: Scored) => peers.some((p) => p.unit === s.unit && p.chunk.id === s.chunk.id);
  const distinct = peers.filter((s, i) => peers.findIndex((o) => sameLine(o.segment, s.segment)) === i);
  const labels = distinct.map((s) => branchLabel(s, distinct));
  if (distinct.length > 1 && labels.every(Boolean)) {
    return {
      text: distinct.map((s, i) => sentence(`${labels[i]}: ${onDays(s.segment, question)}`)).join(' '),
      answered: true,
      used: distinct.map((s) => s.chunk),
      language: lang,
      coverage: best.coverage,
    };
  }
  // Two facts from different places that answer equally well are both said ("£3.50 to the UK", "free over £40").
  const lead = kept(best) ? best : (peers[0] ?? best);
  const second = scored.find(
    (s) =>
      !namesTheOption &&
      s !== best &&
      (kept(s) || !near.includes(s)) &&
      s.chunk.id !== best.chunk.id &&
      s.coverage >= 0.99 &&
      best.coverage >= 0.99 &&
      s.score >= best.score - 0.02 &&
      typed.length > 0 &&
      s.segment !== best.segment &&
      !s.segment.includes(best.segment) &&
      !best.segment.includes(s.segment) &&
      !(s.chunk.sourceType === 'product' && pricesAlreadySaid(s.segment, lead.segment)),
  );
  const said = say(lead, question);
  const also = second ? say(second, question) : '';
  const saidHours = hoursKey(said, question);
  const text = also && also !== said && (!saidHours || hoursKey(also, question) !== saidHours) ? `${said} ${also}` : said;
  return { text, answered: true, used: text !== said && second ? [lead.chunk, second.chunk] : [lead.chunk], language: lang, coverage: best.coverage };
}

/**
 * "Can I pay cash?", "Kann ich bar bezahlen?": answered from the line that says how to pay. The way
 * asked about is named there: that line says it. It is not, but the line gives one way as the only
 * one ("card only", "nur Kartenzahlung"): the answer is no, with the line. Otherwise the site does
 * not say, and the ordinary answer (or an honest "I don't know") follows.
 */
async function answerPayment(
  db: AnswerInput['db'],
  organizationId: number,
  question: Question,
  terms: Term[],
  missing: string[],
  total: number,
  lang: PhraseLanguage,
  language: Question['language'],
): Promise<KnowledgeAnswer | null> {
  // The search ranks by its first words: the ways to pay first, so that a question about the day of a workshop still finds them.
  const words = [...expansionWords(['payment'], language), ...terms.flatMap((term) => [term.word, ...term.alts]), ...missing];
  const found = await searchKnowledge(db, organizationId, [...new Set(words)].join(' '), CANDIDATES);
  const asked = [...terms.filter((term) => !term.soft), ...missing.map((word) => ({ word, alts: [], chunks: 0, soft: false }))];
  const scored = found
    .map((chunk) => scoreChunk(chunk, question, terms, total, ['payment']))
    .filter((s): s is Scored => s !== null)
    .sort((a, b) => b.score - a.score);
  for (const best of scored) {
    const segmentWords = wordsOf(best.segment);
    // Every word asked is in the line; with none but the way to pay ("¿en efectivo el día del taller?"), the line that names it.
    const named = asked.every((term) => matches(term, segmentWords, best.segment)) && (asked.length > 0 || namesWayAsked(question.text, best.segment));
    if (named) return { text: say(best, question), answered: true, used: [best.chunk], language: lang };
    if (onlyWayToPay(best.segment)) return { text: `${PHRASES.no[lang]} ${sentence(best.segment)}`, answered: true, used: [best.chunk], language: lang };
  }
  return null;
}
