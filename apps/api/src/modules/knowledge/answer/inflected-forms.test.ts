import { describe, expect, it } from 'vitest';
import { inflectedForms } from './weigh-terms';

describe('inflectedForms', () => {
  const vocabulary = ['schnauzern', 'hund', 'hunden', 'welpen', 'termin', 'preis'];

  it('finds the German forms of a word that the knowledge holds', () => {
    expect(inflectedForms(vocabulary, 'schnauzer')).toEqual(['schnauzern']);
    expect(inflectedForms(vocabulary, 'hunde')).toEqual(['hunden', 'hund']);
    expect(inflectedForms(vocabulary, 'welpe')).toEqual(['welpen']);
  });

  it('leaves short words and words without other forms alone', () => {
    expect(inflectedForms(vocabulary, 'bad')).toEqual([]);
    expect(inflectedForms(vocabulary, 'karte')).toEqual([]);
  });
});
