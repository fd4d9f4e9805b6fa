import { Worker } from 'node:worker_threads';
import { siblingThread } from '../../../sibling-entry';
import type { SpeechModel, SpeechModelOptions } from './speech-model';

const entry = siblingThread(import.meta.url, 'speech-model-worker');

/**
 * `buildSpeechModel` on a fresh thread that ends with it: a model is built once per knowledge
 * change, and the dictionary it reads is only needed meanwhile (terminating the thread hands its
 * memory back).
 */
export function buildSpeechModelApart(texts: string[], options: SpeechModelOptions): Promise<SpeechModel> {
  const worker = new Worker(entry.entry, { eval: entry.eval, workerData: { texts, options } });
  return new Promise<SpeechModel>((resolve, reject) => {
    worker.once('message', (reply: { model?: SpeechModel; error?: string }) =>
      reply.model ? resolve(reply.model) : reject(new Error(`building the speech model failed: ${reply.error ?? 'no model'}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the speech model's thread stopped (exit code ${code})`)));
  }).finally(() => void worker.terminate());
}
