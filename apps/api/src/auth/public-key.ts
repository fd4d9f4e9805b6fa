import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { preparedOnce } from '../db/prepared';
import { agents, organizations, rules } from '../db/schema';
import { AppError } from '../errors';

export interface PublicCaller {
  agent: typeof agents.$inferSelect;
  organization: typeof organizations.$inferSelect;
  keyKind: 'live' | 'demo';
  /** The site the conversation happens on (the host page), as far as the browser tells. */
  hostOrigin: string | null;
  /** The agent's enabled rules in the owner's order, read with the key (a chat turn needs them; one round trip fewer). */
  rules?: string[];
}

/** The enabled rules of the agent's organization, in the owner's order, as one column. */
const enabledRules = sql<
  string[]
>`coalesce((SELECT json_agg(r.text ORDER BY r.position, r.id) FROM ${rules} r WHERE r.organization_id = "agents"."organization_id" AND r.enabled), '[]'::json)`;

/** The key's agent, organization and rules: every widget request reads them, so the query is prepared. */
const callerByKey = (db: Db) =>
  preparedOnce(db, 'public_caller_by_key', (db) =>
    db
      .select({ agent: agents, organization: organizations, rules: enabledRules })
      .from(agents)
      .innerJoin(organizations, eq(organizations.id, agents.organizationId))
      .where(or(eq(agents.liveKey, sql.placeholder('key')), eq(agents.demoKey, sql.placeholder('key'))))
      .prepare('public_caller_by_key'),
  );

/** A page or site as the browser or the owner wrote it, with or without its scheme; null when it is not a URL. */
const urlOf = (value: string | null | undefined): URL | null => {
  if (!value) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
};
const hostOf = (value: string | null | undefined) => urlOf(value)?.hostname.toLowerCase() ?? null;
const hostWithPort = (value: string | null | undefined) => urlOf(value)?.host.toLowerCase() ?? null;
const bare = (host: string) => host.replace(/^www\./, '');

/** A host is allowed when it is an allowed domain or one of its subdomains. */
export function isAllowedHost(host: string, allowed: string[]): boolean {
  return allowed.map(bare).some((domain) => bare(host) === domain || host.endsWith(`.${domain}`));
}

/**
 * Why a key may not be used on a page (`host[:port]`), or null when it may: the demo key only on
 * Parley (`own`), the live key on Parley and on the organization's site and allowed domains. One
 * rule for the chat API and for the loader, which asks before it shows the launcher.
 */
export function keyRefusal(keyKind: 'live' | 'demo', page: string, own: string, websiteUrl: string | null, allowedDomains: string[]): string | null {
  if (page === own) return null;
  if (keyKind === 'demo') return "The demo key only works on Parley's demo pages";
  // Besides the business's own sites, the live key works on Parley's own widget page, which the
  // QR code and shared links open (the host page is Parley, so nobody else's site is implied).
  const host = page.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const allowed = [hostOf(websiteUrl), ...allowedDomains.map(hostOf)].filter((h): h is string => Boolean(h));
  return isAllowedHost(host, allowed) ? null : 'This website is not allowed to use this agent';
}

/**
 * Sent by the widget frame with every request (apps/widget chat-api.ts). Chromium sends no
 * Sec-Fetch-Site to a non-secure origin, so Parley served over plain http from a real hostname
 * cannot be recognised by it; this header is the frame's proof instead. It is sound because a page
 * can attach a header of its own to a request only from script, and a script of any other origin
 * that does so makes a CORS request, which browsers always send with that page's Origin (then
 * judged by it, below); a no-cors request drops such headers. So a request that carries it and no
 * Origin came from a script on Parley's own origin. A signed token in the frame's URL would prove
 * no more (the key itself is public), and would expire under a visitor who keeps the chat open.
 */
export const WIDGET_FRAME_HEADER = 'x-parley-widget';

/** The page a request comes from (`host[:port]`), as the browser tells it; null when it does not. */
export function requestPage(request: FastifyRequest, ownOrigin: string): string | null {
  // A same-origin GET carries no Origin; then only the browser's own Sec-Fetch-Site (which no page
  // can set), or where the browser sends none the widget frame's header, may say it came from
  // Parley. A Referer is never enough: a page can suppress or shape it.
  const site = request.headers['sec-fetch-site'];
  const fromFrame = site === undefined && request.headers[WIDGET_FRAME_HEADER] === '1';
  const sameOrigin = !request.headers.origin && (site === 'same-origin' || fromFrame);
  return sameOrigin ? hostWithPort(ownOrigin) : hostWithPort(request.headers.origin);
}

