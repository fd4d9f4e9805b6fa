import { libraryBuild } from '@parley/tsconfig/tsup.js';
import { defineConfig } from 'tsup';

export default defineConfig({
  ...libraryBuild({ index: 'src/index.ts', 'schemas/index': 'src/schemas/index.ts', 'media-socket': 'src/media-socket.ts' }),
  onSuccess: 'node scripts/write-routes.mjs',
});
