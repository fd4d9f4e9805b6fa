import { ApiError, type Agent } from '@parley/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENT_LOAD_ERROR, createAgentStore, LOADING_DELAY_MS } from './agent';

const agent = { id: 1, name: 'Ava' } as Agent;
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('agent loading (spec §4)', () => {
  afterEach(() => vi.useRealTimers());

  it('turns the loading flag on only after 500 ms of waiting', async () => {
    vi.useFakeTimers();
    const pending = deferred<Agent>();
    const store = createAgentStore({ getAgent: () => pending.promise, getDemoAgent: vi.fn() });
    const loading = store.getState().load();
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 1);
    expect(store.getState().isLoading).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().isLoading).toBe(true);
    pending.resolve(agent);
    await loading;
    expect(store.getState()).toMatchObject({ isLoading: false, agent, error: null });
  });

  it('ignores a 404 and reports other failures as "Failed to load agent data"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = createAgentStore({ getAgent: () => Promise.reject(new ApiError('Not found', 404, null)), getDemoAgent: vi.fn() });
    await missing.getState().load();
    expect(missing.getState()).toMatchObject({ error: null, agent: null });
    const broken = createAgentStore({ getAgent: () => Promise.reject(new ApiError('Internal server error', 500, null)), getDemoAgent: vi.fn() });
    await broken.getState().load();
    expect(broken.getState().error).toBe(AGENT_LOAD_ERROR);
  });
});
