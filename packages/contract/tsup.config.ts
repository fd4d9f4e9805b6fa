import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'schemas/index': 'src/schemas/index.ts', 'media-socket': 'src/media-socket.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
