import { describe, expect, it } from 'vitest';
import { loadRobots, parseRobots } from './robots';
import { parseSitemap } from './sitemap';

describe('robots and sitemaps', () => {
  it('parses rules and sitemaps; a missing robots.txt allows everything', async () => {
    const rules = parseRobots(
      'https://shop.example/robots.txt',
      'User-agent: *\nDisallow: /cart\n\nUser-agent: ParleyBot\nDisallow: /private/\nCrawl-delay: 2\nSitemap: https://shop.example/s.xml',
    );
    expect(rules.isAllowed('https://shop.example/private/x')).toBe(false);
    // The ParleyBot group replaces the * group for us.
    expect(rules.isAllowed('https://shop.example/cart')).toBe(true);
    expect(rules.crawlDelayMs).toBe(2000);
    expect(rules.sitemaps).toEqual(['https://shop.example/s.xml']);

    const missing = await loadRobots('https://shop.example', (url) =>
      Promise.resolve({
        url,
        status: 404,
        contentType: 'text/html',
        body: '',
      }),
    );
    expect(missing.status).toBe('missing');
    expect(missing.isAllowed('https://shop.example/anything')).toBe(true);
    const broken = await loadRobots('https://shop.example', (url) => Promise.resolve({ url, status: 503, contentType: '', body: '' }));
    expect(broken.isAllowed('https://shop.example/')).toBe(false);
  });

  it('parses url sets, sitemap indexes and ignores image locs', () => {
    expect(
      parseSitemap(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
        <url><loc> https://a.example/x </loc><image:image><image:loc>https://a.example/x.jpg</image:loc></image:image></url>
        <url><loc>https://a.example/y</loc></url></urlset>`),
    ).toEqual({ urls: ['https://a.example/x', 'https://a.example/y'], sitemaps: [] });
    expect(parseSitemap('<sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>')).toEqual({
      urls: [],
      sitemaps: ['https://a.example/s1.xml'],
    });
  });
});
