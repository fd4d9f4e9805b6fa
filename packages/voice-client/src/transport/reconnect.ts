/** Resume window of the media socket (from the contract): the server keeps a dropped call this long. */
export { RESUME_WINDOW_MS } from '@parley/contract/media-socket';
export const RECONNECT_INITIAL_DELAY_MS = 250;
export const RECONNECT_MAX_DELAY_MS = 2_000;

/** Exponential backoff: 250, 500, 1000, 2000, 2000… ms before attempt 1, 2, 3… */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_INITIAL_DELAY_MS * 2 ** Math.max(0, attempt - 1));
}

/** `wss://host/call/<id>/media?token=…` → `wss://host/call/<id>/media?resume=<token>`. */
export function resumeUrl(webCallUrl: string, resumeToken: string): string {
  const base = webCallUrl.split('?')[0] ?? webCallUrl;
  return `${base}?resume=${encodeURIComponent(resumeToken)}`;
}
