import type { Db } from '../../db/database';
import { processDocument } from '../knowledge/documents/process-document';
import type { JobHandler } from './worker';
import type { JobKind } from './queue';

export interface JobHandlerOptions {
  /** Tests scrape a site on loopback; production refuses private networks. */
  allowPrivateNetworks: boolean;
}

/** What each kind of background job does. */
export function createJobHandlers(db: Db, _options: JobHandlerOptions): Partial<Record<JobKind, JobHandler>> {
  return {
    document: (documentId) => processDocument(db, documentId),
  };
}
