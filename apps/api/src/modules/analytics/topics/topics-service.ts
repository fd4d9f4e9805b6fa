import type { Topic, Topics } from '@parley/contract/schemas';
import type { Db } from '../../../db/database';
import { readQuestion } from '../../knowledge/answer/question';
import { foldRollups } from '../rollup-fold';
import { previousWindow, type AnalyticsWindow } from '../period';
import { createTermGrouper, productMatcher, type TopicGrouper } from './group-topics';
import { topicAnchors } from './topic-anchors';
import { askedQuestions, QUESTION_CAP, type AskedQuestion } from './topic-questions';

const TOPICS_SHOWN = 20;
const PRODUCTS_PER_TOPIC = 5;
const EXAMPLES_PER_TOPIC = 3;

interface Tally {
  topic: Omit<Topic, 'products' | 'examples' | 'unanswered_share'>;
  products: Map<number, { product_id: number; name: string; count: number }>;
  examples: string[];
}

/**
 * One organization's topics for a window, with the counts of the equally long window before it
 * grouped the same way (the trend). The caller's organization comes from its token.
 */
export async function buildTopics(db: Db, organizationId: number, window: AnalyticsWindow, grouper: TopicGrouper = createTermGrouper()): Promise<Topics> {
  await foldRollups(db);
  const previous = previousWindow(window);
  const [current, before, anchors] = await Promise.all([
    askedQuestions(db, organizationId, window.from, window.to),
    askedQuestions(db, organizationId, previous.from, previous.to),
    topicAnchors(db, organizationId),
  ]);
  const [currentTopics, beforeTopics] = await Promise.all([
    grouper.assign(
      current.map((q) => q.question),
      anchors,
    ),
    grouper.assign(
      before.map((q) => q.question),
      anchors,
    ),
  ]);
  const named = productMatcher(anchors.products);
  const tallies = new Map<string, Tally>();
  current.forEach((question: AskedQuestion, i) => {
    const assigned = currentTopics[i]!;
    let tally = tallies.get(assigned.key);
    if (!tally) {
      tally = { topic: { ...assigned, count: 0, previous_count: 0, unanswered: 0 }, products: new Map(), examples: [] };
      tallies.set(assigned.key, tally);
    }
    tally.topic.count += question.asked;
    tally.topic.unanswered += question.unanswered;
    tally.examples.push(question.question);
    const q = readQuestion(question.question);
    for (const product of named(new Set([...q.terms, ...q.cjk]))) {
      const seen = tally.products.get(product.id) ?? { product_id: product.id, name: product.name, count: 0 };
      seen.count += question.asked;
      tally.products.set(product.id, seen);
    }
  });
  before.forEach((question, i) => {
    const tally = tallies.get(beforeTopics[i]!.key);
    if (tally) tally.topic.previous_count += question.asked;
  });
  // Questions come most asked first, so each topic's examples are too.
  const topics = [...tallies.values()]
    .map(({ topic, products, examples }) => ({
      ...topic,
      unanswered_share: topic.count ? Math.round((topic.unanswered / topic.count) * 10_000) / 10_000 : 0,
      products: [...products.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, PRODUCTS_PER_TOPIC),
      examples: examples.slice(0, EXAMPLES_PER_TOPIC),
    }))
    // `other` last: it is what no topic took.
    .sort((a, b) => Number(a.kind === 'other') - Number(b.kind === 'other') || b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, TOPICS_SHOWN);
  return {
    period: { start: window.start, end: window.end, time_zone: window.timeZone },
    topics,
    coverage: { questions: current.length, question_cap: QUESTION_CAP, method: grouper.method },
  };
}
