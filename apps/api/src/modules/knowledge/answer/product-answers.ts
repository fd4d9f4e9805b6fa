/** Answers from the product table: a product's price and stock, the cheapest or dearest of a range. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { preparedOnce } from '../../../db/prepared';
import { knowledgeChunks, products } from '../../../db/schema';
import { isProductFactLine } from '../products/product-repository';
import { fill, PHRASES, type PhraseLanguage } from './phrases';
import type { RetrievedChunk } from '../index/knowledge-index';
import type { KnowledgeAnswer } from './knowledge-answer';
import { amountOf } from './compare';
import { EVERY_AMOUNT } from './fact-types';
import { latinDigits } from './fold';
import { formatMoney } from './money';
import { wordsOf, type Question } from './question';
import { sentence } from './say';
import { urlPathWords, type Scored } from './score-chunk';
import { matches, type Term } from './weigh-terms';

/** Prepared: a product answer reads its rows on every question about a product. */
const productsByIds = (db: Db) =>
  preparedOnce(db, 'products_by_ids', (db) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.organizationId, sql.placeholder('organizationId')), sql`${products.id} = ANY(${sql.placeholder('ids')}::integer[])`))
      .prepare('products_by_ids'),
  );

export async function productRows(db: Db, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return productsByIds(db).execute({ organizationId, ids });
}

export type ProductRow = typeof products.$inferSelect;

export async function productAt(db: Db, organizationId: number, url: string): Promise<ProductRow | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.organizationId, organizationId), eq(products.url, url)))
    .limit(2);
  return rows.length === 1 ? rows[0]! : null;
}

/**
 * The price as the site writes it ("1 249 Kč", "¥4,400", "12,90 €"), found on the product's own
 * page or the line that names it: a visitor compares it with what they see, whatever language they
 * ask in. A range ("€10–20") is no price of one product.
 */
export function priceAsShown(row: ProductRow, texts: string[]): string | null {
  if (row.priceCents === null) return null;
  for (const text of texts)
    for (const match of text.matchAll(EVERY_AMOUNT)) {
      const range = /\d\s?(?:-|–|to)\s?\D?\d/.test(match[0]) || /\d\s?[-–]\s?$/.test(text.slice(Math.max(0, match.index - 4), match.index));
      const amount = range || !sameCurrency(match[0], row.currency) ? null : amountOf(match[0]);
      if (amount !== null && Math.round(amount * 100) === row.priceCents) return match[0].trim();
    }
  return null;
}

