import { describe, expect, it } from 'vitest';
import { carries } from './fact-types';

describe('a share of a price answers what it costs', () => {
  it('counts a percentage of a price or fee as a price', () => {
    expect(carries('price', 'Bei späterer Absage berechnen wir 50 % des Preises.')).toBe(true);
    expect(carries('price', 'Late cancellations are charged a 20% fee.')).toBe(true);
  });

  it('does not count any percentage', () => {
    expect(carries('price', '95% of our customers come back.')).toBe(false);
  });
});
