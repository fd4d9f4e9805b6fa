import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { TokenClaims, TokenService } from './tokens';

export type Authenticate = (request: FastifyRequest) => Promise<TokenClaims>;

/** Bearer JWT → claims; missing, invalid, expired or revoked (token or its session) → 401. */
export function createAuthenticator(tokens: TokenService, isRevoked: (ids: string[]) => Promise<boolean>): Authenticate {
  return async (request) => {
    const match = request.headers.authorization?.match(/^Bearer\s+(.+)$/i);
    const claims = match ? await tokens.verify(match[1]!) : null;
    if (!claims || (await isRevoked([claims.jti, claims.sessionId]))) throw AppError.unauthorized();
    return claims;
  };
}
