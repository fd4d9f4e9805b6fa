import { describe, expect, it } from 'vitest';
import { separatedVerb } from './german-compounds';
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

  // In a main clause German writes a separable verb apart: "Diese Unterlagen bringen Sie bitte mit".
  it.each([
    ['mitbringen', 'bringen'],
    ['vorbeikommen', 'kommen'],
    ['anmelden', 'melden'],
    ['zuruckgeben', 'geben'],
    ['absagen', 'sagen'],
    ['termin', null],
    ['stunden', null],
  ])('the verb of %s is %s', (word, verb) => expect(separatedVerb(word)).toBe(verb));
});
