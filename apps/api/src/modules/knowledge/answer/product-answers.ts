/** Answers from the product table: a product's price and stock, the cheapest or dearest of a range. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { preparedOnce } from '../../../db/prepared';
import { products } from '../../../db/schema';
import { isProductFactLine } from '../products/product-repository';
import { fill, PHRASES, type PhraseLanguage } from './phrases';
import type { RetrievedChunk } from '../index/knowledge-index';
import type { KnowledgeAnswer } from './knowledge-answer';
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

export function describeProductAnswer(row: ProductRow, question: Question, lang: PhraseLanguage, segment: string | null): string {
  const price = row.priceCents === null ? null : formatMoney(row.priceCents, row.currency, lang);
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
