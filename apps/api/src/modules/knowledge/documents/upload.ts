import type { JobQueue } from '../../jobs/job-queue';
import type { createDocumentRepository } from './document-repository';
import { DocumentError, detectDocumentKind } from './parse';

/** A file name as shown back to the owner: no path separators or control characters. */
export const safeName = (name: string) =>
  [...name]
    .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
    .join('')
    .slice(0, 200) || 'document';

/** A file of a multipart upload, as the dashboard's and the Voice API's upload routes receive it. */
interface UploadedFile {
  filename: string;
  file: { truncated: boolean };
  toBuffer(): Promise<Buffer>;
}

/**
 * Keeps an uploaded file as one of the organization's documents and queues its processing, once
 * its bytes pass as a document (kind detected from them, 50 MB at most). A refused file throws
 * DocumentError, which each route words its own way.
 */
export async function keepUpload(
  store: Pick<ReturnType<typeof createDocumentRepository>, 'add'>,
  queue: Pick<JobQueue, 'enqueue'>,
  organizationId: number,
  upload: UploadedFile,
) {
  const filename = safeName(upload.filename);
  const bytes = await upload.toBuffer();
  if (upload.file.truncated) throw new DocumentError('too_large', 'The file is larger than 50 MB.');
  const kind = await detectDocumentKind(new Uint8Array(bytes), filename);
  const row = await store.add(organizationId, { filename, kind, bytes });
  await queue.enqueue({ kind: 'document', refId: row.id, organizationId });
  return row;
}
