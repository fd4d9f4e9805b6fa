import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestPglite } from '../test-databases';
import { isStaticFileRequest } from './rate-limit';

describe('isStaticFileRequest', () => {
  it('exempts reading the apps’ files, never an endpoint or a write', () => {
    expect(isStaticFileRequest({ method: 'GET', url: '/assets/index-3f2a9c1d.js' })).toBe(true);
    expect(isStaticFileRequest({ method: 'HEAD', url: '/embed/assets/chat-9a8b7c6d.css?v=2' })).toBe(true);
    expect(isStaticFileRequest({ method: 'GET', url: '/locales/ar/common.json' })).toBe(true);
    expect(isStaticFileRequest({ method: 'GET', url: '/widget.js?t=1700000000' })).toBe(true);

    expect(isStaticFileRequest({ method: 'GET', url: '/api/openapi.json' })).toBe(false);
    expect(isStaticFileRequest({ method: 'GET', url: '/api/v1/organizations/current/agent' })).toBe(false);
    expect(isStaticFileRequest({ method: 'GET', url: '/chat/abc?file=x.js' })).toBe(false);
    expect(isStaticFileRequest({ method: 'POST', url: '/assets/index.js' })).toBe(false);
    expect(isStaticFileRequest({ method: 'POST', url: '/signup' })).toBe(false);
  });
});

describe('the per-address request limit', () => {
  it('counts endpoints, not the apps’ files or health checks, and is set by API_REQUESTS_PER_MINUTE', async () => {
    const database = await openTestPglite();
    const app = await buildApp({ env: { JWT_SECRET: 'rate-secret-0123456789abcdef0123456789abcdef', NODE_ENV: 'test', API_REQUESTS_PER_MINUTE: 3 }, database });
    try {
      const remote = { remoteAddress: '203.0.113.9' };
      for (let i = 0; i < 6; i += 1) {
        expect((await app.inject({ method: 'GET', url: '/locales/en/common.json', ...remote })).statusCode).toBe(200);
      }
      // A load balancer checks every process every second from one address: never refused.
      for (let i = 0; i < 6; i += 1) expect((await app.inject({ method: 'GET', url: '/healthz', ...remote })).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/openapi.json', ...remote })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another address has its own allowance.
      expect((await app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