/** The currencies a sign may stand for ("$" for any dollar, "¥" for yen and yuan). */
const SIGNS: [RegExp, RegExp][] = [
  [/€/, /^EUR$/],
  [/£/, /^GBP$/],
  [/₪|ש"ח/, /^ILS$/],
  [/Kč/i, /^CZK$/],
  [/zł/i, /^PLN$/],
  [/د\.إ/, /^AED$/],
  [/ر\.س/, /^SAR$/],
  [/₹/, /^INR$/],
  [/₩/, /^KRW$/],
  [/円/, /^JPY$/],
  [/¥|元/, /^(?:JPY|CNY)$/],
  [/\$/, /^(?:USD|AUD|CAD|NZD|HKD|SGD|TWD|MXN|BRL|ARS|CLP|COP)$/],
];
/** Whether the amount as written can be in the product's currency: a code or sign naming another is not. */
const sameCurrency = (money: string, currency: string | null) => {
  if (!currency) return true;
  const code = /\b[A-Z]{3}\b/.exec(money)?.[0];
  if (code) return code === currency.toUpperCase();
  const sign = SIGNS.find(([mark]) => mark.test(money));
  return !sign || sign[1].test(currency.toUpperCase());
};

/**
 * The path a product's address names, for finding its page: a catalogue's microdata may name the
 * shop's canonical host ("https://www.shop.example/p/…") where the page was crawled from another
 * ("https://shop.example/p/…"). Null for a site's root, which names no one product.
 */
function productPath(url: string): string | null {
  try {
    const path = new URL(url).pathname.replace(/\/+$/, '');
    return path ? path : null;
  } catch {
    return null;
  }
}

/** The product's own page: where its price is written as the site writes it. */
const pageOfProduct = (db: Db) =>
  preparedOnce(db, 'page_of_product', (db) =>
    db
      .select({ content: knowledgeChunks.content, url: knowledgeChunks.url })
      .from(knowledgeChunks)
      .where(
        and(
          eq(knowledgeChunks.organizationId, sql.placeholder('organizationId')),
          eq(knowledgeChunks.sourceType, 'page'),
          sql`(${knowledgeChunks.url} LIKE ${sql.placeholder('path')} OR ${knowledgeChunks.url} LIKE ${sql.placeholder('folder')})`,
        ),
      )
      .limit(40)
      .prepare('page_of_product'),
  );

/**
 * The product's price as the site shows it: in the units already found for the question (its page,
 * the line that named it), else on its page; null where the site shows no such amount (a product
 * typed in by hand, a feed's price).
 */
export async function shownPrice(db: Db, organizationId: number, row: ProductRow, scored: Scored[], segment: string | null): Promise<string | null> {
  const path = row.url === null ? null : productPath(row.url);
  const onPage = (url: string | null) => path !== null && url !== null && productPath(url) === path;
  if (row.priceCents === null) return null;
  const found = scored.filter((s) => s.chunk.sourceType !== 'product' && onPage(s.chunk.url)).map((s) => s.chunk.content);
  const line = segment && !isProductFactLine(segment) ? [segment] : [];
  const shown = priceAsShown(row, [...found, ...line]);
  if (shown || path === null) return shown;
  // The path at the end of the address, with or without its closing slash: a longer sibling ("/p/123") is no match.
  const escaped = `%${path.replace(/[\\%_]/g, '\\$&')}`;
  const page = await pageOfProduct(db).execute({ organizationId, path: escaped, folder: `${escaped}/` });
  return priceAsShown(
    row,
    page.filter((unit) => onPage(unit.url)).map((unit) => unit.content),
  );
}

/** What a product answer says: its name, price (as the site shows it, where it does) and stock. */
export function describeProductAnswer(row: ProductRow, question: Question, lang: PhraseLanguage, segment: string | null, shown: string | null = null): string {
  const price = row.priceCents === null ? null : (shown ?? formatMoney(row.priceCents, row.currency, lang));
  const parts: string[] = [];
  if (question.intents.has('exists')) parts.push(fill(PHRASES.yesWeHave[lang], { name: row.name }));
  if (price && !question.intents.has('availability')) parts.push(fill(PHRASES.costs[lang], { name: row.name, price }));
  if (row.availability === 'out_of_stock') parts.push(PHRASES.outOfStock[lang]);
  else if (row.availability === 'preorder') parts.push(PHRASES.preorder[lang]);
  else if (row.availability === 'in_stock' && (question.intents.has('availability') || question.intents.has('exists'))) parts.push(PHRASES.inStock[lang]);
  if (question.intents.has('availability') && price) parts.push(fill(PHRASES.costs[lang], { name: row.name, price }));
  if (segment && !isProductFactLine(segment) && (question.intents.size === 0 || question.intents.has('exists'))) parts.push(sentence(segment));
  if (parts.length === 0) parts.push(`${row.name}.`);
  return parts.join(' ');
}

const WHEN_BACK =
  /\b(january|february|march|april|may|june|july|august|september|october|november|december|expected|back in|back on|next delivery|restock|re-stock|arriv\w*|weeks?|days?)\b/i;

export const saysWhenBack = (text: string) => WHEN_BACK.test(text);

/** What the product's own page says about its stock, the line that says when it is back first ("expected in June"). */
export function restockNote(notes: Scored[], url: string | null): Scored | undefined {
  const rank = (s: Scored) => (saysWhenBack(s.segment) ? 2 : 0) + (url && s.chunk.url === url ? 1 : 0);
  return [...notes].sort((a, b) => rank(b) - rank(a))[0];
}

export async function cheapestOrPriciest(
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
  return {
    text: fill(phrase, { name: pick.name, price: formatMoney(pick.priceCents!, pick.currency, lang) }),
    answered: true,
    used: [chunk],
    language: lang,
    products: [pick],
  };
}

/**
 * Whether a product's price line ("Price: 450.00 SAR") only repeats what the answer's first line
 * already says in the page's words ("450 ر.س"): said again, it is the index's English label and format.
 * Only amounts said as money count ("Open 5 days a week" says no price of 5).
 */
export function pricesAlreadySaid(productSegment: string, said: string): boolean {
  if (!/^Price:/.test(productSegment)) return false;
  const amounts = (text: string) =>
    [...latinDigits(text).matchAll(EVERY_AMOUNT)].map((match) => amountOf(match[0])).filter((amount): amount is number => amount !== null);
  const prices = amounts(productSegment);
  const saidAmounts = amounts(said);
  return prices.length > 0 && prices.every((price) => saidAmounts.includes(price));
}
