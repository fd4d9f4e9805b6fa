import type { Db } from '../../../db/database';
import type { PhraseLanguage } from './phrases';
import type { RetrievedChunk } from '../index/knowledge-index';
import type { ProductRow } from './product-answers';
import type { Question } from './question';

/** What the answer engine says, and what it said it from. */
export interface KnowledgeAnswer {
  text: string;
  /** False when the knowledge held nothing for the question (analytics: unanswered questions). */
  answered: boolean;
  /** The chunks the answer came from, best first (product chunks give the widget its cards). */
  used: RetrievedChunk[];
  language: PhraseLanguage;
  /** The product rows the answer was made from: its cards are built from them, not read again. */
  products?: ProductRow[];
  /** The share of the question's own words the answering unit holds (0–1), where one unit answers: two asks in one message weigh it. */
  coverage?: number;
}

/** What the answer engine is asked: the question, in its conversation. */
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
  /** The organization's `knowledge_version`, read in this request: what is remembered of the knowledge at it is used. */
  knowledgeVersion?: number;
  /** The language of the message this part was split from: a part too short to tell ("Kostet die was?") is read in it. */
  readAs?: Question['language'];
}
