import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults and keeps a generated JWT secret in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-env-'));
    const env = loadEnv({ PARLEY_DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(env.JWT_SECRET);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadEnv({ PARLEY_DATA_DIR: dir }).JWT_SECRET).toBe(env.JWT_SECRET);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ VOICE_COMMON_WORDS: '50' })).toThrow(/VOICE_COMMON_WORDS/);
  });

  it('gives the embedded recogniser a model of 6,000 everyday words unless told otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-env-'));
    expect(loadEnv({ PARLEY_DATA_DIR: dir }).VOICE_COMMON_WORDS).toBe(6_000);
    expect(loadEnv({ PARLEY_DATA_DIR: dir, VOICE_COMMON_WORDS: '20000' }).VOICE_COMMON_WORDS).toBe(20_000);
  });

  it('believes X-Forwarded-For only from a proxy on the same host unless told otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-env-'));
    expect(loadEnv({ PARLEY_DATA_DIR: dir }).TRUST_PROXY).toBe('loopback');
    expect(loadEnv({ PARLEY_DATA_DIR: dir, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    const twoHops = loadEnv({ PARLEY_DATA_DIR: dir, TRUST_PROXY: '2' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([twoHops('10.0.0.1', 0), twoHops('10.0.0.1', 1), twoHops('10.0.0.1', 2)]).toEqual([true, true, false]);
    expect(loadEnv({ PARLEY_DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1');
  });
});
