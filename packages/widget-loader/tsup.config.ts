import { libraryBuild } from '@parley/tsconfig/tsup.js';
import { defineConfig } from 'tsup';

export default defineConfig([
  // Both builds run at once: the library's clean must spare the loader's file, or it can delete it
  // after the loader build wrote it (CI once found no dist/loader.global.js for the size check).
  { ...libraryBuild(['src/index.ts']), clean: ['!loader.global.js', '!proactive.global.js'] },
  // The script businesses load: one small IIFE, minified.
  { entry: { loader: 'src/loader.ts' }, format: ['iife'], minify: true, target: 'es2018', clean: false },
  // Proactive messages: fetched by the loader only for an agent with a trigger on.
  { entry: { proactive: 'src/proactive.ts' }, format: ['iife'], minify: true, target: 'es2018', clean: false },
]);
