import { AppError } from '../../errors';
import { createDocumentRepository } from '../knowledge/documents/document-repository';
import { DocumentError, MAX_DOCUMENT_BYTES } from '../knowledge/documents/parse';
import { keepUpload, safeName } from '../knowledge/documents/upload';
import type { VoiceApiDeps } from './deps';
import { VoiceFileIdParams, VoiceFileRenameSchema, VoiceListFilterSchema, VoiceTextIdParams } from '@parley/contract';
import type { OwnerContractRoutes as OwnerRoutes } from '../../http/contract-route';
import { knowledgeBaseOf } from './knowledge-base';
import { toFile } from './shapes';

/** The documents store says "Document not found"; a Vapi client asked for a file. */
const asFile = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found' ? AppError.notFound('File not found') : error;
  });

/**
 * `/file`: the organization's knowledge documents, through the documents module's store and the
 * same pipeline as the dashboard's uploads (kind detected from the bytes, 50 MB, processed in the
 * background). `/knowledge-base`: Parley has one per organization, made of its files and FAQs.
 */
export function registerFileRoutes(routes: OwnerRoutes, { db, queue }: VoiceApiDeps) {
  const store = createDocumentRepository(db);

  routes('GET /file', { query: VoiceListFilterSchema }, async ({ caller: { organizationId }, query: filter }) => {
    const rows = await store.listWithin(organizationId, {
      after: filter.createdAtGt,
      before: filter.createdAtLt,
      from: filter.createdAtGe,
      until: filter.createdAtLe,
      limit: filter.limit,
    });
    return rows.map(toFile);
  });

  routes('GET /file/{id}', { params: VoiceFileIdParams }, async ({ caller: { organizationId }, params: { id } }) => {
    return toFile(await asFile(store.findListed(organizationId, id)));
  });

  // Vapi's upload: one file in the field `file`.
  routes(
    'POST /file',
    {},
    async ({ caller: { organizationId }, request, reply }) => {
      if (!request.isMultipart()) throw new AppError('bad_request', 'file: upload the file as multipart/form-data in a field named "file"');
      const part = await request.file({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'file') throw new AppError('bad_request', 'file: choose a file to upload in the field "file"');
      try {
        return reply.code(201).send(toFile(await keepUpload(store, queue, organizationId, part)));
      } catch (error) {
        if (error instanceof DocumentError) throw new AppError(error.code === 'too_large' ? 'payload_too_large' : 'bad_request', `file: ${error.message}`);
        throw error;
      }
    },
    { paid: true },
  );

  // Vapi's rename: the name the dashboard and the agent's sources show.
  const rename = { params: VoiceFileIdParams, body: VoiceFileRenameSchema };
  routes('PATCH /file/{id}', rename, async ({ caller: { organizationId }, params: { id }, body: { name } }) => {
    const row = name === undefined ? store.findListed(organizationId, id) : store.rename(organizationId, id, safeName(name));
    return toFile(await asFile(row));
  });

  routes('DELETE /file/{id}', { params: VoiceFileIdParams }, async ({ caller: { organizationId }, params: { id } }) => {
    return toFile(await asFile(store.remove(organizationId, id)));
  });

  routes('GET /knowledge-base', {}, async ({ caller: { organizationId } }) => {
    return [await knowledgeBaseOf(db, organizationId)];
  });

  routes('GET /knowledge-base/{id}', { params: VoiceTextIdParams }, async ({ caller: { organizationId }, params: { id } }) => {
    const knowledgeBase = await knowledgeBaseOf(db, organizationId);
    if (id !== knowledgeBase.id) throw AppError.notFound('Knowledge base not found');
    return knowledgeBase;
  });
}
