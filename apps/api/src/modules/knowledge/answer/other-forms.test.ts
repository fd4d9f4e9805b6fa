import { describe, expect, it } from 'vitest';
import { compoundHeads, otherFormsOf, polishStem } from './other-forms';

/** Index lexemes as the English stemmer leaves Polish and Spanish words ("naprawy" as "naprawi"). */
const VOCABULARY = [
  'laptop',
  'laptopa',
  'laptopów',
  'naprawi',
  'naprawa',
  'matryca',
  'matrycę',
  'gato',
  'gatos',
  'gatto',
  'abierto',
  'caso',
  'plazo',
  'studentow',
];

describe('other forms of a word in the knowledge', () => {
  it('finds a Polish noun in the case the site writes it', () => {
    // As the index writes them: a search looks for "matrycę", not "matryce".
    expect(otherFormsOf('pl', VOCABULARY, 'laptopie')).toEqual(['laptop', 'laptopa', 'laptopów']);
    expect(otherFormsOf('pl', VOCABULARY, 'matrycy')).toEqual(['matryca', 'matrycę']);
    expect(otherFormsOf('pl', VOCABULARY, 'naprawe')).toEqual(['naprawi', 'naprawa']);
    // The word itself as the index spells it, "ł" and all.
    expect(otherFormsOf('pl', ['łazienka', 'łazienki'], 'lazienka')).toEqual(['łazienka', 'łazienki']);
    // Adjectives in another case: the visitor's genitive plural, the site's nominative.
    expect(otherFormsOf('cs', ['automatické', 'hodinky'], 'automatickych')).toEqual(['automatické']);
    expect(otherFormsOf('pl', ['zimowe', 'zimowy', 'opony'], 'zimowych')).toEqual(['zimowe', 'zimowy']);
  });

  it('leaves a Polish word too short to tell apart, and one of another stem', () => {
    expect(polishStem('kot')).toBeNull();
    expect(otherFormsOf('pl', VOCABULARY, 'studentka')).toEqual([]);
  });

  it('reads a Spanish or Italian person or animal of the other gender, in the same number only', () => {
    expect(otherFormsOf('es', VOCABULARY, 'gata')).toEqual(['gato']);
    expect(otherFormsOf('it', VOCABULARY, 'gatta')).toEqual(['gatto']);
    expect(otherFormsOf('es', VOCABULARY, 'gatas')).toEqual(['gatos']);
    expect(otherFormsOf('es', VOCABULARY, 'perra')).toEqual([]);
  });

  it('leaves nouns whose other gender is another word', () => {
    expect(otherFormsOf('es', VOCABULARY, 'casa')).toEqual([]);
    expect(otherFormsOf('es', VOCABULARY, 'plaza')).toEqual([]);
    expect(otherFormsOf('es', VOCABULARY, 'abierta')).toEqual([]);
  });

  it('finds a German or Dutch word as the last part of the site’s compounds, never as the first', () => {
    const words = ['kundenparkplätze', 'parkplatzgebühr', 'oefenruimte', 'ruimtes', 'hausparkplatz'];
    expect(otherFormsOf('de', words, 'parkplatze')).toEqual(['kundenparkplätze', 'hausparkplatz']);
    // The head alone in another form too.
    expect(compoundHeads(words, 'ruimte')).toEqual(['oefenruimte', 'ruimtes']);
    // A head of four letters or fewer names too little to tell ("Bad", "Tür").
    expect(compoundHeads(['kundenbad', 'haustur'], 'bad')).toEqual([]);
    expect(compoundHeads(['kundenbad', 'haustur'], 'tur')).toEqual([]);
  });
});
