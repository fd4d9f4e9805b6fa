import type { User } from '@parley/api-client';

const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
type SentryModule = typeof import('@sentry/browser');
let sentry: Promise<SentryModule> | null = null;

/** Loaded only when a DSN is configured, so the bundle carries no Sentry otherwise. */
function load(): Promise<SentryModule> | null {
  if (!dsn) return null;
  sentry ??= import('@sentry/browser').then((Sentry) => {
    Sentry.init({ dsn, maxBreadcrumbs: 100, transportOptions: { bufferSize: 64 } });
    return Sentry;
  });
  return sentry;
}

export function initErrorReporting(): void {
  void load();
}

export function setReportedUser(user: Pick<User, 'id' | 'email'> | null): void {
  void load()?.then((Sentry) => Sentry.setUser(user ? { id: String(user.id), email: user.email } : null));
}
