import { ApiError, type Agent, type ApiClient, type PublicAgent } from '@parley/api-client';
import { create } from 'zustand';
import { api as defaultApi } from '../lib/api';

export const AGENT_LOAD_ERROR = 'Failed to load agent data';
/** Spec §9: the loading flag turns on only after 500 ms, so quick loads never flash a spinner. */
export const LOADING_DELAY_MS = 500;

/** Actions are function properties, not methods: components take them out of the store and call them alone. */
export interface AgentState {
  agent: Agent | null;
  demoAgent: PublicAgent | null;
  isLoading: boolean;
  error: string | null;
  /** The signed-in organization's agent (paths containing "dashboard"). */
  load: () => Promise<void>;
  /** A business's agent in demo mode, by organization sub id (paths containing "demo"). */
  loadDemo: (subId: string) => Promise<void>;
  reset: () => void;
}

export function createAgentStore(api: Pick<ApiClient, 'getAgent' | 'getDemoAgent'> = defaultApi) {
  return create<AgentState>()((set) => {
    async function run<T>(request: () => Promise<T>, store: (value: T) => void) {
      const timer = setTimeout(() => set({ isLoading: true }), LOADING_DELAY_MS);
      set({ error: null });
      try {
        store(await request());
      } catch (error) {
        // Spec §4: a 404 (no agent yet) is ignored; anything else is an error to show.
        if (!(error instanceof ApiError && error.status === 404)) {
          console.error(AGENT_LOAD_ERROR, error);
          set({ error: AGENT_LOAD_ERROR });
        }
      } finally {
        clearTimeout(timer);
        set({ isLoading: false });
      }
    }
    return {
      agent: null,
      demoAgent: null,
      isLoading: false,
      error: null,
      load: () =>
        run(
          () => api.getAgent(),
          (agent) => set({ agent }),
        ),
      loadDemo: (subId) =>
        run(
          () => api.getDemoAgent(subId),
          (demoAgent) => set({ demoAgent }),
        ),
      reset: () => set({ agent: null, demoAgent: null, isLoading: false, error: null }),
    };
  });
}

export const useAgent = createAgentStore();
