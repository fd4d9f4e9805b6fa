import type { ApiClient, Standing } from '@parley/api-client';
import { useEffect } from 'react';
import { create } from 'zustand';
import { api as defaultApi } from '../lib/api';
import { isSubscribed, useSubscription } from './subscription';

/** The server's word on the organization's standing (GET /api/v1/billings/standing), read once a session. */
export interface StandingState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  standing: Standing | null;
  load: (force?: boolean) => Promise<void>;
  reset: () => void;
}

export function createStandingStore(api: Pick<ApiClient, 'getStanding'> = defaultApi) {
  let inflight: Promise<void> | null = null;
  return create<StandingState>()((set, get) => ({
    status: 'idle',
    standing: null,
    load(force = false) {
      if (!force && (get().status !== 'idle' || inflight)) return inflight ?? Promise.resolve();
      set({ status: 'loading' });
      inflight = api
        .getStanding()
        .then(
          (standing) => set({ status: 'ready', standing }),
          (error: unknown) => {
            console.error('Error checking the plan standing', error);
            set({ status: 'error' });
          },
        )
        .finally(() => {
          inflight = null;
        });
      return inflight;
    },
    reset: () => set({ status: 'idle', standing: null }),
  }));
}

export const useStanding = createStandingStore();

export type PlanStanding =
  | { status: 'loading' }
  /** Neither could be read: the pages stay open, and the server still refuses what needs a plan. */
  | { status: 'error' }
  | { status: 'ready'; state: Standing['state']; graceEndsAt: Date | null };

/**
 * Where the organization stands, for the guard and the shell's notice. The subscription decides
 * first (it is reloaded after every plan change, so a plan just chosen counts at once); only an
 * organization without one asks the server whether it is in its grace days.
 */
export function usePlanStanding(): PlanStanding {
  const { status, subscription, load } = useSubscription();
  const standing = useStanding();
  const subscribed = status === 'ready' && isSubscribed(subscription);
  const askServer = status === 'ready' && !subscribed;
  useEffect(() => {
    void load();
  }, [load]);
  const loadStanding = standing.load;
  useEffect(() => {
    if (askServer) void loadStanding();
  }, [askServer, loadStanding]);

  if (status === 'error') return { status: 'error' };
  if (subscribed) return { status: 'ready', state: 'subscribed', graceEndsAt: null };
  if (!askServer || standing.status === 'idle' || standing.status === 'loading') return { status: 'loading' };
  if (standing.status === 'error' || !standing.standing) return { status: 'error' };
  const { state, grace_ends_at } = standing.standing;
  return { status: 'ready', state, graceEndsAt: grace_ends_at ? new Date(grace_ends_at) : null };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Whole days left until `end`, counting a part day as one (the last day says 1, never 0). */
export const graceDaysLeft = (end: Date, now = new Date()) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
