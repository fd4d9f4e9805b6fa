import type { Product } from '@parley/api-client/schemas';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { selectPage } from '../../../db/select-page';
import { products } from '../../../db/schema';
import { AppError } from '../../../errors';
import { indexSource, removeSource } from '../index/knowledge-index';

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

/** How a product reads to the search index (and so to the agent). */
export function describeProduct(row: Pick<ProductRow, 'name' | 'description' | 'priceCents' | 'currency' | 'sku' | 'availability'>): string {
  const price = row.priceCents === null ? null : `${(row.priceCents / 100).toFixed(2)} ${row.currency ?? ''}`.trim();
  return [
    row.name,
    row.description,
    price ? `Price: ${price}` : null,
    row.sku ? `SKU: ${row.sku}` : null,
    row.availability !== 'unknown' ? `Availability: ${row.availability.replaceAll('_', ' ')}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

const index = (db: Db, row: ProductRow) =>
  indexSource(db, {
    organizationId: row.organizationId,
    sourceType: 'product',
    sourceId: row.id,
    title: row.name,
    content: describeProduct(row),
    url: row.url,
  });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createProductStore(db: Db) {
  const scoped = (organizationId: number, id: number) => and(eq(products.organizationId, organizationId), eq(products.id, id));
  return {
    async list(organizationId: number, { q, page, perPage }: { q?: string; page: number; perPage: number }) {
      const where = and(
        eq(products.organizationId, organizationId),
        q
          ? or(ilike(products.name, `%${escapeLike(q)}%`), ilike(products.sku, `%${escapeLike(q)}%`), ilike(products.description, `%${escapeLike(q)}%`))
          : undefined,
      );
      const { rows, total } = await selectPage(db, products, { where, orderBy: [asc(products.name), asc(products.id)], page, perPage });
      return { data: rows.map(toProductDto), meta: { page, per_page: perPage, total } };
    },
    async create(organizationId: number, values: ProductValues) {
      const [row] = await db
        .insert(products)
        .values({ organizationId, ...values })
        .returning();
      await index(db, row!);
      return toProductDto(row!);
    },
    async update(organizationId: number, id: number, values: ProductValues) {
      const [row] = await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(scoped(organizationId, id))
        .returning();
      if (!row) throw AppError.notFound('Product not found');
      await index(db, row);
      return toProductDto(row);
    },
    async remove(organizationId: number, id: number) {
      const [row] = await db.delete(products).where(scoped(organizationId, id)).returning({ id: products.id });
      if (!row) throw AppError.notFound('Product not found');
      await removeSource(db, organizationId, 'product', id);
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
        await index(db, row!);
        known.set(keyOf(row!), row!);
        if (match) updated += 1;
        else created += 1;
      }
      return { created, updated };
    },
  };
}
