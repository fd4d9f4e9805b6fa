import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { errorMessageFrom, UNEXPECTED_ERROR_MESSAGE } from './errors';
import { bearerTokenFrom } from './storage';

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch that records each request and answers from `handler`: the wire, not a mock of ky. */
function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

const user = {
  id: 1,
  email: 'a@example.com',
  name: 'A',
  language_preference: null,
  role: 'owner',
  created_at: '',
  organization: { id: 2, sub_id: 'org_x', name: 'Acme', website_url: 'https://acme.example.com' },
  agent: null,
};

describe('error rule (spec §8)', () => {
  it('takes error, then message, then the client message, then the fallback', () => {
    expect(errorMessageFrom({ error: 'Bad email', message: 'other' })).toBe('Bad email');
    expect(errorMessageFrom({ message: 'From message' })).toBe('From message');
    expect(errorMessageFrom(null, 'Client said')).toBe('Client said');
    expect(errorMessageFrom('<html>')).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('bearer token (spec §6)', () => {
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  it('uses jwt_token, else demo_key, else live_key', () => {
    expect(bearerTokenFrom(storage({ jwt_token: 'j', demo_key: 'd', live_key: 'l' }))).toBe('j');
    expect(bearerTokenFrom(storage({ demo_key: 'd', live_key: 'l' }))).toBe('d');
    expect(bearerTokenFrom(storage({ live_key: 'l' }))).toBe('l');
    expect(bearerTokenFrom(storage({}))).toBeNull();
  });
});

describe('createApiClient', () => {
  it('sends JSON with credentials, accept header and bearer token, and reads the session token', async () => {
    const { fetch, requests } = fakeFetch(() => json({ data: user }, { status: 201, headers: { authorization: 'Bearer new-token' } }));
    const api = createApiClient({ baseUrl: 'https://api.example/', fetch, getToken: () => 'stored' });
    const session = await api.signup({
      user: { email: 'a@example.com', password: 'Passw0rd!', name: 'A' },
      organization: { name: 'Acme', website_url: 'acme.example.com' },
    });
    expect(session).toEqual({ user, token: 'new-token' });
    const [request] = requests;
    expect(request!.url).toBe('https://api.example/signup');
    expect(request!.method).toBe('POST');
    expect(request!.credentials).toBe('include');
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.get('authorization')).toBe('Bearer stored');
    expect(request!.headers.get('content-type')).toContain('application/json');
  });

  it('hands back the check-your-email answer of a server that sends email, and confirms its link into a session', async () => {
    const pending = { status: 'check_your_email', email: 'a@example.com' };
    const { fetch, requests } = fakeFetch((request) =>
      request.url.endsWith('/signup/confirm')
        ? json({ data: user }, { status: 201, headers: { authorization: 'Bearer confirmed' } })
        : json({ data: pending }, { status: 202 }),
    );
    const api = createApiClient({ baseUrl: 'https://api.example', fetch });
    const form = { user: { email: 'a@example.com', password: 'Passw0rd!', name: 'A' }, organization: { name: 'Acme', website_url: 'acme.example.com' } };
    expect(await api.signup(form)).toEqual(pending);
    expect(await api.confirmSignup({ token: '1.2.abc' })).toEqual({ user, token: 'confirmed' });
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['POST /signup', 'POST /signup/confirm']);
  });

  it('turns a failure into an ApiError with the server message and calls the 401 hook', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => json({ error: 'Unauthorized' }, { status: 401 }));
    const api = createApiClient({ baseUrl: 'https://api.example', fetch, onUnauthorized });
    await expect(api.getCurrentUser()).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/v1/users/current' }));
  });

  it('falls back to the unexpected-error message when the body says nothing', async () => {
    const { fetch } = fakeFetch(() => new Response('oops', { status: 502 }));
    const api = createApiClient({ baseUrl: 'https://api.example', fetch });
    await expect(api.getCurrentUser()).rejects.toMatchObject({ status: 502, message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('reports a refreshed token and a Clear-Site-Data response', async () => {
    const onTokenRefreshed = vi.fn();
    const onClearSiteData = vi.fn();
    const organization = {
      id: 2,
      type: 'organization',
      attributes: { sub_id: 'org_x', name: 'Acme', website_url: 'https://acme.example.com', created_at: '' },
    };
    const { fetch } = fakeFetch((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204, headers: { 'clear-site-data': '"storage"' } })
        : json({ data: organization }, { headers: { authorization: 'Bearer refreshed' } }),
    );
    const api = createApiClient({ baseUrl: 'https://api.example', fetch, onTokenRefreshed, onClearSiteData });
    await expect(api.getCurrentOrganization()).resolves.toEqual({ organization, token: 'refreshed' });
    expect(onTokenRefreshed).toHaveBeenCalledWith('refreshed');
    await api.logout();
    expect(onClearSiteData).toHaveBeenCalledOnce();
  });

  it('leaves the content type of multipart bodies to the browser', async () => {
    const { fetch, requests } = fakeFetch(() => json({ ok: true }));
    const api = createApiClient({ baseUrl: 'https://api.example', fetch });
    await api.updateAgent({ name: 'Ava' });
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('says the server could not be reached when the network fails', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'https://api.example', fetch });
    await expect(api.health()).rejects.toMatchObject({ status: 0, message: 'Network error: the server could not be reached' });
  });
});
