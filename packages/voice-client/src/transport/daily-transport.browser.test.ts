// @vitest-environment node
/**
 * The Daily transport in real Chromium (Debian's, through playwright-core): the SDK is bundled
 * from source with esbuild, daily-js is served from node_modules through an import map, and every
 * outside host is unresolvable, so the room cannot be reached. The call must end in `error` with a
 * typed error and nothing left behind (no Daily call object, no audio element, no live track).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSdk, CHROMIUM, CHROMIUM_ARGS, hasChromium } from '../browser-test-kit';

const require = createRequire(import.meta.url);
const ROOM = 'https://parley-unreachable.daily.co/no-such-room';

const PAGE = `<!doctype html>
<script type="importmap">{ "imports": { "@daily-co/daily-js": "/daily-js.js" } }</script>
<script type="module">
  import { VoiceClient, VoiceClientError } from '/sdk.js';
  window.callUnreachableRoom = async () => {
    const client = new VoiceClient({ apiKey: 'pk_test', baseUrl: location.origin });
    const events = [];
    const errors = [];
    client.on('state-change', (s) => events.push('state:' + s));
    client.on('call-start-progress', (p) => events.push(p.stage + ':' + p.status));
    client.on('call-start', () => events.push('call-start'));
    client.on('call-end', () => events.push('call-end'));
    client.on('error', (e) => errors.push({ name: e.name, code: e.code, message: e.message, typed: e instanceof VoiceClientError }));
    const result = await client.start('self');
    const Daily = (await import('@daily-co/daily-js')).default;
    return {
      result,
      state: client.state,
      events,
      errors,
      dailyCallLeft: Daily.getCallInstance() !== undefined,
      audioElements: document.querySelectorAll('audio').length,
      iframes: document.querySelectorAll('iframe').length,
    };
  };
  window.sdkReady = true;
</script>`;

describe.skipIf(!hasChromium)('DailyTransport in Chromium', () => {
  let server: Server;
  let origin: string;
  let browser: Browser;
  const requests: string[] = [];

  beforeAll(async () => {
    const sdk = await bundleSdk();
    const daily = readFileSync(require.resolve('@daily-co/daily-js/dist/daily-esm.js'));
    server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      if (request.method === 'POST' && request.url === '/call/web') {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'call_1', webCallUrl: ROOM, artifactPlan: { videoRecordingEnabled: false }, status: 'queued' }));
        return;
      }
      const body = request.url === '/' ? PAGE : request.url === '/sdk.js' ? sdk : request.url === '/daily-js.js' ? daily : null;
      if (body === null) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'content-type': request.url === '/' ? 'text/html' : 'text/javascript',
        // The promise of the Daily transport: it works without 'unsafe-eval'.
        'content-security-policy': `default-src 'self' blob: 'unsafe-inline' https://*.daily.co wss://*.daily.co; script-src 'self' 'unsafe-inline' blob: https://*.daily.co`,
      });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('an unreachable room URL ends in error with a typed error and full clean-up', async () => {
    const page = await browser.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(origin);
    await page.waitForFunction(() => (window as unknown as { sdkReady?: boolean }).sdkReady === true);
    const outcome = await page.evaluate(() => (window as unknown as { callUnreachableRoom: () => Promise<Record<string, unknown>> }).callUnreachableRoom());
    expect(outcome.result).toBeNull();
    expect(outcome.state).toBe('error');
    expect(outcome.errors).toHaveLength(1);
    // daily-js cannot even load its call machine from c.daily.co: spec §8 fatal "connection" error
    expect(outcome.errors).toEqual([expect.objectContaining({ typed: true, name: 'FatalCallError', code: 'connection-error' })]);
    expect(outcome.events).toEqual([
      'state:loading',
      'request:started',
      'request:completed',
      'state:joining',
      'transport-load:started',
      'transport-load:completed',
      'connect:started',
      'connect:failed',
      'state:error',
    ]);
    expect(outcome.events).not.toContain('call-start');
    expect(outcome.dailyCallLeft).toBe(false);
    expect(outcome.audioElements).toBe(0);
    expect(outcome.iframes).toBe(0);
    // daily-js came through the dynamic import only once a Daily call started
    expect(requests).toEqual(expect.arrayContaining(['POST /call/web', 'GET /daily-js.js']));
    expect(requests.indexOf('GET /daily-js.js')).toBeGreaterThan(requests.indexOf('POST /call/web'));
    expect(cspViolations.filter((text) => /eval/i.test(text))).toEqual([]);
    await page.close();
  }, 90_000);
});
