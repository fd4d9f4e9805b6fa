import { describe, expect, it } from 'vitest';
import { wordsOf } from './question';
import { matches, type Term } from './weigh-terms';

describe('a term found in a text', () => {
  it('by its other spellings as the site writes them, accents kept ("café" where a Hebrew visitor asked for coffee)', () => {
    const coffee: Term = { word: 'coffee', alts: ['café'], chunks: 1, soft: false };
    expect(matches(coffee, wordsOf('Café (expresso)'), 'Café (expresso)')).toBe(true);
    expect(matches(coffee, wordsOf('Chocolat chaud maison'), 'Chocolat chaud maison')).toBe(false);
    const openAir: Term = { word: 'outdoors', alts: ['en plein air'], chunks: 1, soft: false };
    expect(matches(openAir, wordsOf('Cinéma En Plein Air'), 'Cinéma En Plein Air')).toBe(true);
  });
});
