/** The path the server answered with this document; client-side moves change location, not this. */
export const INITIAL_PATH = typeof window === 'undefined' ? '/' : window.location.pathname;

/**
 * Pages the server renders itself (marketing). Reached by client-side navigation, they need a
 * full page load; reached directly (the server sent us instead, as in `vite dev`), they would
 * loop, so the caller shows a fallback then.
 */
export function needsFullPageLoad(path: string): boolean {
  return INITIAL_PATH !== path;
}
