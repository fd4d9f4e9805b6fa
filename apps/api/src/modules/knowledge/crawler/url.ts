/** URL helpers shared by link extraction, the in-memory crawler and the database-backed queue. */

/** Tracking parameters that never change what a page shows; dropping them avoids re-crawling. */
const TRACKING_PARAM = /^(utm_.+|gclid|fbclid|mc_cid|mc_eid)$/i;

/**
 * A canonical form for "have we seen this page?" checks: lowercase host (URL does that), no
 * fragment, no default port (URL drops it), query params sorted, tracking params dropped. The
 * path stays exactly as linked: `/team/` and `/team` are different URLs, and many servers answer
 * only one of them (a 404 or a redirect for the other). Throws TypeError for an unparseable URL.
 */
export function normaliseUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  // Sorted as raw "key=value" strings so each parameter keeps its exact encoding; re-encoding
  // through URLSearchParams would turn %20 into + and "?flag" into "?flag=".
  const params = parsed.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => ({ pair, key: decodeKey(pair) }))
    .filter(({ key }) => !TRACKING_PARAM.test(key));
  params.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  parsed.search = params.length > 0 ? `?${params.map(({ pair }) => pair).join('&')}` : '';
  return parsed.href;
}

function decodeKey(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Hostname with a leading "www." removed, so example.com and www.example.com count as one site. */
export function siteKey(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * Same website? Compares hostnames after stripping "www." (deliberately simple: no public-suffix
 * list, so shop.example.com and example.com are different sites). Protocol and port are ignored so
 * http→https links stay in.
 */
export function isSameSite(a: string | URL, b: string | URL): boolean {
  try {
    return siteKey(new URL(a).hostname) === siteKey(new URL(b).hostname);
  } catch {
    return false;
  }
}

const ASSET_EXTENSION =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|heic|zip|gz|tgz|tar|rar|7z|dmg|exe|apk|mp4|m4v|mov|avi|webm|mkv|mp3|m4a|wav|ogg|flac|css|js|mjs|map|json|xml|rss|atom|woff2?|ttf|otf|eot|docx?|xlsx?|pptx?|csv|ics)$/i;

/** Links to files rather than pages (judged by extension, without a request). */
export function isAssetUrl(url: URL): boolean {
  return ASSET_EXTENSION.test(url.pathname);
}

export function isHttpUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}
