import type { MultipartFile } from '@fastify/multipart';
import { and, count, desc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { documents, faqs, organizations } from '../../db/schema';
import { AppError } from '../../errors';
import { safeName } from '../knowledge/documents/document-routes';
import { DocumentError, MAX_DOCUMENT_BYTES, detectDocumentKind } from '../knowledge/documents/parse';
import { removeSource } from '../knowledge/index/knowledge-index';
import type { VoiceApiDeps } from './deps';
import { createdAtConditions, ListFilterSchema, parseInput } from './input';
import { toFile } from './shapes';

const FileIdSchema = z.object({ id: z.coerce.number({ error: 'is not a file id' }).int().positive().max(2_147_483_647) });
const FileUpdateSchema = z.object({ name: z.string().trim().min(1, 'must not be empty').max(255).optional() });
const KnowledgeBaseIdSchema = z.object({ id: z.string().min(1).max(100) });
/** Everything but the bytes and extracted text, which a listing never needs. */
const fileColumns = {
  id: documents.id,
  organizationId: documents.organizationId,
  filename: documents.filename,
  kind: documents.kind,
  sizeBytes: documents.sizeBytes,
  status: documents.status,
  error: documents.error,
  pageCount: documents.pageCount,
  createdAt: documents.createdAt,
};

/**
 * `/file`: the organization's knowledge documents, through the same pipeline as the dashboard's
 * uploads (kind detected from the bytes, 20 MB, processed in the background). `/knowledge-base`:
 * Parley has one per organization (provider "parley"), made of its files and FAQs; its id is the
 * organization's sub id.
 */
export function registerFileRoutes(app: FastifyInstance, { db, authenticate, queue }: VoiceApiDeps) {
  app.get('/file', async (request) => {
    const { organizationId } = await authenticate(request);
    const filter = parseInput(ListFilterSchema, request.query);
    const rows = await db
      .select(fileColumns)
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), ...createdAtConditions(documents.createdAt, filter)))
      .orderBy(desc(documents.id))
      .limit(filter.limit);
    return rows.map(toFile);
  });

  app.get('/file/:id', async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = parseInput(FileIdSchema, request.params);
    const [row] = await db
      .select(fileColumns)
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)));
    if (!row) throw AppError.notFound('File not found');
    return toFile(row);
  });

  // Vapi's upload: one file in the field `file`.
  app.post('/file', async (request, reply) => {
    const { organizationId } = await authenticate(request);
    if (!request.isMultipart()) throw new AppError('bad_request', 'file: upload the file as multipart/form-data in a field named "file"');
    const part = (await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } })) as MultipartFile | undefined;
    if (!part || part.fieldname !== 'file') throw new AppError('bad_request', 'file: choose a file to upload in the field "file"');
    const filename = safeName(part.filename);
    const bytes = await part.toBuffer();
    try {
      if (part.file.truncated) throw new DocumentError('too_large', 'The file is larger than 20 MB.');
      const kind = await detectDocumentKind(new Uint8Array(bytes), filename);
      const [row] = await db.insert(documents).values({ organizationId, filename, kind, sizeBytes: bytes.length, bytes }).returning(fileColumns);
      await queue.enqueue('document', row!.id);
      return reply.code(201).send(toFile(row!));
    } catch (error) {
      if (error instanceof DocumentError) throw new AppError(error.code === 'too_large' ? 'payload_too_large' : 'bad_request', `file: ${error.message}`);
      throw error;
    }
  });

  // Vapi's rename: the name the dashboard and the agent's sources show.
  app.patch('/file/:id', async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = parseInput(FileIdSchema, request.params);
    const { name } = parseInput(FileUpdateSchema, request.body);
    const values = name === undefined ? {} : { filename: safeName(name) };
    const [row] = Object.keys(values).length
      ? await db
          .update(documents)
          .set(values)
          .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
          .returning(fileColumns)
      : await db
          .select(fileColumns)
          .from(documents)
          .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)));
    if (!row) throw AppError.notFound('File not found');
    return toFile(row);
  });

  app.delete('/file/:id', async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = parseInput(FileIdSchema, request.params);
    const [row] = await db
      .delete(documents)
      .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
      .returning(fileColumns);
    if (!row) throw AppError.notFound('File not found');
    await removeSource(db, organizationId, 'document', id);
    return toFile(row);
  });

  const knowledgeBaseOf = async (organizationId: number) => {
    const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
    if (!organization) throw AppError.notFound('Knowledge base not found');
    const files = await db
      .select({ id: documents.id, createdAt: documents.createdAt })
      .from(documents)
      .where(eq(documents.organizationId, organizationId))
      .orderBy(documents.id);
    const [faqStats] = await db
      .select({ n: count(), updatedAt: max(faqs.updatedAt) })
      .from(faqs)
      .where(eq(faqs.organizationId, organizationId));
    const times = [organization.createdAt, ...files.map((file) => file.createdAt), ...(faqStats?.updatedAt ? [new Date(faqStats.updatedAt)] : [])];
    return {
      id: organization.subId,
      orgId: String(organization.id),
      name: `${organization.name} knowledge`,
      provider: 'parley',
      fileIds: files.map((file) => String(file.id)),
      faqCount: faqStats?.n ?? 0,
      createdAt: organization.createdAt.toISOString(),
      updatedAt: new Date(Math.max(...times.map((time) => time.getTime()))).toISOString(),
    };
  };

  app.get('/knowledge-base', async (request) => {
    const { organizationId } = await authenticate(request);
    return [await knowledgeBaseOf(organizationId)];
  });

  app.get('/knowledge-base/:id', async (request) => {
    const { organizationId } = await authenticate(request);
    const { id } = parseInput(KnowledgeBaseIdSchema, request.params);
    const knowledgeBase = await knowledgeBaseOf(organizationId);
    if (id !== knowledgeBase.id) throw AppError.notFound('Knowledge base not found');
    return knowledgeBase;
  });
}
