import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 60 * 60;

export interface TokenClaims {
  userId: number;
  organizationId: number;
  jti: string;
  /**
   * The sign-in session: refreshed tokens keep it, so signing out revokes every token the
   * session was ever given, not only the newest.
   */
  sessionId: string;
  /** When it was signed, in whole seconds (the JWT's `iat`). */
  issuedAt: number;
  expiresAt: Date;
}

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: number, organizationId: number, sessionId: string = randomUUID()): Promise<string> {
      return new SignJWT({ org: organizationId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key);
    },
    /** HS256 only: `none` and every other algorithm are refused. Null when invalid or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const organizationId = Number(payload.org);
        if (!Number.isInteger(userId) || !Number.isInteger(organizationId) || !payload.jti || !payload.exp || !payload.iat) return null;
        const sessionId = typeof payload.sid === 'string' && payload.sid ? payload.sid : payload.jti;
        return { userId, organizationId, jti: payload.jti, sessionId, issuedAt: payload.iat, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
