import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  json<T>(): T;
}

/**
 * Tests: an emailed one-time link's endpoint (`use` posts a token) refuses a forged, garbled,
 * empty and expired token, naming why for the forged and expired ones.
 */
export async function expectRefusedLinks(use: (token: string) => Promise<Answer>, link: 'sign-up' | 'unlock', expiredToken: string) {
  const forged = await use('1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(forged.statusCode).toBe(400);
  expect(forged.json<{ error: string }>().error).toMatch(new RegExp(`^This ${link} link is not valid`));
  expect((await use('not a token')).statusCode).toBe(400);
  expect((await use('')).statusCode).toBe(422);
  const expired = await use(expiredToken);
  expect(expired.statusCode).toBe(400);
  expect(expired.json<{ error: string }>().error).toMatch(new RegExp(`^This ${link} link has expired`));
}

/** Tests: a link used once answers 400 with `error` the next time. */
export async function expectUsedLink(use: (token: string) => Promise<Answer>, token: string, error: string) {
  const again = await use(token);
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({ error });
}
