import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'schemas/index': 'src/schemas/index.ts', 'voice-api/index': 'src/voice-api/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
