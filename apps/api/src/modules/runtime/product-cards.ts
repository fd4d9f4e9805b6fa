import { MAX_PRODUCT_CARDS, type ProductCard } from '@parley/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { products } from '../../db/schema';
import type { Source } from '../knowledge/answer/responder';

const digitsCache = new Map<string, number>();

/** How many minor digits a currency has (USD 2, JPY 0, KWD 3); 2 when unknown or absent. */
export function minorDigits(currency: string | null): number {
  if (!currency) return 2;
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2; // Not a currency code Intl knows.
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * The exact price as a decimal string, from the catalogue's integer `price_cents` (hundredths of
 * the major unit, whatever the currency: every import path stores `price × 100`), shown with the
 * currency's own minor digits: 795 USD → "7.95", 120000 JPY → "1200", 1234 KWD → "12.340".
 * Integer arithmetic only, and only zeros are ever dropped (120050 JPY → "1200.5"), so no digit
 * of the price is lost or invented.
 */
export function priceString(priceCents: number | null, currency: string | null): string | null {
  if (priceCents === null || !Number.isSafeInteger(priceCents) || priceCents < 0) return null;
  const whole = String(Math.trunc(priceCents / 100));
  let fraction = String(priceCents % 100).padStart(2, '0');
  const digits = minorDigits(currency);
  if (digits > fraction.length) fraction = fraction.padEnd(digits, '0');
  while (fraction.length > digits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A source as an answer carries it (stored messages type it loosely). */
type SourceRef = { type: Source['type'] | (string & {}); id: number };
type SourceList = readonly SourceRef[] | null | undefined;

/** The product ids a card list shows for these sources: products only, first mention, at most three. */
const cardIds = (sources: SourceList) => [...new Set((sources ?? []).filter((s) => s.type === 'product').map((s) => s.id))].slice(0, MAX_PRODUCT_CARDS);

/** Read for every answer with products (scripts/bench-concurrency.ts): prepared, the ids as one array. */
const cardsQuery = (db: Db) =>
  preparedOnce(db, 'product_cards', (db) =>
    db
      .select({
        id: products.id,
        name: products.name,
        priceCents: products.priceCents,
        currency: products.currency,
        availability: products.availability,
        imageUrl: products.imageUrl,
        url: products.url,
      })
      .from(products)
      .where(and(eq(products.organizationId, sql.placeholder('organizationId')), sql`${products.id} = ANY(${sql.placeholder('ids')}::integer[])`))
      .prepare('product_cards'),
  );

/** What a card shows of a product row. */
type CardRow = Pick<typeof products.$inferSelect, 'id' | 'name' | 'priceCents' | 'currency' | 'availability' | 'imageUrl' | 'url'>;
/** A row given to `productCards`, with its organization, which the cards check like the query does. */
type KnownRow = CardRow & Pick<typeof products.$inferSelect, 'organizationId'>;

const toCard = (row: CardRow): ProductCard => ({
  id: row.id,
  name: row.name,
  price: priceString(row.priceCents, row.currency),
  currency: row.currency,
  availability: row.availability,
  imageUrl: row.imageUrl,
  url: row.url,
});

async function loadCards(db: Db, organizationId: number, ids: number[]): Promise<Map<number, ProductCard>> {
  if (ids.length === 0) return new Map();
  const rows = await cardsQuery(db).execute({ organizationId, ids });
  return new Map(rows.map((row) => [row.id, toCard(row)]));
}

/**
 * The cards for an answer's product sources: only the organization's own products that still
 * exist (a source can outlive a deleted product), in the order the sources name them, at most three.
 * `known`: product rows of the organization the answer was made from, read in this request; when
 * they are every card's, no query is made (one statement fewer on a question about a product).
 */
export async function productCards(db: Db, organizationId: number, sources: SourceList, known: readonly KnownRow[] = []): Promise<ProductCard[]> {
  const rows = cardIds(sources).map((id) => known.find((row) => row.id === id && row.organizationId === organizationId));
  if (rows.every((row) => row !== undefined)) return rows.map(toCard);
  return (await productCardsByMessage(db, organizationId, [sources]))[0]!;
}

/** Cards for several stored answers at once (a conversation's history): one query, not one per message. */
export async function productCardsByMessage(db: Db, organizationId: number, sourceLists: readonly SourceList[]): Promise<ProductCard[][]> {
  const idLists = sourceLists.map(cardIds);
  const cards = await loadCards(db, organizationId, [...new Set(idLists.flat())]);
  return idLists.map((ids) => ids.flatMap((id) => cards.get(id) ?? []));
}
