/**
 * Quirks of `@daily-co/daily-js`, kept in one place (see README "Daily"). Only types are imported
 * statically; the library itself is loaded by `loadDaily()` when a Daily call starts, so it stays
 * out of the SDK's main bundle.
 */
import type { DailyCall, DailyCallFactory, DailyCallOptions, DailyFactoryOptions } from '@daily-co/daily-js';
import { parseServerMessage, type ServerMessage } from '../protocol';

export type DailyModule = { default: DailyCallFactory };

/** The only place daily-js is imported: a dynamic `import()` bundlers split into its own chunk. */
export const loadDaily = (): Promise<DailyModule> => import('@daily-co/daily-js');

/** Spec §4: on mobile, a 1 s delay precedes joining (mobile browsers need the time to settle audio routing after the permission prompt). */
export const MOBILE_JOIN_DELAY_MS = 1000;

export function isMobileBrowser(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini/i.test(userAgent);
}

/**
 * Call-object options: audio only, no automatic subscriptions (we subscribe to audio ourselves),
 * and `avoidEval` so daily-js loads its call machine with a script tag instead of `eval` — pages
 * with a strict Content-Security-Policy need no `unsafe-eval`.
 */
export function callObjectOptions(audioDeviceId: string | undefined): DailyFactoryOptions {
  return {
    audioSource: audioDeviceId ?? true,
    videoSource: false,
    subscribeToTracksAutomatically: false,
    dailyConfig: { avoidEval: true, alwaysIncludeMicInPermissionPrompt: true },
  };
}

export function joinOptions(url: string): DailyCallOptions {
  return { url, subscribeToTracksAutomatically: false };
}

/** Audio-only subscription for a remote participant (video and screen share never cost bandwidth). */
export function subscribeAudioOnly(call: DailyCall, sessionId: string): void {
  call.updateParticipant(sessionId, { setSubscribedTracks: { audio: true, video: false, screenVideo: false, screenAudio: false } });
}

/**
 * Daily's audio processor (its noise cancellation) can fail on some devices with a nonfatal
 * `audio-processor-error`; the call goes on with plain audio rather than none (spec §4).
 */
export function disableNoiseCancellation(call: DailyCall): Promise<unknown> {
  return call.updateInputSettings({ audio: { processor: { type: 'none' } } });
}

/** App messages arrive as a JSON string or an object depending on the sender. */
export function parseAppMessage(data: unknown): ServerMessage | null {
  if (typeof data === 'string') return parseServerMessage(data);
  if (typeof data === 'object' && data !== null) return parseServerMessage(JSON.stringify(data));
  return null;
}

/** Sum of the remote participants' audio levels: the "total level" of spec §9. */
export function totalRemoteLevel(call: DailyCall): number {
  let total = 0;
  for (const level of Object.values(call.getRemoteParticipantsAudioLevel())) total += level;
  return total;
}

/** Leave and destroy, swallowing the errors of a half-built call: daily-js allows only one call object per page, so this must always finish. */
export async function teardown(call: DailyCall): Promise<void> {
  try {
    if (call.isDestroyed()) return;
    await call.leave().catch(() => undefined);
  } finally {
    if (!call.isDestroyed()) await call.destroy().catch(() => undefined);
  }
}
