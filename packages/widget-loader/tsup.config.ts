import { libraryBuild } from '@parley/tsconfig/tsup.js';
import { defineConfig } from 'tsup';

export default defineConfig([
  libraryBuild(['src/index.ts']),
  // The script businesses load: one small IIFE, minified.
  { entry: { loader: 'src/loader.ts' }, format: ['iife'], minify: true, target: 'es2018', clean: false },
]);
