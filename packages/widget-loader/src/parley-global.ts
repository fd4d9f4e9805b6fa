/** One call on the page's `Parley(...)`: the method's name, then its arguments. */
export type ParleyCall = [string, ...unknown[]];

/**
 * `window.Parley`: the snippet's stub (its calls queued in `q`) until the loader puts its API there.
 * Declared on Window so the loader and the proactive bubbles read it typed, with no cast of `window`.
 */
export type ParleyGlobal = ((method: string, ...args: unknown[]) => unknown) & { q?: ParleyCall[] };

declare global {
  interface Window {
    Parley?: ParleyGlobal;
  }
}
