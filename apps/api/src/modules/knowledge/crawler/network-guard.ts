import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, type Dispatcher } from 'undici';
import { BlockedAddressError, FetchPageError, UnsafeUrlError } from './errors';

export { BlockedAddressError, UnsafeUrlError } from './errors';

/** Hostname → IP addresses. Injectable so tests can fake DNS without touching the network. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The operating system's resolver (what a plain connection would use). */
export const systemResolver: Resolver = async (hostname) => {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((result) => result.address);
};

/** Ports a real website serves on. Anything else is most likely an internal service. */
const WEB_PORTS = new Set(['', '80', '443', '8080', '8443']);

/**
 * True unless the address is ordinary public unicast. Everything ipaddr.js classifies otherwise
 * (loopback, private, link-local incl. cloud metadata 169.254.169.254, CGNAT 100.64/10 incl.
 * Alibaba's 100.100.100.200, multicast, broadcast, reserved, NAT64/6to4/Teredo that can wrap an
 * IPv4 address…) is refused. IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 inside.
 * Unparseable input is refused too: fail closed.
 */
export function isBlockedAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return true;
  try {
    // process() unwraps IPv4-mapped IPv6 so the IPv4 ranges apply to it.
    return ipaddr.process(bare).range() !== 'unicast';
  } catch {
    return true;
  }
}

/** The literal IP in a URL hostname (brackets stripped), or null for a name. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}

async function resolveHost(hostname: string, resolve: Resolver): Promise<string[]> {
  try {
    return await resolve(hostname);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FetchPageError('dns', `The address ${hostname} could not be found.`, {
      // EAI_AGAIN is a temporary resolver failure; NXDOMAIN will not fix itself.
      retryable: code === 'EAI_AGAIN',
      cause: error,
    });
  }
}

/**
 * Refuses a URL before it is fetched: non-web schemes, embedded credentials, and (unless private
 * networks are allowed, as in tests) odd ports and hosts that are or resolve to a blocked address.
 * Called on every redirect hop. The dispatcher repeats the address check at connect time, because
 * the name may resolve differently a moment later (DNS rebinding).
 */
export async function assertPublicUrl(url: URL, allowPrivateNetworks: boolean, resolve: Resolver = systemResolver): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UnsafeUrlError('Only http:// and https:// web addresses can be scraped.');
  }
  if (url.username !== '' || url.password !== '') {
    throw new UnsafeUrlError('Web addresses that contain a username or password cannot be scraped.');
  }
  if (allowPrivateNetworks) return;

  const literal = literalAddress(url.hostname);
  const addresses = literal === null ? await resolveHost(url.hostname, resolve) : [literal];
  if (addresses.length === 0) {
    throw new FetchPageError('dns', `The address ${url.hostname} could not be found.`);
  }
  const blocked = addresses.find(isBlockedAddress);
  if (blocked !== undefined) throw new BlockedAddressError(blocked);

  // Checked after the address so a private target reports the clearer "private network" message.
  if (!WEB_PORTS.has(url.port)) {
    throw new UnsafeUrlError('Only websites on the standard web ports (80, 443, 8080, 8443) can be scraped.');
  }
}

/**
 * A `net.connect` lookup that resolves with `resolve` and refuses when ANY answer is blocked (an
 * attacker controlling DNS could otherwise mix a public and a private answer). It honours the
 * `all`/`family` options Node passes (happy-eyeballs asks for all addresses).
 */
function guardedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const blocked = addresses.find(isBlockedAddress);
        if (blocked !== undefined) {
          callback(new BlockedAddressError(blocked), '', 0);
          return;
        }
        const wanted = addresses.map((address) => ({ address, family: isIP(address) })).filter((entry) => !options.family || entry.family === options.family);
        const first = wanted[0];
        if (first === undefined) {
          const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          error.code = 'ENOTFOUND';
          callback(error, '', 0);
          return;
        }
        if (options.all) callback(null, wanted);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export interface GuardedDispatcherOptions {
  allowPrivateNetworks: boolean;
  /** Defaults to the system resolver; tests inject one to simulate DNS answers. */
  resolve?: Resolver;
}

/**
 * An undici Agent that checks the address it actually connects to. IP-literal hosts skip lookup
 * inside Node, which is why `assertPublicUrl` must also run on every hop.
 */
export function createGuardedDispatcher({ allowPrivateNetworks, resolve }: GuardedDispatcherOptions): Dispatcher {
  const timeouts = { headersTimeout: 15_000, bodyTimeout: 15_000 };
  if (allowPrivateNetworks) return new Agent({ ...timeouts, connect: { timeout: 10_000 } });
  return new Agent({
    ...timeouts,
    connect: { timeout: 10_000, lookup: guardedLookup(resolve ?? systemResolver) },
  });
}
