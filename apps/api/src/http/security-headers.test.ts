import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../test-app';
import { openTestPglite } from '../test-databases';

describe('security headers', () => {
  let app!: TestApp;
  useTestApp(
    () => openTestPglite(),
    {},
    (opened) => (app = opened.app),
  );

  it('sends HSTS only to browsers that came over https (through a trusted proxy), and nosniff always', async () => {
    const overHttps = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await app.inject({ method: 'GET', url: '/healthz' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttp.headers['x-content-type-options']).toBe('nosniff');
  });
});
