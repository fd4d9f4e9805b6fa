import type { ConversationSummary } from '@parley/api-client';
import { TOPIC_INTENTS, type Topic, type TopicIntent } from '@parley/api-client/schemas';
import type { TFunction } from 'i18next';
import type { Result } from './listing';

/* A conversation's summary line and a topic's name in the owner's language, from the API's parts (its `text` is English). */

/**
 * Each kind of question in words: as a noun inside a sentence ("Asked about opening hours") and
 * as a topic's name ("Opening hours"). One table, so a kind cannot be named in one place only.
 */
function intentWords(t: TFunction, intent: TopicIntent): { subject: string; name: string } {
  const words: Record<TopicIntent, [string, string]> = {
    price: [t('insights.summary.subject.price'), t('insights.topics.intent.price')],
    availability: [t('insights.summary.subject.availability'), t('insights.topics.intent.availability')],
    hours: [t('insights.summary.subject.hours'), t('insights.topics.intent.hours')],
    location: [t('insights.summary.subject.location'), t('insights.topics.intent.location')],
    contact: [t('insights.summary.subject.contact'), t('insights.topics.intent.contact')],
    shipping: [t('insights.summary.subject.shipping'), t('insights.topics.intent.shipping')],
    returns: [t('insights.summary.subject.returns'), t('insights.topics.intent.returns')],
    payment: [t('insights.summary.subject.payment'), t('insights.topics.intent.payment')],
    person: [t('insights.summary.subject.person'), t('insights.topics.intent.person')],
  };
  const [subject, name] = words[intent];
  return { subject, name };
}
const subject = (t: TFunction, intent: TopicIntent) => intentWords(t, intent).subject;

function resultPhrase(t: TFunction, result: Result): string {
  const phrases: Record<Result, string> = {
    answered: t('insights.summary.result.answered'),
    unanswered: t('insights.summary.result.unanswered'),
    lead: t('insights.summary.result.lead'),
    silent: t('insights.summary.result.silent'),
    person_requested: t('insights.summary.result.person_requested'),
    product_clicked: t('insights.summary.result.product_clicked'),
  };
  return phrases[result];
}

/** A question quoted in the line stays short: the list gives it one line. */
const QUOTE_MAX = 80;
const shortened = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line;
};

/** "Asked about prices (Trailhead 40L); left a lead", in the dashboard's language. */
export function summaryText(t: TFunction, row: Pick<ConversationSummary, 'first_question' | 'result' | 'summary'>): string {
  if (row.first_question === null) return row.result === 'silent' ? t('insights.summary.silent') : t('insights.summary.noQuestion');
  const { asked, product } = row.summary;
  const opening = asked
    ? product
      ? t('insights.summary.aboutProduct', { subject: subject(t, asked), product })
      : t('insights.summary.about', { subject: subject(t, asked) })
    : product
      ? t('insights.summary.productOnly', { product })
      : t('insights.summary.quoted', { question: shortened(row.first_question) });
  return t('insights.summary.line', { asked: opening, result: resultPhrase(t, row.result) });
}

/** A topic's name: the business's own words, or the kind of question, or "Other questions". */
export function topicName(t: TFunction, topic: Pick<Topic, 'kind' | 'label'>): string {
  if (topic.kind === 'other') return t('insights.topics.other');
  if (topic.kind !== 'intent') return topic.label;
  const intent = TOPIC_INTENTS.find((candidate) => candidate === topic.label);
  return intent ? intentWords(t, intent).name : topic.label;
}
