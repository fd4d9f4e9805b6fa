import { describe, expect, it } from 'vitest';
import { isApiPath } from './static-apps';

describe('isApiPath', () => {
  it('keeps endpoints for the API and the sign-in pages for the app', () => {
    expect(isApiPath('/api/v1/users/current')).toBe(true);
    expect(isApiPath('/chat')).toBe(true);
    expect(isApiPath('/login')).toBe(false);
    expect(isApiPath('/chat/login')).toBe(false);
    expect(isApiPath('/dashboard')).toBe(false);
    expect(isApiPath('/locales/en/common.json')).toBe(true);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the page’s own inline scripts by hash, and nothing inline or evaluated besides', async () => {
    const { createHash } = await import('node:crypto');
    const { contentSecurityPolicy } = await import('./static-apps');
    const inline = "(function(){document.body.dataset.ready='1'})()";
    const page = `<html><head><script type="module" src="/assets/app.js"></script><script>${inline}</script><script>${inline}</script></head></html>`;
    const policy = contentSecurityPolicy(page, ['https://o1.ingest.sentry.io']);
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1)] as const));
    expect(directives['script-src']).toEqual(["'self'", hash]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
    expect(directives['object-src']).toEqual(["'none'"]);
  });
});
