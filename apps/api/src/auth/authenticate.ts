import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { TokenClaims, TokenService } from './tokens';

export type Authenticate = (request: FastifyRequest) => Promise<TokenClaims>;

/** Whether a verified token still speaks for its user: true when it must be refused. */
export type IsRevoked = (claims: TokenClaims) => Promise<boolean>;

/**
 * Bearer JWT → claims; missing, invalid or expired, revoked (the token or its session), issued
 * before the user's last password change, or of a user who is gone or no longer a member of the
 * organization → 401.
 */
export function createAuthenticator(tokens: TokenService, isRevoked: IsRevoked): Authenticate {
  return async (request) => {
    const match = request.headers.authorization?.match(/^Bearer\s+(.+)$/i);
    const claims = match ? await tokens.verify(match[1]!) : null;
    if (!claims || (await isRevoked(claims))) throw AppError.unauthorized();
    return claims;
  };
}