/**
 * Widget keys are public by design, so what they may do is limited by where they are used:
 * the live key only on the organization's allowed domains and Parley's own widget page, the demo
 * key only on Parley's own pages. The widget runs in a frame on Parley's origin and tells us its
 * host page (the top-most ancestor), which the browser gave it (`location.ancestorOrigins`); a request from any other site's own script
 * carries that site's Origin, and is refused unless that origin is allowed.
 */
export async function resolvePublicCaller(db: Db, request: FastifyRequest, claimedHost: string | undefined, ownOrigin: string): Promise<PublicCaller> {
  const key = request.headers.authorization?.match(/^Bearer\s+(pk_(?:live|demo)_[A-Za-z0-9_-]{10,80})$/)?.[1];
  if (!key) throw AppError.unauthorized('A widget key is required');
  const [row] = await callerByKey(db).execute({ key });
  if (!row) throw AppError.unauthorized('Unknown widget key');
  const keyKind = row.agent.liveKey === key ? 'live' : 'demo';

  // Parley itself is recognised by host and port; customer sites by host name. The page is what the
  // browser says (requestPage).
  const origin = requestPage(request, ownOrigin);
  const own = hostWithPort(ownOrigin)!;
  const fromOwnFrame = origin === own;
  const claimed = fromOwnFrame ? hostWithPort(claimedHost) : null;
  if (!origin) throw AppError.forbidden('This key only works from a web page');
  const page = claimed ?? origin;

  const refusal = keyRefusal(keyKind, page, own, row.organization.websiteUrl, row.agent.allowedDomains);
  if (refusal) throw AppError.forbidden(refusal);
  // Without a plan (past the grace days) the live agent pauses politely; the demo key keeps working.
  if (keyKind === 'live') await request.server.entitlement.requireLiveAgent(row.organization.id);
  return { ...row, keyKind, hostOrigin: page };
}

/**
 * Vapi's private key is, on Parley, the organization owner's token: a server-side integration
 * (Vapi's SDK, a CRM) chats with the organization's agent from no web page, so no origin applies.
 */
export async function resolveOwnerCaller(db: Db, organizationId: number): Promise<PublicCaller> {
  const [row] = await db
    .select({ agent: agents, organization: organizations })
    .from(agents)
    .innerJoin(organizations, eq(organizations.id, agents.organizationId))
    .where(eq(agents.organizationId, organizationId));
  if (!row) throw AppError.notFound('Assistant not found');
  return { ...row, keyKind: 'live', hostOrigin: null };
}

/** `shop.example` → the sources a CSP `frame-ancestors` needs for it and its subdomains, any scheme and port. */
const ancestorSources = (host: string) => {
  const domain = bare(host);
  return ['http', 'https'].flatMap((scheme) => [`${scheme}://${domain}:*`, `${scheme}://*.${domain}:*`]);
};

/**
 * Who may frame the widget page (`/embed/?apiKey=…`): Parley itself, and for a live key the
 * organization's site and allowed domains. The browser enforces it, so a site that is not allowed
 * cannot show the live agent in a frame, whatever referrer policy it sets to hide itself.
 */
export async function widgetFrameAncestors(db: Db, key: string | undefined): Promise<string> {
  const sources = ["'self'"];
  if (key && /^pk_live_[A-Za-z0-9_-]{10,80}$/.test(key)) {
    const [row] = await db
      .select({ websiteUrl: organizations.websiteUrl, allowedDomains: agents.allowedDomains })
      .from(agents)
      .innerJoin(organizations, eq(organizations.id, agents.organizationId))
      .where(eq(agents.liveKey, key));
    const hosts = row ? [hostOf(row.websiteUrl), ...row.allowedDomains.map(hostOf)] : [];
    for (const host of hosts) if (host && /^[a-z0-9.-]+$/.test(host)) sources.push(...ancestorSources(host));
  }
  return `frame-ancestors ${[...new Set(sources)].join(' ')}`;
}
