import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { TokenClaims, TokenService } from './tokens';

export type MemberRole = 'owner' | 'member';

/** A signed-in person as a request sees them: the token's claims and their role now (not when the token was signed). */
export type Caller = TokenClaims & { role: MemberRole };

export type Authenticate = (request: FastifyRequest) => Promise<Caller>;

/** The role a verified token still speaks for, or null when it must be refused. */
export type RoleOf = (claims: TokenClaims) => Promise<MemberRole | null>;

/**
 * Bearer JWT → caller; missing, invalid or expired, revoked (the token or its session), issued
 * before the user's last password change, or of a user who is gone or no longer a member of the
 * organization → 401. The role is read with the revocation check, in the same query.
 */
export function createAuthenticator(tokens: TokenService, roleOf: RoleOf): Authenticate {
  return async (request) => {
    const match = request.headers.authorization?.match(/^Bearer\s+(.+)$/i);
    const claims = match ? await tokens.verify(match[1]!) : null;
    const role = claims ? await roleOf(claims) : null;
    if (!claims || !role) throw AppError.unauthorized();
    return { ...claims, role };
  };
}

/** 403 unless the caller holds `role`; the message names the role needed. */
export function requireRole(caller: Caller, role: 'owner'): void {
  if (caller.role !== role) throw AppError.forbidden('Only an owner of the organization can do this; ask an owner, or to be made one');
}
