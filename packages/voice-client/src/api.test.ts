import { describe, expect, it } from 'vitest';
import { buildWebCallRequest, createWebCall } from './api';
import { TransportError } from './errors';

const post = (respond: () => Promise<Response>) => createWebCall({ baseUrl: 'https://api.test///', apiKey: 'k', fetch: respond }, { assistantId: 'self' });

describe('POST /call/web', () => {
  it('trims trailing slashes of baseUrl', async () => {
    let url = '';
    await createWebCall(
      {
        baseUrl: 'https://api.test///',
        apiKey: 'k',
        fetch: ((input: string) => {
          url = input;
          return Promise.resolve(Response.json({ id: 'call_1', webCallUrl: 'wss://x' }, { status: 201 }));
        }) as unknown as typeof fetch,
      },
      {},
    );
    expect(url).toBe('https://api.test/call/web');
  });

  it('a network failure is start-failed "Could not reach the voice server"', async () => {
    const error = await post(() => Promise.reject(new TypeError('fetch failed'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ code: 'start-failed', message: 'Could not reach the voice server' });
  });

  it.each([
    [{ error: 'Assistant not found' }, 404, 'Assistant not found'],
    [
      { error: 'voice_unavailable', message: 'Voice is not available on this server; please use text chat.' },
      503,
      'Voice is not available on this server; please use text chat.',
    ],
    [{ message: 'Too many requests' }, 429, 'Too many requests'],
    [{ error: 'forbidden' }, 403, 'forbidden'],
    [null, 500, 'The voice server refused the call (HTTP 500)'],
  ])('%j (HTTP %i) → "%s"', async (body, status, message) => {
    const error = await post(() => Promise.resolve(body === null ? new Response('oops', { status }) : Response.json(body, { status }))).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'start-failed', message, status });
  });
});

describe('buildWebCallRequest', () => {
  it('leaves out what was not given', () => {
    expect(buildWebCallRequest('self', undefined, undefined, undefined, {})).toEqual({ assistantId: 'self' });
    expect(buildWebCallRequest(undefined, undefined, { members: [] }, undefined, undefined)).toEqual({ squad: { members: [] } });
  });
});
