import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { operationRoute } from '../../../http/operation-route';
import { toProductValues } from '../scraping/run-scrape';
import { createGuardedDispatcher, describeError, fetchPage, parseShopifyProducts } from '../crawler';
import { createProductRepository } from './product-repository';

/** Imports a Shopify store's public catalogue (`/products.json`) by its domain. */
export function registerShopifyImport(app: FastifyInstance, { db, allowPrivateNetworks }: { db: Db; allowPrivateNetworks: boolean }) {
  const store = createProductRepository(db);
  const dispatcher = createGuardedDispatcher({ allowPrivateNetworks });
  operationRoute(app, 'importShopifyProducts', async ({ caller: { organizationId }, body: { domain } }) => {
    const origin = `https://${domain}`;
    let body: string;
    try {
      const page = await fetchPage(`${origin}/products.json?limit=250`, { dispatcher, allowPrivateNetworks });
      if (page.status !== 200) throw new Error(`the store answered with status ${page.status}`);
      body = page.body;
    } catch (error) {
      throw AppError.invalid('domain', `The store could not be read: ${describeError(error)}`);
    }
    let found;
    try {
      found = parseShopifyProducts(JSON.parse(body) as unknown, origin);
    } catch {
      throw AppError.invalid('domain', 'This does not look like a Shopify store (no product catalogue at /products.json)');
    }
    if (found.length === 0) throw AppError.invalid('domain', 'The store lists no products');
    return {
      data: await store.upsertMany(
        organizationId,
        found.map((p) => toProductValues(p, 'shopify')),
      ),
    };
  });
}
