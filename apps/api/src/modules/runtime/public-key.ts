import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { agents, organizations } from '../../db/schema';
import { AppError } from '../../errors';

export interface PublicCaller {
  agent: typeof agents.$inferSelect;
  organization: typeof organizations.$inferSelect;
  keyKind: 'live' | 'demo';
  /** The site the conversation happens on (the host page), as far as the browser tells. */
  hostOrigin: string | null;
}

const hostOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
};
const hostWithPort = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`).host.toLowerCase();
  } catch {
    return null;
  }
};
const bare = (host: string) => host.replace(/^www\./, '');

/** A host is allowed when it is an allowed domain or one of its subdomains. */
export function isAllowedHost(host: string, allowed: string[]): boolean {
  return allowed.map(bare).some((domain) => bare(host) === domain || host.endsWith(`.${domain}`));
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
  const [row] = await db
    .select({ agent: agents, organization: organizations })
    .from(agents)
    .innerJoin(organizations, eq(organizations.id, agents.organizationId))
    .where(or(eq(agents.liveKey, key), eq(agents.demoKey, key)));
  if (!row) throw AppError.unauthorized('Unknown widget key');
  const keyKind = row.agent.liveKey === key ? 'live' : 'demo';

  // Parley itself is recognised by host and port; customer sites by host name.
  const origin = hostWithPort(request.headers.origin ?? request.headers.referer);
  const own = hostWithPort(ownOrigin)!;
  const fromOwnFrame = origin === own;
  const claimed = fromOwnFrame ? hostWithPort(claimedHost) : null;
  if (!origin) throw AppError.forbidden('This key only works from a web page');
  const page = claimed ?? origin;

  if (keyKind === 'demo') {
    if (page !== own) throw AppError.forbidden("The demo key only works on Parley's demo pages");
  } else if (page !== own) {
    // Besides the business's own sites, the live key works on Parley's own widget page, which the
    // QR code and shared links open (the host page is Parley, so nobody else's site is implied).
    const host = page.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    const allowed = [hostOf(row.organization.websiteUrl), ...row.agent.allowedDomains.map(hostOf)].filter((h): h is string => Boolean(h));
    if (!isAllowedHost(host, allowed)) throw AppError.forbidden('This website is not allowed to use this agent');
  }
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
