import type { Db } from '../../../db/database';
import { retrievalQuery } from './responder';
import { searchKnowledge, type RetrievedChunk } from '../index/knowledge-index';
import { termStats } from '../index/term-stats';
import { TYPED_INTENTS } from './fact-types';
import { daySearchWords, daysToSearch } from './day-names';
import { CANDIDATES, PRIORITY } from './find-answer';
import { expansionWords } from './fact-words';
import { resolveFollowUp } from './follow-up';
import type { AnswerInput } from './knowledge-answer';
import { readQuestion } from './question';
import { scoreChunk, type Scored } from './score-chunk';
import { weighTerms } from './weigh-terms';

/**
 * The facts handed to a language model (LLM_BASE_URL): found as the offline answerer finds them —
 * the question's ask apart from its context, synonyms and corrected typos, the words that say a
 * fact of the asked kind is here, German as well as English — and ordered by how well each unit
 * answers, units carrying the asked kind of fact first. The plain search of the question's words
 * fills what is left, so nothing the model got before is lost. Context recall is printed by
 * scripts/bench-answers.ts.
 */
export async function knowledgeForModel(
  db: Db,
  organizationId: number,
  text: string,
  history: AnswerInput['history'],
  limit: number,
  knowledgeVersion?: number,
): Promise<RetrievedChunk[]> {
  const asked = readQuestion(text);
  const { question, carried } = resolveFollowUp(asked, history);
  const { total, terms, missing } = await weighTerms(db, organizationId, question, carried, knowledgeVersion);
  const typed = PRIORITY.filter((intent) => question.intents.has(intent) && TYPED_INTENTS.includes(intent));
  const days = daySearchWords(daysToSearch(question.days, typed.includes('hours')), asked.language);
  // Only the other words the knowledge says: the rest would blur the search ("day" is "Tag", "jour", "día"… on no English site).
  const said = await saidInKnowledge(
    db,
    organizationId,
    terms.flatMap((term) => term.alts),
    knowledgeVersion,
  );
  const words = [...days, ...terms.flatMap((term) => [term.word, ...term.alts.filter(said)]), ...missing, ...expansionWords(typed, asked.language)];
  const found = await searchKnowledge(db, organizationId, [...new Set(words)].join(' '), CANDIDATES);
  const rank = (chunk: RetrievedChunk, intents: typeof typed) => scoreChunk(chunk, question, terms, total, intents);
  // Units that carry the asked kind of fact, best first; then the others by their words alone.
  const typedFirst = found.map((chunk) => rank(chunk, typed)).filter((s): s is Scored => s !== null);
  typedFirst.sort((a, b) => b.score - a.score);
  // Read again by words alone only when the typed units leave room.
  const byWords = typedFirst.length >= limit || typed.length === 0 ? [] : found.map((chunk) => rank(chunk, [])).filter((s): s is Scored => s !== null);
  byWords.sort((a, b) => b.score - a.score);
  const out: RetrievedChunk[] = [];
  const seen = new Set<number>();
  const add = (chunks: RetrievedChunk[]) => {
    for (const chunk of chunks) {
      if (out.length >= limit) break;
      if (seen.has(chunk.id)) continue;
      seen.add(chunk.id);
      out.push(chunk);
    }
  };
  add([...typedFirst.map((s) => s.chunk), ...byWords.map((s) => s.chunk)]);
  // Room left (a question in words the site does not use): the plain search of what was typed fills it.
  if (out.length < limit) add(await searchKnowledge(db, organizationId, retrievalQuery(text, history), limit));
  return out;
}

/**
 * Which of the phrases the knowledge says, every word of them in some chunk (counted as the index
 * reads words, stemmed; a word it never keeps, "the", passes).
 */
async function saidInKnowledge(db: Db, organizationId: number, phrases: string[], knowledgeVersion?: number): Promise<(phrase: string) => boolean> {
  const wordsOf = (phrase: string) => phrase.split(/[\s-]+/).filter(Boolean);
  const words = [...new Set(phrases.flatMap(wordsOf))];
  if (!words.length) return () => true;
  const { stats } = await termStats(db, organizationId, words, [], knowledgeVersion);
  const chunks = new Map(stats.map((stat) => [stat.term, stat.chunks]));
  return (phrase) => wordsOf(phrase).every((word) => (chunks.get(word) ?? null) !== 0);
}
