import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { assetServing, isApiPath } from './static-apps';

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

describe('assetServing', () => {
  it('sends the build’s brotli copy to a browser that accepts it, the plain file otherwise, both cached as immutable', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'parley-assets-'));
    const script = `export const words = ${JSON.stringify('hello '.repeat(2000))};\n`;
    writeFileSync(join(dist, 'index-AbCd1234.js'), script);
    execFileSync(process.execPath, [join(import.meta.dirname, '../../../../scripts/precompress.mjs'), dist]);
    const app = Fastify();
    await app.register(fastifyStatic, { root: dist, prefix: '/', ...assetServing });

    const compressed = await app.inject({ url: '/index-AbCd1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/index-AbCd1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });
});
