/**
 * The document reader's thread (started by document-reader.ts, one per document): it decodes,
 * strips and normalises the text, or extracts a PDF page by page, cuts it into units and sends
 * them back in batches. All of that is CPU work that held the server's event loop for hundreds of
 * milliseconds at a time; here it holds only this thread. The main thread writes each batch to
 * the database and acknowledges it; the reader is never more than `window` batches ahead, so a
 * 50 MB document's units never queue up in memory waiting for the database.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { textUnitSlices } from '../facts/text-units';
import { encodeUnit } from '../facts/unit';
import type { ReaderMessage, ReaderRequest } from './document-reader';
import { DocumentError, parseDocument } from './parse';

// On Linux a thread has its own niceness, and setpriority(0) sets only the calling thread's: the
// reader yields the CPU to the event loop whenever both want it (on a busy 2-core machine the event
// loop otherwise waits its turn behind the reader for 100 ms and more). Elsewhere the same call
// would lower the whole server's priority, so it is left alone.
if (process.platform === 'linux') setPriority(10);

const port = parentPort!;
const request = workerData as ReaderRequest;

let credits = request.window;
let wake: (() => void) | undefined;
// Every message from the main thread acknowledges one batch as written.
port.on('message', () => {
  credits += 1;
  wake?.();
  wake = undefined;
});

const post = (message: ReaderMessage) => port.postMessage(message);

async function send(units: string[]): Promise<void> {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits -= 1;
  post({ type: 'units', units });
}

/** The first `chars` code points: a cut between the halves of a surrogate pair would store an invalid character. */
const startOf = (text: string, chars: number) =>
  Array.from(text.slice(0, 2 * chars))
    .slice(0, chars)
    .join('');

try {
  const parsed = await parseDocument(request.bytes, request.filename);
  const batch: string[] = [];
  for (const units of textUnitSlices(parsed.text)) {
    for (const unit of units) batch.push(encodeUnit(unit));
    while (batch.length >= request.batchUnits) await send(batch.splice(0, request.batchUnits));
  }
  if (batch.length > 0) await send(batch);
  const preview = startOf(parsed.text, request.previewChars);
  post({ type: 'done', kind: parsed.kind, preview, ...(parsed.pages !== undefined && { pages: parsed.pages }) });
} catch (error) {
  // A DocumentError is the owner's to read (damaged, empty, password-protected); anything else is
  // ours, and reaches the main thread as the worker's `error` event, so the job is retried.
  if (!(error instanceof DocumentError)) throw error;
  post({ type: 'failed', code: error.code, message: error.message });
}
