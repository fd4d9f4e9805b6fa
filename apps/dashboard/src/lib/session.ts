import { STORAGE_KEYS, type User } from '@parley/api-client';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';
export const DEFAULT_AFTER_LOGIN = '/voice-ai/subscribe';
const KEPT_ON_LOGOUT: string[] = [STORAGE_KEYS.interactionMode, STORAGE_KEYS.userLanguage];

/** Logout rule (spec §4): clear storage but interactionMode and userLanguage, session storage and cookies. */
export function clearClientState(storage: Storage = localStorage): void {
  const kept = KEPT_ON_LOGOUT.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function storedUser(storage: Storage = localStorage): User | null {
  try {
    return JSON.parse(storage.getItem(STORAGE_KEYS.userData) ?? 'null') as User | null;
  } catch {
    return null;
  }
}

/** Where a signed-out person goes: the saved logout path, /chat/login for chat_v0 agents, else /login. */
export function logoutDestination(storage: Storage = localStorage, user = storedUser(storage)): string {
  return storage.getItem(STORAGE_KEYS.logoutRedirectPath) || (user?.agent?.version === 'chat_v0' ? '/chat/login' : '/login');
}

export function saveIntendedUrl(pathAndQuery: string, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.intendedUrl, pathAndQuery);
}

/** The saved intended URL (removed once read), default /voice-ai/subscribe. */
export function takeIntendedUrl(storage: Storage = localStorage): string {
  const url = storage.getItem(STORAGE_KEYS.intendedUrl);
  storage.removeItem(STORAGE_KEYS.intendedUrl);
  return url && url.startsWith('/') && !url.startsWith('//') ? url : DEFAULT_AFTER_LOGIN;
}

export function isLoginPage(pathname: string): boolean {
  return pathname === '/login' || pathname === '/chat/login';
}
