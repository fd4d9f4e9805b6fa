import type { KnowledgeDocument } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { operationRoute } from '../../../http/operation-route';
import type { JobQueue } from '../../jobs/job-queue';
import { createDocumentRepository, PREVIEW_CHARS, type DocumentRow } from './document-repository';
import { DocumentError, MAX_DOCUMENT_BYTES } from './parse';
import { keepUpload, safeName } from './upload';

const MAX_FILES = 10;

export const toDocumentDto = (row: Omit<DocumentRow, 'bytes'>, preview = false): KnowledgeDocument => ({
  id: row.id,
  filename: row.filename,
  kind: row.kind as KnowledgeDocument['kind'],
  size_bytes: row.sizeBytes,
  status: row.status,
  error: row.error,
  page_count: row.pageCount,
  preview: preview && row.text ? row.text.slice(0, PREVIEW_CHARS) : null,
  created_at: row.createdAt.toISOString(),
});

export function registerDocumentRoutes(app: FastifyInstance, { db, queue }: { db: Db; queue: Pick<JobQueue, 'enqueue'> }) {
  const store = createDocumentRepository(db);

  operationRoute(app, 'listDocuments', async ({ caller: { organizationId } }) => {
    const rows = await store.list(organizationId);
    return { data: rows.map((row) => toDocumentDto({ ...row, text: null })) };
  });

  operationRoute(app, 'getDocument', async ({ caller: { organizationId }, params: { id } }) => ({
    data: toDocumentDto(await store.find(organizationId, id, PREVIEW_CHARS), true),
  }));

  /**
   * Many files at once (field `files`). Each is checked from its bytes before it is kept; the
   * good ones are processed in the background, the refused ones come back with the reason.
   * The handler reads the multipart body itself; the operation gives auth.
   */
  operationRoute(app, 'uploadDocuments', async ({ caller: { organizationId }, request, reply }) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Upload documents as multipart/form-data in a field named "files"');
    const accepted: KnowledgeDocument[] = [];
    const refused: { filename: string; error: string }[] = [];
    for await (const file of request.files({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_FILES } })) {
      try {
        accepted.push(toDocumentDto(await keepUpload(store, queue, organizationId, file)));
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        refused.push({ filename: safeName(file.filename), error: error.message });
      }
    }
    if (accepted.length === 0) {
      if (refused.length === 0) throw AppError.invalid('files', 'Choose at least one file to upload');
      throw AppError.invalid(
        'files',
        refused.length === 1 ? refused[0]!.error : `${refused.length} files were refused: ${refused.map((r) => `${r.filename}: ${r.error}`).join(' ')}`,
      );
    }
    return reply.code(201).send({ data: accepted, refused });
  });

  operationRoute(app, 'deleteDocument', async ({ caller: { organizationId }, params: { id }, reply }) => {
    await store.remove(organizationId, id);
    return reply.code(204).send();
  });
}
