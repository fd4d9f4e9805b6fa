import { defineConfig } from 'tsup';

export default defineConfig([
  { entry: ['src/index.ts'], format: ['esm', 'cjs'], dts: true, sourcemap: true, clean: true, target: 'es2022' },
  // The script businesses load: one small IIFE, minified.
  { entry: { loader: 'src/loader.ts' }, format: ['iife'], minify: true, target: 'es2018', clean: false },
]);
