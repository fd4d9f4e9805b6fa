import { ApiError, type Organization } from '@parley/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore, REVALIDATE_MS } from './auth';

const organization: Organization = {
  id: 7,
  type: 'organization',
  attributes: { sub_id: 'org_abc', name: 'Acme', website_url: 'https://acme.example.com', created_at: '2026-01-01T00:00:00.000Z' },
};

function fakeApi(getCurrentOrganization: () => Promise<{ organization: Organization; token: string | null }>) {
  return { getCurrentOrganization: vi.fn(getCurrentOrganization), logout: vi.fn(async () => {}) };
}

describe('auth store (spec §4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('starts unauthenticated unless both a token and an organization id are stored', () => {
    localStorage.setItem('jwt_token', 't');
    const api = fakeApi(() => Promise.resolve({ organization, token: null }));
    expect(createAuthStore(api, localStorage).getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    localStorage.setItem('organization_id', '7');
    expect(createAuthStore(api, localStorage).getState()).toMatchObject({ isAuthenticated: true, isLoading: true, organizationId: '7' });
  });

  it('stores a refreshed token and revalidates every 1,500,000 ms', async () => {
    vi.useFakeTimers();
    localStorage.setItem('jwt_token', 'old');
    localStorage.setItem('organization_id', '7');
    const api = fakeApi(() => Promise.resolve({ organization, token: 'fresh' }));
    const store = createAuthStore(api, localStorage);
    await store.getState().validateToken();
    expect(localStorage.getItem('jwt_token')).toBe('fresh');
    expect(store.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, error: null, organization: organization.attributes });
    expect(REVALIDATE_MS).toBe(1_500_000);
    await vi.advanceTimersByTimeAsync(REVALIDATE_MS - 1);
    expect(api.getCurrentOrganization).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getCurrentOrganization).toHaveBeenCalledTimes(2);
  });

  /** The store's state once validating a stored session has failed with `failure`. */
  async function afterFailedValidation(failure: ApiError) {
    localStorage.setItem('jwt_token', 'stored');
    localStorage.setItem('organization_id', '7');
    const store = createAuthStore(
      fakeApi(async () => Promise.reject(failure)),
      localStorage,
    );
    await store.getState().validateToken();
    return store.getState();
  }

  it('clears state with "Authentication failed" on 401', async () => {
    const state = await afterFailedValidation(new ApiError('Unauthorized', 401, null));
    expect(state).toMatchObject({ isAuthenticated: false, isLoading: false, error: 'Authentication failed', organizationId: null });
  });

  it('keeps the session with "Error validating token" on any other error', async () => {
    const state = await afterFailedValidation(new ApiError('Internal server error', 500, null));
    expect(state).toMatchObject({ isAuthenticated: true, isLoading: false, error: 'Error validating token' });
  });

  it('logs out: keeps interactionMode and userLanguage, and sends chat_v0 agents to /chat/login', async () => {
    const api = fakeApi(() => Promise.resolve({ organization, token: null }));
    const store = createAuthStore(api, localStorage);
    store.getState().signIn({
      token: 'tok',
      user: {
        id: 1,
        email: 'a@example.com',
        name: 'A',
        language_preference: 'he',
        role: 'owner',
        created_at: '',
        organization: { id: 7, sub_id: 'org_abc', name: 'Acme', website_url: 'https://acme.example.com' },
        agent: { id: 3, name: 'Ava', version: 'chat_v0' },
      },
    });
    localStorage.setItem('interactionMode', 'voice');
    localStorage.setItem('userLanguage', 'he');
    localStorage.setItem('plans_data', '[]');
    sessionStorage.setItem('something', '1');
    expect(await store.getState().logout()).toBe('/chat/login');
    expect(api.logout).toHaveBeenCalledOnce();
    expect({ ...localStorage }).toEqual({ interactionMode: 'voice', userLanguage: 'he' });
    expect(sessionStorage.length).toBe(0);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, organizationId: null });
  });
});
