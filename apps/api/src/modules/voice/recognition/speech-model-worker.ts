/**
 * Builds one business's speech model on a thread of its own (speech-model-apart.ts): reading the
 * pronouncing dictionary and counting the n-grams is ~0.2–1 s of CPU, which on the server's
 * thread held every live call's audio meanwhile.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildSpeechModel, type SpeechModelOptions } from './speech-model';

const { texts, options } = workerData as { texts: string[]; options: SpeechModelOptions };
buildSpeechModel(texts, options).then(
  (model) => parentPort?.postMessage({ model }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
