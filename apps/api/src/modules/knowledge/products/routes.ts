import { ListQuerySchema, ProductInputSchema } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { validate } from '../../../http/validate';
import { IdParamsSchema } from '../params';
import { CsvImportError, parseProductCsv } from './csv-import';
import { createProductStore, type ProductValues } from './product-store';

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

export function registerProductRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  const store = createProductStore(db);
  const base = '/api/v1/organizations/current/products';

  app.get(base, async (request) => {
    const { organizationId } = await authenticate(request);
    const query = validate(ListQuerySchema, request.query);
    return store.list(organizationId, { q: query.q, page: query.page, perPage: query.per_page });
  });
  app.post(base, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    return reply.code(201).send({ data: await store.create(organizationId, toValues(validate(ProductInputSchema, request.body))) });
  });
  app.put(`${base}/:id`, async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = validate(IdParamsSchema, request.params);
    return { data: await store.update(organizationId, id, toValues(validate(ProductInputSchema, request.body))) };
  });
  app.delete(`${base}/:id`, async (request, reply) => {
    const { organizationId } = await authenticate(request);
    await store.remove(organizationId, validate(IdParamsSchema, request.params).id);
    return reply.code(204).send();
  });

  /** Multipart upload of one CSV file (field `file`). */
  app.post(`${base}/import`, async (request) => {
    const { organizationId } = await authenticate(request);
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
