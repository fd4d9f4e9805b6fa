import type { FastifyRequest } from 'fastify';

/** Requests one client address may make per minute when `API_REQUESTS_PER_MINUTE` is not set. */
export const DEFAULT_REQUESTS_PER_MINUTE = 600;

/** A file name at the end of the path: `/assets/index-3f2a.js`, `/locales/ar/common.json`, `/widget.js`. */
const FILE_PATH = /\/[^/]+\.[A-Za-z0-9]{1,8}$/;

/**
 * Files of the built apps (scripts, styles, fonts, locales) do not count against the per-address
 * limit: one dashboard page load fetches dozens of them, and an office behind one address would
 * otherwise run out of API requests by opening a few pages. They are cheap, cached and immutable;
 * every endpoint, `/api/…` included, still counts.
 */
export function isStaticFileRequest(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split(/[?#]/, 1)[0] ?? '';
  return FILE_PATH.test(path) && !path.startsWith('/api/');
}
