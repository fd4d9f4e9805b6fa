import { ApiError, STORAGE_KEYS, type ApiClient, type Organization, type Session } from '@parley/api-client';
import { create } from 'zustand';
import { api as defaultApi } from '../lib/api';
import { setReportedUser } from '../lib/sentry';
import { clearClientState, logoutDestination } from '../lib/session';
import { useAgent } from './agent';
import { useStanding } from './standing';
import { useSubscription } from './subscription';

export const REVALIDATE_MS = 1_500_000;

/** Actions are function properties, not methods: components take them out of the store and call them alone. */
export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  organizationId: string | null;
  organization: Organization['attributes'] | null;
  /** Where the sign-in pages send the person once signed in (the intended URL, or a default). */
  redirectTo: string | null;
  validateToken: () => Promise<void>;
  signIn: (session: Session, redirectTo?: string) => void;
  logout: () => Promise<string>;
}

/** Spec §4: authenticated (and loading) at start iff both a token and an organization id are stored. */
export function createAuthStore(
  api: Pick<ApiClient, 'getCurrentOrganization' | 'logout'> = defaultApi,
  storage: Storage = localStorage,
  /** Other per-person state to forget (the subscription store). */
  onSignedOut: () => void = () => {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hasSession = Boolean(storage.getItem(STORAGE_KEYS.jwtToken) && storage.getItem(STORAGE_KEYS.organizationId));

  return create<AuthState>()((set, get) => ({
    isAuthenticated: hasSession,
    isLoading: hasSession,
    error: null,
    organizationId: hasSession ? storage.getItem(STORAGE_KEYS.organizationId) : null,
    organization: null,
    redirectTo: null,

    async validateToken() {
      clearTimeout(timer);
      try {
        const { organization, token } = await api.getCurrentOrganization();
        if (token) storage.setItem(STORAGE_KEYS.jwtToken, token);
        storage.setItem(STORAGE_KEYS.organizationId, String(organization.id));
        set({ isAuthenticated: true, isLoading: false, error: null, organizationId: String(organization.id), organization: organization.attributes });
        timer = setTimeout(() => void get().validateToken(), REVALIDATE_MS);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          set({ isAuthenticated: false, isLoading: false, error: 'Authentication failed', organizationId: null, organization: null });
        } else {
          set({ isLoading: false, error: 'Error validating token' });
        }
      }
    },

    signIn({ user, token }, redirectTo) {
      storage.setItem(STORAGE_KEYS.jwtToken, token);
      storage.setItem(STORAGE_KEYS.organizationId, String(user.organization.id));
      storage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
      setReportedUser(user);
      set({ isAuthenticated: true, isLoading: false, error: null, organizationId: String(user.organization.id), redirectTo: redirectTo ?? null });
      timer = setTimeout(() => void get().validateToken(), REVALIDATE_MS);
    },

    async logout() {
      clearTimeout(timer);
      const destination = logoutDestination(storage);
      await api.logout().catch(() => {});
      clearClientState(storage);
      setReportedUser(null);
      onSignedOut();
      set({ isAuthenticated: false, isLoading: false, error: null, organizationId: null, organization: null, redirectTo: null });
      return destination;
    },
  }));
}

export const useAuth = createAuthStore(defaultApi, localStorage, () => {
  useSubscription.getState().reset();
  useStanding.getState().reset();
  useAgent.getState().reset();
});
