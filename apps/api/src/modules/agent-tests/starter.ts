import type { AgentTestValues } from '@parley/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faqs, knowledgeChunks, products } from '../../db/schema';
import { decodeUnit } from '../knowledge/facts/unit';

/**
 * The starter suite: from what the agent was trained on, a question as a visitor would ask it for
 * each FAQ, product, opening-hours table, contact detail and policy, with the fact the answer must
 * hold (a price, a time, a phone number…). Offline and deterministic: no model writes them.
 */

const MONEY = /(?:[£$€¥]\s?\d[\d,]*(?:[.,]\d{2})?|\d[\d,]*[.,]\d{2}\s?(?:€|eur|usd|gbp))/i;
const TIME = /\b\d{1,2}(?::|\.)\d{2}\s?(?:am|pm)?\b|\b\d{1,2}\s?(?:am|pm)\b/i;
const PHONE = /(?:\+\d{1,3}[\s-]?)?(?:\(?\d{2,5}\)?[\s-]?){2,4}\d{2,4}/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const DAYS_COUNT = /\b\d{1,3}\s?(?:days?|weeks?)\b/i;
const WEEKDAY = /\b(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|weekdays?)\b/i;
const STREET = /\b\d{1,4}[a-z]?\s+(?:[A-Z][\w'-]+\s){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Place|Square|Way|Drive|Boulevard|Blvd)\b/;

const first = (pattern: RegExp, text: string) => text.match(pattern)?.[0].trim();

/** The facts an answer must repeat: amounts, times, phone numbers, emails, durations (at most two). */
export function keyFacts(text: string): string[] {
  const facts = [first(MONEY, text), first(EMAIL, text), first(TIME, text), first(DAYS_COUNT, text)].filter((f): f is string => Boolean(f));
  const phone = first(PHONE, text.replace(EMAIL, ' '));
  if (phone && phone.replace(/\D/g, '').length >= 7 && !facts.some((f) => f.includes(phone))) facts.push(phone);
  return [...new Set(facts.map((f) => f.replace(/^[£$€¥]\s?/, '')))].slice(0, 2);
}

/** A price as answers write it: "7.95", or "54" for a whole amount (which "£54.00" also holds). */
const priceText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const test = (question: string, mustContain: string[], extra: Partial<AgentTestValues> = {}): AgentTestValues => ({
  name: '',
  question,
  turns: [],
  must_contain: mustContain,
  must_not_contain: [],
  expect_dont_know: false,
  expect_person: false,
  rubric: null,
  ...extra,
});

/** Questions about the site's own words: hours, phone, email, address, returns, shipping. */
function fromPages(texts: string[]): AgentTestValues[] {
  const out: AgentTestValues[] = [];
  const find = (pattern: RegExp, also?: RegExp) => texts.find((t) => pattern.test(t) && (!also || also.test(t)));
  const hours = find(TIME, WEEKDAY);
  if (hours) out.push(test('When are you open?', [first(TIME, hours)!]));
  const phone = texts.map((t) => first(PHONE, t.replace(EMAIL, ' '))).find((p) => p && p.replace(/\D/g, '').length >= 9 && !TIME.test(p));
  if (phone) out.push(test('What is your phone number?', [phone]));
  const email = texts.map((t) => first(EMAIL, t)).find(Boolean);
  if (email) out.push(test('How can I email you?', [email]));
  const street = texts.map((t) => first(STREET, t)).find(Boolean);
  if (street) out.push(test('Where are you located?', [street]));
  const returns = find(/\b(?:return|refund)/i, DAYS_COUNT);
  if (returns) out.push(test('What is your return policy?', [first(DAYS_COUNT, returns)!]));
  // The rates themselves (a table's "Cost"), before a banner's free-delivery threshold.
  const shipping =
    texts.find((t) => /\b(?:shipping|delivery)\b/i.test(t) && /\b(?:costs?|rates?)\b/i.test(t) && MONEY.test(t)) ?? find(/\b(?:shipping|delivery)\b/i, MONEY);
  if (shipping) out.push(test('How much is shipping?', [first(MONEY, shipping)!.replace(/^[£$€¥]\s?/, '')]));
  return out;
}

/** Two tests every agent should pass whatever it knows: admitting what it does not know, and offering a person. */
const HONESTY = [
  test('Do you sell spare parts for tractors?', [], { expect_dont_know: true, name: 'Admits what it does not know' }),
  test('Can I talk to a person?', [], { expect_person: true, name: 'Offers a person' }),
];

export const MAX_STARTER_TESTS = 30;

/** The starter tests for an organization's knowledge as it is now, questions unique. */
export async function starterTests(db: Db, organizationId: number): Promise<AgentTestValues[]> {
  const [faqRows, productRows, chunkRows] = await Promise.all([
    db.select().from(faqs).where(eq(faqs.organizationId, organizationId)).orderBy(asc(faqs.id)).limit(12),
    db.select().from(products).where(eq(products.organizationId, organizationId)).orderBy(asc(products.id)).limit(10),
    db
      .select({ content: knowledgeChunks.content })
      .from(knowledgeChunks)
      .where(and(eq(knowledgeChunks.organizationId, organizationId), inArray(knowledgeChunks.sourceType, ['page', 'document'])))
      .orderBy(asc(knowledgeChunks.id))
      .limit(2000),
  ]);
  const all = [
    ...faqRows.map((faq) => test(faq.question, keyFacts(faq.answer))),
    ...productRows.filter((p) => p.priceCents !== null).map((p) => test(`How much is ${p.name}?`, [priceText(p.priceCents!)])),
    ...fromPages(chunkRows.map((row) => decodeUnit(row.content).text)),
    ...HONESTY,
  ];
  const seen = new Set<string>();
  return all.filter((t) => !seen.has(t.question.toLowerCase()) && seen.add(t.question.toLowerCase())).slice(0, MAX_STARTER_TESTS);
}
