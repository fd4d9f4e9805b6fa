import { describe, expect, it } from 'vitest';
import { comparedSides } from './compare';

describe('the two things a price comparison weighs', () => {
  it('reads "instead of" and Italian "conviene" with a price', () => {
    expect(comparedSides('conviene prendere il carnet da 10 lezioni invece di pagare ogni volta la lezione di gruppo? quanto si risparmia?')).toEqual([
      'prendere il carnet da 10 lezioni',
      'pagare ogni volta la lezione di gruppo',
    ]);
    expect(comparedSides('Is the 10-visit pass cheaper than paying per visit?')).toEqual(['10-visit pass', 'paying per visit']);
  });

  it('takes "conviene" without a price for advice, not a comparison', () => {
    expect(comparedSides('Conviene prenotare o posso venire direttamente?')).toBeNull();
  });
});
