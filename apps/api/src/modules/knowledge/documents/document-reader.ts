/**
 * Reads an uploaded document on a thread of its own (document-worker.ts), so parsing a 20 MB text
 * or a 50 MB PDF never stalls the requests the server is answering meanwhile.
 *
 * Hand-rolled rather than a pool library such as piscina: those keep warm threads for many short
 * tasks and answer each with one result. A document is one long task that streams batches back
 * under flow control and is stopped mid-way when it is deleted or its job is lost. A fresh thread
 * per document makes `terminate()` the way to stop it, and gives back everything pdf.js held (over
 * a gigabyte for a large PDF) when it ends. At most READERS run at once per process.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { siblingThread } from '../../../sibling-entry';
import { DocumentError, type DocumentErrorCode, type DocumentKind } from './parse';

/** What the reader thread is given: the bytes (moved, not copied) and how it sends units back. */
export interface ReaderRequest {
  bytes: Uint8Array;
  filename: string;
  /** Units per batch: one INSERT's rows. */
  batchUnits: number;
  /** Batches the reader may send before the first is acknowledged. */
  window: number;
  /** Characters of the text sent back at the end (code points). */
  previewChars: number;
}

/**
 * A read document: its kind, the start of its text (the document's preview; nothing reads more of
 * it, and the whole 20 MB text crossing to the main thread and stored in one UPDATE held embedded
 * PGlite's event loop for most of a second), and its pages (PDFs).
 */
export interface ReadDocument {
  kind: DocumentKind;
  preview: string;
  pages?: number;
}

export type ReaderMessage =
  { type: 'units'; units: string[] } | ({ type: 'done' } & ReadDocument) | { type: 'failed'; code: DocumentErrorCode; message: string };

/**
 * Reader threads at once: one on a 2-core machine, so the event loop keeps a core; two at most,
 * as the job queue runs two jobs at a time. A job waiting for its turn keeps checkpointing.
 */
const READERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Two batches ahead: the reader cuts the next while the database writes this one. */
const WINDOW = 2;
/**
 * The reader's heap. pdf.js holds a large PDF's parsed structure until the end (about a gigabyte
 * for 22,500 pages); a document that needs more fails as too large instead of ending the process.
 */
const READER_HEAP_MB = 2048;

const workerEntry = siblingThread(import.meta.url, 'document-worker');

let running = 0;
const waiting = new Set<() => void>();

/** A reader's turn; `heartbeat` runs every second meanwhile. */
async function takeTurn(heartbeat?: () => Promise<void>): Promise<() => void> {
  while (running >= READERS) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(next, 1000);
      function next() {
        clearTimeout(timer);
        waiting.delete(next);
        resolve();
      }
      waiting.add(next);
    });
    await heartbeat?.();
  }
  running += 1;
  return () => {
    running -= 1;
    const [next] = waiting;
    next?.();
  };
}

export interface ReadOptions {
  /** Called with each batch of encoded units, in order; answers false to stop reading. */
  onUnits: (units: string[]) => Promise<boolean>;
  /**
   * Called about every second while nothing else runs: waiting for a free reader, and while the
   * reader works without sending (a large PDF's pages take minutes before its first units). The
   * job's checkpoint: it keeps the job's lease, and throws when the job is lost, which stops the reader.
   */
  heartbeat?: () => Promise<void>;
  batchUnits: number;
  /** Characters of the text's start answered as `preview`. */
  previewChars: number;
  /** The reader's heap limit (READER_HEAP_MB unless given). */
  heapMb?: number;
}

/**
 * The document's units, batch by batch through `onUnits`, then its kind, the start of its
 * normalised text and its pages; undefined when `onUnits` stopped it. A DocumentError is the owner's to read; any other
 * error (the thread crashed) is the job's to retry.
 */
export async function readDocument(bytes: Uint8Array<ArrayBuffer>, filename: string, options: ReadOptions): Promise<ReadDocument | undefined> {
  const release = await takeTurn(options.heartbeat);
  const request: ReaderRequest = { bytes, filename, batchUnits: options.batchUnits, window: WINDOW, previewChars: options.previewChars };
  const worker = new Worker(workerEntry.entry, {
    eval: workerEntry.eval,
    workerData: request,
    // Moved, not copied: the caller hands over a buffer of its own (it is unusable here afterwards).
    transferList: [bytes.buffer],
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb ?? READER_HEAP_MB },
  });
  let beat: NodeJS.Timeout | undefined;
  try {
    return await new Promise<ReadDocument | undefined>((resolve, reject) => {
      // Every event goes through one chain, so nothing settles while a batch is still being written.
      let chain = Promise.resolve();
      let settled = false;
      let pending = 0;
      const then = (step: () => Promise<void> | void) => {
        pending += 1;
        chain = chain
          .then(() => (settled ? undefined : step()))
          .catch((error: unknown) => {
            settled = true;
            reject(error instanceof Error ? error : new Error(String(error)));
          })
          .finally(() => (pending -= 1));
      };
      const { heartbeat } = options;
      if (heartbeat) {
        beat = setInterval(() => {
          if (pending === 0) then(heartbeat);
        }, 1000);
      }
      const settle = (result: ReadDocument | undefined) => {
        settled = true;
        resolve(result);
      };
      worker.on('message', (message: ReaderMessage) =>
        then(async () => {
          if (message.type === 'units') {
            if (await options.onUnits(message.units)) worker.postMessage('written');
            else settle(undefined);
          } else if (message.type === 'done') {
            const { kind, preview, pages } = message;
            settle(pages === undefined ? { kind, preview } : { kind, preview, pages });
          } else {
            throw new DocumentError(message.code, message.message);
          }
        }),
      );
      worker.on('error', (error: Error & { code?: string }) =>
        then(() => {
          if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
          throw new DocumentError('too_large', 'The file needs more memory to read than the server allows. Split it into smaller files.', { cause: error });
        }),
      );
      worker.on('exit', (code) =>
        then(() => {
          throw new Error(`The document reader stopped before it finished (exit code ${code})`);
        }),
      );
    });
  } finally {
    clearInterval(beat);
    await worker.terminate();
    release();
  }
}
