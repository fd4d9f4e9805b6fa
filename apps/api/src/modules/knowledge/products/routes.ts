import type { ProductInputSchema } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { operationRoute } from '../../../http/operation-route';
import { CsvImportError, parseProductCsv } from './csv-import';
import { createProductRepository, type ProductValues } from './product-repository';

const MAX_CSV_BYTES = 5 * 1024 * 1024;

const toValues = ({ product: p }: z.output<typeof ProductInputSchema>): ProductValues => ({
  name: p.name,
  description: p.description,
  priceCents: p.price_cents,
  currency: p.currency,
  sku: p.sku || null,
  url: p.url,
  imageUrl: p.image_url,
  availability: p.availability,
  source: 'manual',
});

export function registerProductRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const store = createProductRepository(db);

  operationRoute(app, 'listProducts', ({ caller, query }) => store.list(caller.organizationId, { q: query.q, page: query.page, perPage: query.per_page }));
  operationRoute(app, 'createProduct', async ({ caller, body, reply }) =>
    reply.code(201).send({ data: await store.create(caller.organizationId, toValues(body)) }),
  );
  operationRoute(app, 'updateProduct', async ({ caller, params, body }) => ({ data: await store.update(caller.organizationId, params.id, toValues(body)) }));
  operationRoute(app, 'deleteProduct', async ({ caller, params, reply }) => {
    await store.remove(caller.organizationId, params.id);
    return reply.code(204).send();
  });

  /** Multipart upload of one CSV file (field `file`): the handler reads the body; the operation gives auth and path. */
  operationRoute(app, 'importProductsCsv', async ({ caller: { organizationId }, request }) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Upload the CSV as multipart/form-data in a field named "file"');
    const file = await request.file({ limits: { fileSize: MAX_CSV_BYTES, files: 1 } });
    if (!file) throw AppError.invalid('file', 'Choose a CSV file to import');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError('payload_too_large', 'The CSV is larger than 5 MB');
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (text.includes('\u0000')) throw AppError.invalid('file', 'This is not a CSV file');
    try {
      return { data: await store.upsertMany(organizationId, parseProductCsv(text)) };
    } catch (error) {
      if (error instanceof CsvImportError) throw AppError.invalid('file', error.message);
      throw error;
    }
  });
}
