import { createApiClient, STORAGE_KEYS } from '@parley/api-client';
import { clearClientState, isLoginPage, logoutDestination } from './session';

/**
 * The dashboard's client. A 401 outside the login pages clears everything and sends the person
 * to sign in with the session-expired message (spec §8); a fresh token replaces the stored one.
 * Pages use it through `api` (./api.ts), which loads this module on the first call.
 */
export function createDashboardApi() {
  return createApiClient({
    onTokenRefreshed: (token) => {
      if (localStorage.getItem(STORAGE_KEYS.jwtToken)) localStorage.setItem(STORAGE_KEYS.jwtToken, token);
    },
    onUnauthorized: () => {
      if (isLoginPage(window.location.pathname)) return;
      const destination = logoutDestination();
      clearClientState();
      window.location.assign(`${destination}?expired=1`);
    },
    onClearSiteData: () => clearClientState(),
  });
}
