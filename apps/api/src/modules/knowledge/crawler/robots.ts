import robotsParser from 'robots-parser';
import { BlockedAddressError, UnsafeUrlError } from './errors';
import type { PageFetcher } from './fetch-page';

/** The product token sites address us by in robots.txt ("User-agent: ParleyBot"). */
export const ROBOTS_USER_AGENT = 'ParleyBot';

export interface RobotsRules {
  isAllowed(url: string): boolean;
  sitemaps: string[];
  crawlDelayMs?: number;
  /** ok: parsed; missing: 4xx, everything allowed; unreachable: 5xx or no answer, nothing allowed. */
  status: 'ok' | 'missing' | 'unreachable';
}

const ALLOW_ALL: Omit<RobotsRules, 'status'> = { isAllowed: () => true, sitemaps: [] };
const DENY_ALL: Omit<RobotsRules, 'status'> = { isAllowed: () => false, sitemaps: [] };

/** Parses robots.txt text. Pure, so a queue can store the text and rebuild the rules per job. */
export function parseRobots(robotsUrl: string, text: string): RobotsRules {
  const robot = robotsParser(robotsUrl, text);
  const delaySeconds = robot.getCrawlDelay(ROBOTS_USER_AGENT);
  return {
    // undefined means "not this robots.txt's origin"; that origin's own file decides, not this one.
    isAllowed: (url) => robot.isAllowed(url, ROBOTS_USER_AGENT) !== false,
    sitemaps: robot.getSitemaps(),
    ...(typeof delaySeconds === 'number' && delaySeconds > 0 ? { crawlDelayMs: delaySeconds * 1000 } : {}),
    status: 'ok',
  };
}

/**
 * Loads `${origin}/robots.txt` following RFC 9309: a 4xx means no rules (crawl everything); a 5xx
 * or a failed fetch means "assume complete disallow" — the caller sees `status: 'unreachable'` and
 * can explain why nothing was scraped. Private/unsafe addresses are rethrown: no point pretending
 * the site has rules when it cannot be fetched at all.
 */
export async function loadRobots(origin: string, fetcher: PageFetcher): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  try {
    const response = await fetcher(robotsUrl);
    if (response.status >= 200 && response.status < 300) return parseRobots(robotsUrl, response.body);
    if (response.status >= 400 && response.status < 500) return { ...ALLOW_ALL, status: 'missing' };
    return { ...DENY_ALL, status: 'unreachable' };
  } catch (error) {
    if (error instanceof BlockedAddressError || error instanceof UnsafeUrlError) throw error;
    return { ...DENY_ALL, status: 'unreachable' };
  }
}
