import { and, eq, exists, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationResult, ConversationSummaryLine, TopicIntent } from '@parley/contract/schemas';
import { conversations, productEvents } from '../../db/schema';
import { readQuestion } from '../knowledge/answer/question';
import { topicIntentOf } from '../analytics/topics/group-topics';
import { shownOutcomeIs, type ShownOutcome } from './outcome';

/* What happened in a conversation, and its one-line summary (issue 36); see ConversationResultSchema. */

type ResultColumns = { handoffStatus: string | null; handoffRequestedAt: Date | null };

/** The strongest thing that happened: a lead, a person asked for, a product opened, then the shown outcome. */
export function conversationResult(row: ResultColumns, shown: ShownOutcome, clicked: boolean): ConversationResult {
  if (shown === 'lead') return 'lead';
  if (row.handoffStatus !== null || row.handoffRequestedAt !== null) return 'person_requested';
  if (clicked) return 'product_clicked';
  return shown;
}

/** The same order in SQL, for the list's `filter[result]`: each conversation matches exactly one result. */
export function resultIs(result: ConversationResult): SQL {
  const person = or(isNotNull(conversations.handoffStatus), isNotNull(conversations.handoffRequestedAt))!;
  const clicked = exists(
    sql`(SELECT 1 FROM ${productEvents} WHERE ${productEvents.conversationId} = ${conversations.id} AND ${productEvents.kind} = 'clicked')`,
  );
  const notLead = not(eq(conversations.outcome, 'lead'));
  switch (result) {
    case 'lead':
      return eq(conversations.outcome, 'lead');
    case 'person_requested':
      return and(notLead, person)!;
    case 'product_clicked':
      return and(notLead, not(person), clicked)!;
    default:
      return and(shownOutcomeIs(result), not(person), not(clicked))!;
  }
}

/** The kinds of answer as the English summary says them, with and without the product asked about. */
const ASKED: Record<TopicIntent, { about: string; of: (product: string) => string }> = {
  price: { about: 'Asked about prices', of: (p) => `Asked the price of ${p}` },
  availability: { about: 'Asked what is in stock', of: (p) => `Asked whether ${p} is in stock` },
  hours: { about: 'Asked the opening hours', of: () => 'Asked the opening hours' },
  location: { about: 'Asked where to find the business', of: () => 'Asked where to find the business' },
  contact: { about: 'Asked how to get in touch', of: () => 'Asked how to get in touch' },
  shipping: { about: 'Asked about shipping', of: (p) => `Asked about shipping for ${p}` },
  returns: { about: 'Asked about returns', of: (p) => `Asked about returning ${p}` },
  payment: { about: 'Asked how to pay', of: (p) => `Asked how to pay for ${p}` },
  person: { about: 'Asked for a person', of: () => 'Asked for a person' },
};

const RESULT_TEXT: Record<ConversationResult, string> = {
  lead: 'left a lead',
  person_requested: 'asked for a person',
  product_clicked: 'opened a product',
  unanswered: 'not answered',
  silent: 'said nothing',
  answered: 'answered',
};

/** A question quoted in a summary stays short: the list has one line for it. */
const QUOTE_MAX = 80;
const quoted = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return `“${line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line}”`;
};

/**
 * "Asked the price of Trailhead 40L; left a lead": the kind of answer the first question asked
 * for (read as the answerer reads questions) and the product the agent showed or the visitor
 * opened, or the question itself quoted; then what happened.
 */
export function summaryLine(firstQuestion: string | null, result: ConversationResult, product: string | null): ConversationSummaryLine {
  if (firstQuestion === null) return { text: result === 'silent' ? 'Said nothing' : `No question; ${RESULT_TEXT[result]}`, asked: null, product };
  const asked = topicIntentOf(readQuestion(firstQuestion).intents);
  const opening = asked ? (product ? ASKED[asked].of(product) : ASKED[asked].about) : product ? `Asked about ${product}` : `Asked ${quoted(firstQuestion)}`;
  // "Asked for a person; asked for a person" says it once.
  const text = asked === 'person' && result === 'person_requested' ? opening : `${opening}; ${RESULT_TEXT[result]}`;
  return { text, asked, product };
}
