import { load } from 'cheerio';
import type { PageFetcher } from './fetch-page';

export interface ParsedSitemap {
  /** Page URLs (<urlset><url><loc>). */
  urls: string[];
  /** Child sitemaps (<sitemapindex><sitemap><loc>). */
  sitemaps: string[];
}

/** Parses a sitemap, a sitemap index, or a plain-text sitemap (one URL per line). Pure. */
export function parseSitemap(body: string): ParsedSitemap {
  const trimmed = body.trimStart();
  if (!trimmed.startsWith('<')) {
    const urls = trimmed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => /^https?:\/\//i.test(line));
    return { urls, sitemaps: [] };
  }
  const $ = load(trimmed, { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .map((_, element) => $(element).text().trim())
      .get()
      .filter((loc) => /^https?:\/\//i.test(loc));
  // Child combinator: <image:loc> inside <url> is a different tag and is not picked up.
  return { urls: locs('url > loc'), sitemaps: locs('sitemap > loc') };
}

export interface CollectSitemapOptions {
  /** How deep to follow sitemap indexes: 0 = only the given sitemaps. Default 2. */
  maxDepth?: number;
  /** Stop collecting page URLs beyond this. Default 5,000. */
  maxUrls?: number;
  /** Stop fetching sitemaps beyond this, whatever the index says. Default 50. */
  maxSitemaps?: number;
}

/**
 * Fetches sitemaps breadth-first, following indexes, and returns the deduplicated page URLs.
 * A sitemap that fails or is not 2xx is skipped silently: sitemaps only seed the crawl, and a
 * guessed /sitemap.xml is missing on many sites.
 */
export async function collectSitemapUrls(sitemapUrls: string[], fetcher: PageFetcher, opts: CollectSitemapOptions = {}): Promise<string[]> {
  const maxDepth = opts.maxDepth ?? 2;
  const maxUrls = opts.maxUrls ?? 5_000;
  const maxSitemaps = opts.maxSitemaps ?? 50;
  const urls = new Set<string>();
  const visited = new Set<string>();
  let level = [...new Set(sitemapUrls)];

  for (let depth = 0; depth <= maxDepth && level.length > 0 && urls.size < maxUrls; depth += 1) {
    const next: string[] = [];
    for (const sitemapUrl of level) {
      if (visited.has(sitemapUrl) || visited.size >= maxSitemaps || urls.size >= maxUrls) continue;
      visited.add(sitemapUrl);
      let parsed: ParsedSitemap;
      try {
        const response = await fetcher(sitemapUrl);
        if (response.status < 200 || response.status >= 300) continue;
        parsed = parseSitemap(response.body);
      } catch {
        continue;
      }
      for (const url of parsed.urls) {
        if (urls.size >= maxUrls) break;
        urls.add(url);
      }
      next.push(...parsed.sitemaps);
    }
    level = next;
  }
  return [...urls];
}
