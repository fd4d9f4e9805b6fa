/** Local storage keys, exactly as spec §3 names them. */
export const STORAGE_KEYS = {
  jwtToken: 'jwt_token',
  organizationId: 'organization_id',
  demoKey: 'demo_key',
  liveKey: 'live_key',
  apiKey: 'api_key',
  userData: 'user_data',
  userLanguage: 'userLanguage',
  interactionMode: 'interactionMode',
  plansData: 'plans_data',
  intendedUrl: 'intended_url',
  logoutRedirectPath: 'logout_redirect_path',
  finalRedirectPath: 'final_redirect_path',
  /** The spec does not name the active-voice-call flag; this is ours. */
  activeVoiceCall: 'active_voice_call',
} as const;

export interface KeyValueStorage {
  getItem(key: string): string | null;
}

/** Spec §6: the stored jwt token, falling back to the demo key, then the live key. */
export function bearerTokenFrom(storage: KeyValueStorage | undefined): string | null {
  if (!storage) return null;
  return storage.getItem(STORAGE_KEYS.jwtToken) || storage.getItem(STORAGE_KEYS.demoKey) || storage.getItem(STORAGE_KEYS.liveKey) || null;
}
