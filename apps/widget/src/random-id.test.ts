import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('uses crypto.randomUUID where the page is a secure context', () => {
    expect(randomId({ randomUUID: () => '00000000-0000-4000-8000-000000000000', getRandomValues: (a) => a })).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('makes a v4 UUID from getRandomValues where randomUUID is missing (plain http pages)', () => {
    const insecure = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    const ids = new Set(Array.from({ length: 50 }, () => randomId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(V4);
    // Version and variant bits are set whatever the random bytes were.
    expect(randomId({ getRandomValues: (array) => array.fill(0xff) })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
