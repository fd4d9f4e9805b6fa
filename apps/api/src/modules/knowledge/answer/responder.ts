import type { Db } from '../../../db/database';
import type { agents } from '../../../db/schema';
import { answerFromKnowledge } from './find-answer';
import { latinDigits } from './fold';
import { applyRules, shapeAnswer } from './rules';
import type { KnowledgeAnswer } from './knowledge-answer';
import type { RetrievedChunk } from '../index/knowledge-index';
import { PHRASES, phraseLanguage } from './phrases';
import { smallTalk } from './small-talk';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ResponderInput {
  db: Db;
  organizationId: number;
  agent: typeof agents.$inferSelect;
  question: string;
  history: Turn[];
  rules: string[];
  language: string;
  /** The organization's knowledge_version, read with the widget key: lets the offline responder use what it remembers of the knowledge. */
  knowledgeVersion?: number;
  /** The business's tools (webhooks) the model may call; the retrieval responder has no use for them. */
  tools?: ToolHook;
  /**
   * Called once the knowledge is in hand, before generation starts. The caller starts its writes
   * here, so they overlap the model's thinking instead of queueing ahead of the search (PGlite is
   * one connection: whatever is issued first runs first).
   */
  retrieved?: () => void;
}

export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ToolHook {
  definitions: ToolDefinition[];
  /** Runs one call on the business's server; resolves to the text the model reads (never throws). */
  call(call: { id: string; name: string; arguments: Record<string, unknown> }): Promise<string>;
}

export interface Source {
  type: RetrievedChunk['sourceType'];
  id: number;
  title: string;
  url: string | null;
}

export interface ResponderOutput {
  sources: Source[];
  /** False when the knowledge held nothing for the question (analytics: unanswered questions). */
  answered: boolean;
  tokens: AsyncIterable<string>;
  /** Product rows the answer was made from (the offline responder's): the cards use them rather than read them again. */
  products?: KnowledgeAnswer['products'];
}

export interface Responder {
  readonly kind: 'retrieval' | 'llm';
  respond(input: ResponderInput): Promise<ResponderOutput>;
}

const CONTENT_WORD = /[\p{L}\p{N}]{3,}/gu;

/** A follow-up such as "how much is it?" is searched together with the question before it. */
export function retrievalQuery(question: string, history: Turn[]): string {
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  return (question.match(CONTENT_WORD)?.length ?? 0) <= 3 && previous ? `${previous.content} ${question}` : question;
}

export function toSources(results: RetrievedChunk[]): Source[] {
  const seen = new Set<string>();
  return results
    .filter((r) => !seen.has(`${r.sourceType}:${r.sourceId}`) && seen.add(`${r.sourceType}:${r.sourceId}`))
    .slice(0, 3)
    .map((r) => ({ type: r.sourceType, id: r.sourceId, title: r.title, url: r.url }));
}

/** Streams a finished text in word-sized pieces, so both responders look the same to the widget. */
// eslint-disable-next-line @typescript-eslint/require-await -- an async generator is the plainest AsyncIterable, the shape the model's stream has
async function* words(text: string): AsyncIterable<string> {
  for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
}

/** What the offline responder says to a question, rules applied (the widget's chat and the dashboard's "try it" box alike). */
export async function retrievalAnswer({
  db,
  organizationId,
  question,
  history,
  rules,
  language,
  knowledgeVersion,
}: Pick<ResponderInput, 'db' | 'organizationId' | 'question' | 'history' | 'rules' | 'language' | 'knowledgeVersion'>): Promise<{
  text: string;
  sources: Source[];
  answered: boolean;
  products?: KnowledgeAnswer['products'];
}> {
  const effect = applyRules(question, rules);
  if (effect.decline) return { text: PHRASES.decline[phraseLanguage(effect.language ?? language)], sources: [], answered: true };
  const found = await answerFromKnowledge({
    db,
    organizationId,
    question: latinDigits(question),
    history,
    language: effect.language ?? language,
    forceLanguage: effect.language !== null,
    knowledgeVersion,
  });
  const friendly = PHRASES.friendly[found.language];
  // A rule that speaks to the question ("offer SPRING10 when asked about discounts") answers it even where the site is silent.
  if (!found.answered)
    return effect.add.length ? { text: shapeAnswer('', effect, friendly), sources: [], answered: true } : { text: found.text, sources: [], answered: false };
  const text = shapeAnswer(found.text, effect, friendly);
  // Everything the knowledge had is what a rule forbids: decline rather than say it.
  return text
    ? { text, sources: toSources(found.used), answered: true, products: found.products }
    : { text: PHRASES.decline[found.language], sources: [], answered: true };
}

/**
 * The embedded default: answers from the fact in the knowledge that states what was asked (a
 * price, opening hours, an FAQ's answer…), follows the rules it can read, and says honestly when
 * it does not know (knowledge/answer/find-answer.ts).
 */
export function createRetrievalResponder(): Responder {
  return {
    kind: 'retrieval',
    async respond(input) {
      const chat = smallTalk(input.question);
      if (chat) {
        input.retrieved?.();
        return { sources: [], answered: true, tokens: words(PHRASES[chat][phraseLanguage(input.language)]) };
      }
      const answer = await retrievalAnswer(input);
      input.retrieved?.();
      return { sources: answer.sources, answered: answer.answered, tokens: words(answer.text), products: answer.products };
    },
  };
}
