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
  /** The user's session version when it was signed (`ver`): refused once a password change moves it. */
  version: number;
  /** When it was signed, in whole seconds (the JWT's `iat`). */
  issuedAt: number;
  expiresAt: Date;
}

/** Tokens whose signature was checked, remembered so a signed-in person's next requests skip the HMAC. */
const MAX_VERIFIED = 10_000;

export function createTokenService(secret: string) {
  const verified = new Map<string, TokenClaims>();
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify (a tenth
  // of an authenticated request's CPU, measured by scripts/bench-auth-route.ts).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    /** `version`: the user's session version as read with their password (0 for a new user). */
    async sign(userId: number, organizationId: number, { version, sessionId = randomUUID() }: { version: number; sessionId?: string }): Promise<string> {
      return new SignJWT({ org: organizationId, sid: sessionId, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(await key);
    },
    /** HS256 only: `none` and every other algorithm are refused. Null when invalid or expired. */
    async verify(token: string): Promise<TokenClaims | null> {
      // The same string, signature and all, was verified before: only its expiry can have changed.
      const known = verified.get(token);
      if (known) return known.expiresAt.getTime() > Date.now() ? known : null;
      const claims = await verifySignature(token);
      if (claims) {
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
      }
      return claims;
    },
  };

  async function verifySignature(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const organizationId = Number(payload.org);
      if (!Number.isInteger(userId) || !Number.isInteger(organizationId) || !payload.jti || !payload.exp || !payload.iat) return null;
      const sessionId = typeof payload.sid === 'string' && payload.sid ? payload.sid : payload.jti;
      // Tokens signed before versions existed speak for version 0, every user's first.
      const version = payload.ver ?? 0;
      if (typeof version !== 'number' || !Number.isInteger(version)) return null;
      return { userId, organizationId, jti: payload.jti, sessionId, version, issuedAt: payload.iat, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}

export type TokenService = ReturnType<typeof createTokenService>;
