import { describe, expect, it } from 'vitest';
import { otherFormsOf, polishStem } from './other-forms';

/** Index lexemes as the English stemmer leaves Polish and Spanish words ("naprawy" as "naprawi"). */
const VOCABULARY = ['laptop', 'laptopa', 'naprawi', 'naprawa', 'matryca', 'gato', 'gatos', 'abierto', 'caso', 'studentow'];

describe('other forms of a word in the knowledge', () => {
  it('finds a Polish noun in the case the site writes it', () => {
    expect(otherFormsOf('pl', VOCABULARY, 'laptopie')).toEqual(['laptop', 'laptopa']);
    expect(otherFormsOf('pl', VOCABULARY, 'matrycy')).toEqual(['matryca']);
    expect(otherFormsOf('pl', VOCABULARY, 'naprawe')).toEqual(['naprawi', 'naprawa']);
  });

  it('leaves a Polish word too short to tell apart, and one of another stem', () => {
    expect(polishStem('kot')).toBeNull();
    expect(otherFormsOf('pl', VOCABULARY, 'studentka')).toEqual([]);
  });

  it('reads a Spanish or Italian word of the other gender, in the same number only', () => {
    expect(otherFormsOf('es', VOCABULARY, 'gata')).toEqual(['gato']);
    expect(otherFormsOf('it', VOCABULARY, 'abierta')).toEqual(['abierto']);
    expect(otherFormsOf('es', VOCABULARY, 'gatas')).toEqual(['gatos']);
    expect(otherFormsOf('es', VOCABULARY, 'perra')).toEqual([]);
  });
});
