import { describe, expect, it } from 'vitest';
import { numberWords, spokenSentences } from './spoken-words';

describe('spoken words', () => {
  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['15', 'fifteen'],
    ['40', 'forty'],
    ['95', 'ninety five'],
    ['100', 'one hundred'],
    ['129', 'one hundred twenty nine'],
    ['2026', 'two thousand twenty six'],
    ['12000', 'twelve thousand'],
    ['0761', 'zero seven six one'],
    ['12345678', 'one two three four five six seven eight'],
  ])('says %s as "%s"', (digits, words) => {
    expect(numberWords(digits).join(' ')).toBe(words);
  });

  it('cuts text into spoken sentences, figures read as the agent reads them', () => {
    expect(spokenSentences('Our store is at 12 Harbor Street. Open Mon–Sat, 9:00–17:30!\nThe Cargo trailer costs $129.50 & ships free')).toEqual([
      ['our', 'store', 'is', 'at', 'twelve', 'harbor', 'street'],
      ['open', 'monday', 'to', 'saturday', 'nine', 'am', 'to', 'five', 'thirty', 'pm'],
      ['the', 'cargo', 'trailer', 'costs', 'one', 'hundred', 'twenty', 'nine', 'dollars', 'fifty', 'and', 'ships', 'free'],
    ]);
  });

  it('keeps contractions and curly apostrophes as one word', () => {
    expect(spokenSentences("We don’t ship on Sundays; it's closed")).toEqual([
      ['we', "don't", 'ship', 'on', 'sundays'],
      ["it's", 'closed'],
    ]);
  });
});
