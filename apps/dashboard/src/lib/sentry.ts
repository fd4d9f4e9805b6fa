import type * as Sentry from '@sentry/browser';
import type { User } from '@parley/api-client';

const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
type SentryModule = typeof Sentry;
let sentry: Promise<SentryModule> | null = null;

/** Loaded only when a DSN is configured, so the bundle carries no Sentry otherwise. */
function load(): Promise<SentryModule> | null {
  if (!dsn) return null;
  sentry ??= import('@sentry/browser').then((module) => {
    module.init({ dsn, maxBreadcrumbs: 100, transportOptions: { bufferSize: 64 } });
    return module;
  });
  return sentry;
}

export function initErrorReporting(): void {
  void load();
}

export function setReportedUser(user: Pick<User, 'id' | 'email'> | null): void {
  void load()?.then((module) => module.setUser(user ? { id: String(user.id), email: user.email } : null));
}
