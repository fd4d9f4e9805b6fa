import { defineConfig } from 'tsup';

export default defineConfig({
  // The document reader's thread is started from its own file (document-reader.ts), next to main.js.
  entry: { main: 'src/main.ts', worker: 'src/worker.ts', 'document-worker': 'src/modules/knowledge/documents/document-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
});
