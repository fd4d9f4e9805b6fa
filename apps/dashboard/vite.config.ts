import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
const fromSource = (name: string, dir: string) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`../../${dir}/src/index.ts`, import.meta.url)),
});
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
const apiPaths = ['/api', '/signup', '/logout', '/invitations', '/locales', '/healthz', '/widget.js', '/embed'];

export default defineConfig({
  base: '/',
  esbuild: { jsx: 'automatic' },
  // The design system and the API client from their modules, not their one-file builds: each chunk
  // then carries the parts it uses, where a one-file build went whole into the entry chunk that
  // every page loads (STORAGE_KEYS brought ky and every endpoint along).
  resolve: { alias: [fromSource('@parley/ui', 'packages/ui'), fromSource('@parley/api-client', 'packages/api-client')] },
  build: {
    // scripts/size.mjs reads what each page loads from the manifest.
    manifest: true,
    rollupOptions: {
      // zod's sources carry comments rollup cannot place; the warning is noise, not a defect.
      onwarn: (warning, warn) => warning.code !== 'INVALID_ANNOTATION' && warn(warning),
      // React changes far less often than the app: its own chunk stays cached across releases.
      output: { manualChunks: (id) => (REACT.test(id) ? 'react' : undefined) },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, api])),
      // /login is a page (GET) and the sign-in endpoint (POST).
      '/login': { target: api, bypass: (request) => (request.method === 'GET' ? request.url : undefined) },
    },
  },
});
