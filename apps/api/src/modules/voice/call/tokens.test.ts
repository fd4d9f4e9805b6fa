import { describe, expect, it } from 'vitest';
import { CONNECT_TOKEN_TTL_MS, createConnectToken, sameToken, verifyConnectToken } from './tokens';

const SECRET = 'a-secret-of-the-server-0123456789abcdef';
const CALL = 'call_00000000-0000-4000-8000-000000000001';

describe('media-socket tokens', () => {
  it('opens the call it was made for, with its options, until it expires', () => {
    const token = createConnectToken(SECRET, CALL, { speakFirst: false, firstMessage: 'Hello' }, 1000);
    expect(verifyConnectToken(SECRET, token, CALL, 1000 + CONNECT_TOKEN_TTL_MS)).toEqual({
      verdict: 'ok',
      options: { speakFirst: false, firstMessage: 'Hello' },
    });
    expect(verifyConnectToken(SECRET, token, CALL, 1001 + CONNECT_TOKEN_TTL_MS)).toEqual({ verdict: 'expired' });
  });

  it('refuses another call, another secret, and any change to the token', () => {
    const token = createConnectToken(SECRET, CALL, { speakFirst: true });
    expect(verifyConnectToken(SECRET, token, CALL.replace(/1$/, '2')).verdict).toBe('invalid');
    expect(verifyConnectToken(`${SECRET}x`, token, CALL).verdict).toBe('invalid');
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ id: CALL, exp: Date.now() + 1e9, options: { speakFirst: true } })).toString('base64url');
    expect(verifyConnectToken(SECRET, `${forged}.${signature}`, CALL).verdict).toBe('invalid');
    expect(verifyConnectToken(SECRET, `${payload}.${signature!.slice(1)}`, CALL).verdict).toBe('invalid');
    expect(verifyConnectToken(SECRET, `${token}.extra`, CALL).verdict).toBe('invalid');
    expect(verifyConnectToken(SECRET, 'garbage', CALL).verdict).toBe('invalid');
  });

  it('compares resume tokens of any length safely', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abc', 'abd')).toBe(false);
    expect(sameToken('abc', 'abcd')).toBe(false);
  });
});
