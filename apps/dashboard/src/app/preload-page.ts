/**
 * The signed-out pages' chunks, started while the translations load instead of after them: on a
 * phone on a slow network that is a round trip less before the page paints. App.tsx's lazy routes
 * import the same modules, so this is the same download, not a second one.
 */
const PAGES: ReadonlyArray<readonly [RegExp, () => Promise<unknown>]> = [
  [/^\/(chat\/)?login\/?$|^\/register\/?$/, () => import('../pages/auth-forms')],
  [/^\/demo(\/[^/]+)?\/?$/, () => import('../pages/public-pages')],
];

/** Starts the page's chunk; answers its module (nothing for pages it does not know). */
export function preloadPage(pathname: string): Promise<unknown> {
  const load = PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
  // A failed download here is tried again by the route itself, which then says so.
  return load ? load().catch(() => undefined) : Promise.resolve(undefined);
}
