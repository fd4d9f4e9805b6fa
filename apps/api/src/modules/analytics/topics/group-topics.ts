import type { TopicIntent } from '@parley/contract/schemas';
import { readQuestion, type Intent } from '../../knowledge/answer/question';
import type { TopicAnchors } from './topic-anchors';

/** Where a question belongs: a topic's key, kind and label (see TopicSchema). */
export interface TopicAssignment {
  key: string;
  kind: 'faq' | 'product' | 'page' | 'intent' | 'term' | 'other';
  label: string;
}

/**
 * What groups questions into topics. Offline (createTermGrouper) by the words they share with the
 * business's anchors; with a model configured, a grouper `by meaning` can be handed to
 * registerAnalyticsRoutes instead (for instance: embed the questions and anchors with the
 * configured embeddings endpoint and join each question to its nearest anchor above a cosine
 * threshold). It sees only the period's capped distinct questions, so its cost is bounded too.
 */
export interface TopicGrouper {
  method: 'terms' | 'meaning';
  assign(questions: string[], anchors: TopicAnchors): Promise<TopicAssignment[]>;
}

/** The reader's intents folded into the kinds a topic names (a cheapest-product question is about prices). */
const INTENT_TOPIC: Partial<Record<Intent, TopicIntent>> = {
  price: 'price',
  cheapest: 'price',
  priciest: 'price',
  availability: 'availability',
  hours: 'hours',
  location: 'location',
  phone: 'contact',
  email: 'contact',
  contact: 'contact',
  shipping: 'shipping',
  returns: 'returns',
  payment: 'payment',
  person: 'person',
};
const TOPIC_ORDER: TopicIntent[] = ['person', 'returns', 'shipping', 'payment', 'price', 'availability', 'hours', 'location', 'contact'];

/** The first kind of answer a question asks for, in a fixed order (a person first: that is what the visitor wants most). */
export function topicIntentOf(intents: Set<Intent>): TopicIntent | null {
  const kinds = new Set([...intents].map((i) => INTENT_TOPIC[i]).filter((k): k is TopicIntent => k !== undefined));
  return TOPIC_ORDER.find((k) => kinds.has(k)) ?? null;
}

interface Read {
  terms: Set<string>;
  intents: Set<Intent>;
}
const read = (text: string): Read => {
  const q = readQuestion(text);
  return { terms: new Set([...q.terms, ...q.cjk]), intents: q.intents };
};

/** Share of an anchor's weight a question holds: rare words (in few anchors) weigh most. */
function coverage(question: Set<string>, anchor: Read, weight: (term: string) => number): number {
  let total = 0;
  let held = 0;
  for (const term of anchor.terms) {
    total += weight(term);
    if (question.has(term)) held += weight(term);
  }
  return total ? held / total : 0;
}

/** Products a question names: one of the product's words no other product has, or all its words. */
export function productMatcher(products: TopicAnchors['products']) {
  const read = products.map((p) => ({ ...p, terms: [...new Set(readQuestion(p.name).terms)] }));
  const productsWith = new Map<string, number>();
  for (const p of read) for (const t of p.terms) productsWith.set(t, (productsWith.get(t) ?? 0) + 1);
  return (terms: Set<string>) =>
    read.filter(
      (p) => p.terms.length > 0 && (p.terms.every((t) => terms.has(t)) || p.terms.some((t) => t.length >= 3 && productsWith.get(t) === 1 && terms.has(t))),
    );
}

/** A question joins an anchor holding at least this share of the anchor's weight. */
const MIN_COVERAGE = 0.5;

/**
 * The offline grouping, in order: an FAQ the question shares most of its words with (or, for an
 * FAQ of no subject words, "What are your opening hours?", the same kind of answer); else the kind
 * of answer it asks for; else a product it names; else a page title it shares most words with;
 * else its subject word that other questions of the period share; else `other`.
 */
export function createTermGrouper(): TopicGrouper {
  return { method: 'terms', assign: (questions, anchors) => Promise.resolve(assignByTerms(questions, anchors)) };
}

function assignByTerms(questions: string[], anchors: TopicAnchors): TopicAssignment[] {
  const faqReads = anchors.faqs.map((f) => ({ ...f, read: read(f.question) }));
  const pageReads = anchors.pages.map((p) => ({ ...p, read: read(p.title) }));
  const anchorCount = new Map<string, number>();
  for (const { read: r } of [...faqReads, ...pageReads]) for (const t of r.terms) anchorCount.set(t, (anchorCount.get(t) ?? 0) + 1);
  const total = faqReads.length + pageReads.length;
  const weight = (term: string) => Math.log(1 + total / (anchorCount.get(term) ?? 1));
  // A word in most page titles is the site's own name, no subject.
  const generic = (term: string) => pageReads.length >= 4 && (anchorCount.get(term) ?? 0) > pageReads.length / 2;
  const named = productMatcher(anchors.products);

  const reads = questions.map(read);
  const questionsWith = new Map<string, number>();
  for (const r of reads) for (const t of r.terms) questionsWith.set(t, (questionsWith.get(t) ?? 0) + 1);

  return reads.map((q): TopicAssignment => {
    let best: { id: number; question: string; score: number } | null = null;
    for (const faq of faqReads) {
      const sameKind = [...faq.read.intents].some((i) => q.intents.has(i));
      const score = faq.read.terms.size ? coverage(q.terms, faq.read, weight) : sameKind ? MIN_COVERAGE : 0;
      if (score >= MIN_COVERAGE && (!best || score > best.score)) best = { id: faq.id, question: faq.question, score };
    }
    if (best) return { key: `faq:${best.id}`, kind: 'faq', label: best.question };
    const intent = topicIntentOf(q.intents);
    if (intent) return { key: `intent:${intent}`, kind: 'intent', label: intent };
    const [product] = named(q.terms);
    if (product) return { key: `product:${product.id}`, kind: 'product', label: product.name };
    const page = pageReads
      .map((p) => ({ p, score: coverage(q.terms, { ...p.read, terms: new Set([...p.read.terms].filter((t) => !generic(t))) }, weight) }))
      .filter(({ score }) => score >= MIN_COVERAGE)
      .sort((a, b) => b.score - a.score)[0];
    if (page) return { key: `page:${page.p.id}`, kind: 'page', label: page.p.title };
    const shared = [...q.terms]
      .filter((t) => (questionsWith.get(t) ?? 0) > 1)
      .sort((a, b) => questionsWith.get(b)! - questionsWith.get(a)! || a.localeCompare(b))[0];
    if (shared) return { key: `term:${shared}`, kind: 'term', label: shared };
    return { key: 'other', kind: 'other', label: '' };
  });
}
