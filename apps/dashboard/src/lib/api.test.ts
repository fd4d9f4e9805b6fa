import { beforeEach, describe, expect, it, vi } from 'vitest';

const login = vi.fn((body: unknown) => Promise.resolve({ signedIn: body }));
const createDashboardApi = vi.fn(() => ({ login }));
vi.mock('./api-client', () => ({ createDashboardApi }));

describe('api (loaded on first call)', () => {
  beforeEach(() => vi.resetModules());

  it('creates no client until an endpoint is called', async () => {
    await import('./api');
    expect(createDashboardApi).not.toHaveBeenCalled();
  });

  it('forwards the call with its arguments and answers what the endpoint answers', async () => {
    const { api } = await import('./api');
    const body = { user: { email: 'owner@example.com', password: 'secret123' } };
    await expect(api.login(body)).resolves.toEqual({ signedIn: body });
    expect(login).toHaveBeenCalledWith(body);
  });

  it('creates the client once for every call', async () => {
    const { api, preloadApi } = await import('./api');
    createDashboardApi.mockClear();
    const body = { user: { email: 'owner@example.com', password: 'secret123' } };
    await Promise.all([preloadApi(), api.login(body), api.login(body)]);
    expect(createDashboardApi).toHaveBeenCalledTimes(1);
  });

  it('is not a promise itself (awaiting it gives it back)', async () => {
    const { api } = await import('./api');
    expect((api as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(api)).resolves.toBe(api);
  });
});
