import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
export default defineConfig({
  base: '/',
  esbuild: { jsx: 'automatic' },
  server: {
    proxy: Object.fromEntries(['/api', '/signup', '/login', '/logout', '/invitations', '/locales', '/healthz'].map((p) => [p, api])),
  },
});
