import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
const apiPaths = ['/api', '/signup', '/logout', '/invitations', '/locales', '/healthz', '/widget.js', '/embed'];

export default defineConfig({
  base: '/',
  esbuild: { jsx: 'automatic' },
  // zod's sources carry comments rollup cannot place; the warning is noise, not a defect.
  build: { rollupOptions: { onwarn: (warning, warn) => warning.code !== 'INVALID_ANNOTATION' && warn(warning) } },
  server: {
    proxy: {
      ...Object.fromEntries(apiPaths.map((path) => [path, api])),
      // /login is a page (GET) and the sign-in endpoint (POST).
      '/login': { target: api, bypass: (request) => (request.method === 'GET' ? request.url : undefined) },
    },
  },
});
