export interface SnippetOptions {
  /** Origin of the Parley server, e.g. `https://app.parley.example`. */
  origin: string;
  /** The agent's live key. */
  apiKey: string;
  /** Cache-busting timestamp appended to the loader URL. */
  timestamp?: number;
}

/**
 * The script tag the add-to-site modal shows. It defines a queueing stub on `window.Parley`
 * (calls wait until the loader runs) and loads the loader asynchronously, once.
 */
export function widgetSnippet({ origin, apiKey, timestamp = Date.now() }: SnippetOptions): string {
  const src = `${origin.replace(/\/+$/, '')}/widget.js?apiKey=${encodeURIComponent(apiKey)}&t=${timestamp}`;
  // JSON.stringify + escaping "<" keeps any key from closing the script element.
  const literal = JSON.stringify(src).replace(/</g, '\\u003c');
  return `<script>(function(w,d){if(w.Parley)return;var q=[];var P=function(){q.push([].slice.call(arguments))};P.q=q;["open","close","toggle","identify","on"].forEach(function(m){P[m]=function(){q.push([m].concat([].slice.call(arguments)))}});w.Parley=P;var s=d.createElement("script");s.async=true;s.src=${literal};d.head.appendChild(s)})(window,document);</script>`;
}
