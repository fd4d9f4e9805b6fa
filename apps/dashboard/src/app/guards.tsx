import { STORAGE_KEYS } from '@parley/api-client';
import { Spinner } from '@parley/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { saveIntendedUrl } from '../lib/session';
import { useAuth } from '../stores/auth';
import { usePlanStanding } from '../stores/standing';

/** Signed-in only: saves where the person was going, then sends them to sign in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  if (isLoading)
    return (
      <div className="page-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (!isAuthenticated) {
    saveIntendedUrl(`${location.pathname}${location.search}`);
    return <Navigate to={localStorage.getItem(STORAGE_KEYS.finalRedirectPath) || '/login'} replace />;
  }
  return children;
}

/**
 * Signed-out only (login, register, partnerships): signed-in people go to the dashboard, or,
 * right after signing in here, to where the sign-in said (one redirect, so nothing races).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, redirectTo } = useAuth();
  return isAuthenticated ? <Navigate to={redirectTo ?? '/dashboard'} replace /> : children;
}

/**
 * Pages that need a plan: open with one, and during the grace days after signing up (to train, try
 * and install the agent first); once those have passed without a plan, the person goes to the plan prompt.
 */
export function RequireSubscription({ children }: { children: ReactNode }) {
  const standing = usePlanStanding();
  const { t } = useTranslation();
  if (standing.status === 'loading')
    return (
      <div className="page-center">
        <Spinner label={t('gate.checking')} />
      </div>
    );
  if (standing.status === 'ready' && standing.state === 'lapsed') return <Navigate to="/voice-ai/subscribe" replace />;
  return children;
}
