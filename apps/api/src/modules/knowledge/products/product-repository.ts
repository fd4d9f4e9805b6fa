import type { Product } from '@parley/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { selectPage } from '../../../db/select-page';
import { products } from '../../../db/schema';
import { indexedRows } from '../index/indexed-rows';
import { containing } from '../search';

type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;

export const toProductDto = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  currency: row.currency,
  sku: row.sku,
  url: row.url,
  image_url: row.imageUrl,
  availability: row.availability,
  source: row.source,
});

/**
 * A product's stock as the index says it: words a visitor may be read out, never the stored code
 * ("out_of_stock") or a label ("Availability: …"); an unknown stock says nothing.
 */
export const STOCK_IN_WORDS = { in_stock: 'In stock.', out_of_stock: 'Sold out at the moment.', preorder: 'Available to pre-order.' } as const;

/** A line of a product's description that holds a structured fact the answer already says in its own words. */
export const isProductFactLine = (segment: string) =>
  /^(Price|SKU):/.test(segment) || Object.values(STOCK_IN_WORDS).some((words) => segment === words || `${segment}.` === words);

/** How a product reads to the search index (and so to the agent). */
export function describeProduct(row: Pick<ProductRow, 'name' | 'description' | 'priceCents' | 'currency' | 'sku' | 'availability'>): string {
  const price = row.priceCents === null ? null : `${(row.priceCents / 100).toFixed(2)} ${row.currency ?? ''}`.trim();
  return [
    row.name,
    row.description,
    price ? `Price: ${price}` : null,
    row.sku ? `SKU: ${row.sku}` : null,
    row.availability !== 'unknown' ? STOCK_IN_WORDS[row.availability] : null,
  ]
    .filter(Boolean)
    .join('\n');
}

export function createProductRepository(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(products.organizationId, organizationId), eq(products.id, id));
  const indexed = indexedRows(db, 'product', {
    notFound: 'Product not found',
    describe: (row: ProductRow) => ({ title: row.name, content: describeProduct(row), url: row.url }),
    toDto: toProductDto,
  });
  return {
    async list(organizationId: number, { q, page, perPage }: { q?: string; page: number; perPage: number }) {
      const where = and(eq(products.organizationId, organizationId), containing(q, products.name, products.sku, products.description));
      const { rows, total } = await selectPage(db, products, { where, orderBy: [asc(products.name), asc(products.id)], page, perPage });
      return { data: rows.map(toProductDto), meta: { page, per_page: perPage, total } };
    },
    async create(organizationId: number, values: ProductValues) {
      const created = await db
        .insert(products)
        .values({ organizationId, ...values })
        .returning();
      return indexed.written(created);
    },
    async update(organizationId: number, id: number, values: ProductValues) {
      const changes = { ...values, updatedAt: new Date() };
      return indexed.written(await db.update(products).set(changes).where(scoped(organizationId, id)).returning());
    },
    async remove(organizationId: number, id: number) {
      await indexed.removed(organizationId, id, await db.delete(products).where(scoped(organizationId, id)).returning({ id: products.id }));
    },
    /**
     * Imports (CSV, Shopify, scrape): a product with a known SKU, or else a known URL or name,
     * is updated in place; the rest are added. Returns counts.
     */
    async upsertMany(organizationId: number, items: ProductValues[]) {
      const existing = await db.select().from(products).where(eq(products.organizationId, organizationId));
      const keyOf = (p: { sku?: string | null; url?: string | null; name: string }) =>
        p.sku ? `sku:${p.sku.toLowerCase()}` : p.url ? `url:${p.url}` : `name:${p.name.toLowerCase()}`;
      const known = new Map(existing.map((row) => [keyOf(row), row]));
      let created = 0;
      let updated = 0;
      for (const item of items) {
        const match = known.get(keyOf(item));
        const [row] = match
          ? await db
              .update(products)
              .set({ ...item, updatedAt: new Date() })
              .where(eq(products.id, match.id))
              .returning()
          : await db
              .insert(products)
              .values({ organizationId, ...item })
              .returning();
        await indexed.index(row!);
        known.set(keyOf(row!), row!);
        if (match) updated += 1;
        else created += 1;
      }
      return { created, updated };
    },
  };
}
