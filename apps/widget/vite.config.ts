import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { esbuildTargets } from './src/build-targets';

// The browsers the widget supports are the package's `browserslist`; the build lowers syntax (JS and CSS) for them.
const { browserslist } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { browserslist: string[] };
const target = esbuildTargets(browserslist);

// Served by the API under /embed/ and opened inside the loader's iframe.
export default defineConfig({
  base: '/embed/',
  esbuild: { jsx: 'automatic' },
  // Preact's React-compatible build instead of React DOM: about 50 KB less for every visitor before
  // the first paint. Unit tests run on React itself (vitest.config.ts), the e2e tests on this build.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // Browsers that run the widget preload modules natively; the polyfill would cost first-paint bytes.
  build: {
    target,
    cssTarget: target,
    modulePreload: { polyfill: false },
    rollupOptions: { onwarn: (warning, warn) => warning.code !== 'INVALID_ANNOTATION' && warn(warning) },
  },
  server: { proxy: { '/locales': 'http://localhost:3000' } },
});
