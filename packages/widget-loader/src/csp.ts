/** A Content Security Policy directive the host page must extend for the widget. */
export type CspDirective = 'script-src' | 'frame-src' | 'connect-src';

/** One source a host page's Content Security Policy must allow, and why. */
export interface CspSource {
  directive: CspDirective;
  /** The Parley origin, e.g. `https://app.parley.example`. */
  source: string;
  /** What on the host page needs it (English, for documentation). */
  reason: string;
}

/**
 * What a host page with a strict Content Security Policy must allow for the widget, all of it the
 * Parley origin:
 *
 * - `script-src`: the loader, `{origin}/widget.js` (with {@link widgetScriptTag}; the inline
 *   {@link widgetSnippet} would need `'unsafe-inline'` or a nonce).
 * - `frame-src`: the chat frame, `{origin}/embed/…`.
 * - `connect-src`: the launcher's look, and whether this site may use the key, `GET {origin}/api/v1/widget/launcher`.
 *
 * Nothing else: the loader sets its styles through the CSSOM (`element.style`), which `style-src`
 * does not govern, adds no `<style>` element, evaluates no strings and loads no images or fonts on
 * the host page (the launcher is text). Everything the chat fetches, shows or plays happens inside
 * the frame, under the Parley server's own policy, not the host page's.
 */
export function widgetCspSources(origin: string): CspSource[] {
  const source = new URL(origin).origin;
  return [
    { directive: 'script-src', source, reason: 'the loader, widget.js' },
    { directive: 'frame-src', source, reason: 'the chat frame, /embed/' },
    { directive: 'connect-src', source, reason: 'the launcher’s colours and text, and whether this site may use the key, /api/v1/widget/launcher' },
  ];
}

/**
 * The sources as policy text, one directive per source list:
 * `script-src https://app.parley.example; frame-src …; connect-src …`.
 */
export function cspText(sources: readonly CspSource[]): string {
  const byDirective = new Map<CspDirective, string[]>();
  for (const { directive, source } of sources) {
    const list = byDirective.get(directive) ?? [];
    if (!list.includes(source)) list.push(source);
    byDirective.set(directive, list);
  }
  return [...byDirective].map(([directive, list]) => `${directive} ${list.join(' ')}`).join('; ');
}
