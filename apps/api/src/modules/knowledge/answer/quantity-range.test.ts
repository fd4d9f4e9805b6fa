import { describe, expect, it } from 'vitest';
import { quantitiesIn, rangeFit, rangeIn } from './quantity-range';

describe('quantitiesIn', () => {
  it('reads weights and ages as visitors give them', () => {
    expect(quantitiesIn('Was kostet Waschen und Föhnen für einen Mops? Er wiegt 8 kg')).toMatchObject([{ value: 8, measure: 'kg' }]);
    expect(quantitiesIn('einen Dackel (7 kg) und einen Border Collie (20 kg)')).toMatchObject([
      { value: 7, measure: 'kg' },
      { value: 20, measure: 'kg' },
    ]);
    expect(quantitiesIn('Unser Welpe ist 4 Monate alt')).toMatchObject([{ value: 4, measure: 'months' }]);
    expect(quantitiesIn('do you do lessons for kids? my son is 8')).toMatchObject([{ value: 8, measure: 'years' }]);
    expect(quantitiesIn("Can you treat my daughter? She's 7 and hurt her wrist")).toMatchObject([{ value: 7, measure: 'years' }]);
    expect(quantitiesIn('Can my 14 year old son climb alone?')).toMatchObject([{ value: 14, measure: 'years' }]);
  });

  it('keeps the words that state the measure', () => {
    expect(quantitiesIn('Can my 14 year old son climb on his own?').map((q) => q.phrase)).toEqual(['14 year old son']);
    expect(quantitiesIn('How much for a 20 kg dog?').map((q) => q.phrase)).toEqual(['20 kg dog']);
  });

  it('takes no clock time, price or count for a measure', () => {
    expect(quantitiesIn('Is he open at 8? It costs 8 € for 2 people')).toEqual([]);
  });
});

describe('rangeIn', () => {
  it('reads bounds in several languages', () => {
    expect(rangeIn('Klein (bis 10 kg)')).toEqual({ from: -Infinity, to: 10, measure: 'kg' });
    expect(rangeIn('Mittel (10–25 kg)')).toEqual({ from: 10, to: 25, measure: 'kg' });
    expect(rangeIn('Groß (ab 25 kg)')).toEqual({ from: 25, to: Infinity, measure: 'kg' });
    expect(rangeIn("Kids' Club, ages 7 to 12")).toEqual({ from: 7, to: 12, measure: 'years' });
    expect(rangeIn('Under 5', 'years')?.to).toBeLessThan(5);
    expect(rangeIn('Large dogs')).toBeNull();
    expect(rangeIn('Climbers under 16 must be supervised', 'years')).toMatchObject({ to: expect.closeTo(16) as number });
    expect(rangeIn('Open 9 to 5, free delivery over 50 €', 'years')).toBeNull();
    expect(rangeIn('A grab 5 bag', 'years')).toBeNull();
    expect(rangeIn('The studio is smaller, with up to 14.', 'years')).toBeNull();
  });
});

describe('a line that states a range of the visitor measure', () => {
  const dog = quantitiesIn("we've got a 32kg labrador - how much would he be per night?");

  it('holds it, or is another size or age', () => {
    expect(rangeFit('Large — Weight: 25–40 kg, Per night: £36', dog)).toBe('holds');
    expect(rangeFit('Medium — Weight: 10–25 kg, Per night: £32', dog)).toBe('other');
    expect(rangeFit('Giant — Weight: over 40 kg, Per night: £41', quantitiesIn('a big dog, 45 kg'))).toBe('holds');
    expect(rangeFit('Per night: £16 for a cat', dog)).toBeNull();
    expect(rangeFit('Our classes are for students aged 16 and over.', quantitiesIn('can my 14 year old come to classes'))).toBe('other');
  });
});
