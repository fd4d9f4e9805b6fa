export interface SnippetOptions {
  /** Origin of the Parley server, e.g. `https://app.parley.example`. */
  origin: string;
  /** The agent's live key. */
  apiKey: string;
  /** Cache-busting timestamp appended to the loader URL. */
  timestamp?: number;
}

/** The loader's URL: `{origin}/widget.js?apiKey=…&t=…`. */
export function widgetScriptUrl({ origin, apiKey, timestamp = Date.now() }: SnippetOptions): string {
  return `${origin.replace(/\/+$/, '')}/widget.js?apiKey=${encodeURIComponent(apiKey)}&t=${timestamp}`;
}

/**
 * The script tag the add-to-site modal shows. It defines a queueing stub on `window.Parley`
 * (calls wait until the loader runs) and loads the loader asynchronously, once.
 *
 * It is inline code: a page whose Content Security Policy has no `'unsafe-inline'` in
 * `script-src` blocks it. Such pages use {@link widgetScriptTag}.
 */
export function widgetSnippet(options: SnippetOptions): string {
  // JSON.stringify + escaping "<" keeps any key from closing the script element.
  const literal = JSON.stringify(widgetScriptUrl(options)).replace(/</g, '\\u003c');
  return `<script>(function(w,d){if(w.Parley)return;var q=[];var P=function(){q.push([].slice.call(arguments))};P.q=q;["open","close","toggle","identify","on"].forEach(function(m){P[m]=function(){q.push([m].concat([].slice.call(arguments)))}});w.Parley=P;var s=d.createElement("script");s.async=true;s.src=${literal};d.head.appendChild(s)})(window,document);</script>`;
}

/**
 * The script-only tag for pages with a strict Content Security Policy: no inline code, just
 * `<script async src="{origin}/widget.js?apiKey=…&t=…"></script>`, which `script-src {origin}`
 * allows. The loader starts with an empty queue, so `window.Parley` exists only once it has run;
 * call it from the script's `load` event. The page must also allow the sources of
 * {@link widgetCspSources}.
 */
export function widgetScriptTag(options: SnippetOptions): string {
  // The key is percent-encoded, so only the origin could carry a quote or an angle bracket. The one
  // `&` (before `t=`) is left as it is: HTML never reads `&t=` as a character reference.
  const src = widgetScriptUrl(options).replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<script async src="${src}"></script>`;
}
