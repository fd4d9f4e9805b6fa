import { defineConfig } from 'tsup';

export default defineConfig({
  // The document reader's thread (document-reader.ts), the embedded database's thread
  // (pglite-thread.ts), the speech model's (speech-model-apart.ts) and the process that creates a new embedded database (create-pglite.ts) are
  // started from their own files, next to main.js (sibling-entry.ts).
  entry: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'document-worker': 'src/modules/knowledge/documents/document-worker.ts',
    'create-pglite-child': 'src/db/create-pglite-child.ts',
    'pglite-thread-worker': 'src/db/pglite-thread-worker.ts',
    'speech-model-worker': 'src/modules/voice/recognition/speech-model-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
});
