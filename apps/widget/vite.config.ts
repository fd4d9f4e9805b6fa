import { defineConfig } from 'vite';

// Served by the API under /embed/ and opened inside the loader's iframe.
export default defineConfig({
  base: '/embed/',
  esbuild: { jsx: 'automatic' },
  build: { rollupOptions: { onwarn: (warning, warn) => warning.code !== 'INVALID_ANNOTATION' && warn(warning) } },
  server: { proxy: { '/locales': 'http://localhost:3000' } },
});
