import type { ApiClient, Subscription } from '@parley/api-client';
import { create } from 'zustand';
import { api as defaultApi } from '../lib/api';

/** Actions are function properties, not methods: components take them out of the store and call them alone. */
export interface SubscriptionState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** null: the organization has none (the API's 404, spec §7: stripe_status inactive). */
  subscription: Subscription | null;
  error: string | null;
  /** Loads once; `force` reloads (after checkout, plan change, cancellation). */
  load: (force?: boolean) => Promise<void>;
  set: (subscription: Subscription | null) => void;
  reset: () => void;
}

export const SUBSCRIPTION_ERROR = 'Error checking subscription status';

/** Spec §6: active means is_active, or stripe_status active. */
export const isSubscribed = (subscription: Subscription | null) => Boolean(subscription && (subscription.is_active || subscription.stripe_status === 'active'));

export function createSubscriptionStore(api: Pick<ApiClient, 'getCurrentSubscription'> = defaultApi) {
  let inflight: Promise<void> | null = null;
  return create<SubscriptionState>()((set, get) => ({
    status: 'idle',
    subscription: null,
    error: null,
    load(force = false) {
      if (!force && (get().status === 'ready' || inflight)) return inflight ?? Promise.resolve();
      set({ status: 'loading', error: null });
      inflight = api
        .getCurrentSubscription()
        .then(
          (subscription) => set({ status: 'ready', subscription }),
          (error: unknown) => {
            console.error(SUBSCRIPTION_ERROR, error);
            set({ status: 'error', error: SUBSCRIPTION_ERROR });
          },
        )
        .finally(() => {
          inflight = null;
        });
      return inflight;
    },
    set: (subscription) => set({ status: 'ready', subscription, error: null }),
    reset: () => set({ status: 'idle', subscription: null, error: null }),
  }));
}

export const useSubscription = createSubscriptionStore();
