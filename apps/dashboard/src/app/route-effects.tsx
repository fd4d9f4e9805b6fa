import { STORAGE_KEYS } from '@parley/api-client';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../lib/api';
import { useAgent } from '../stores/agent';
import { useAuth } from '../stores/auth';

const TRIAL_REQUESTED = 'trial_requested';
/** The paid plan a `trial=true` link starts a trial of. */
const TRIAL_PLAN = 'voice';

/** Asks for the trial once per browser session, then reloads into the dashboard (spec §4). */
export async function requestTrialOnce(storage: Storage = sessionStorage, reload = (url: string) => window.location.assign(url)) {
  if (storage.getItem(TRIAL_REQUESTED)) return;
  storage.setItem(TRIAL_REQUESTED, '1');
  try {
    await api.startTrial({ trial: { plan_name: TRIAL_PLAN } });
  } catch (error) {
    console.error('Trial creation failed', error);
  }
  reload('/dashboard');
}

/** Side effects of moving between routes: the active-call flag and the `trial=true` query. */
export function RouteEffects() {
  const location = useLocation();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  useEffect(() => {
    localStorage.removeItem(STORAGE_KEYS.activeVoiceCall);
  }, [location.pathname]);
  // Spec §2: paths containing "dashboard" load the agent (demo pages load theirs by sub id).
  const inDashboard = location.pathname.includes('dashboard');
  useEffect(() => {
    if (inDashboard && isAuthenticated && !useAgent.getState().agent) void useAgent.getState().load();
  }, [inDashboard, isAuthenticated]);
  useEffect(() => {
    if (isAuthenticated && new URLSearchParams(location.search).get('trial') === 'true') void requestTrialOnce();
  }, [isAuthenticated, location.search]);
  return null;
}
