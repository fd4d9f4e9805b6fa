import { describe, expect, it } from 'vitest';
import { quantitiesIn, rangeFit, rangeIn, spansOfTimeSaid } from './quantity-range';

describe('quantitiesIn', () => {
  it('reads weights and ages as visitors give them', () => {
    expect(quantitiesIn('Was kostet Waschen und Föhnen für einen Mops? Er wiegt 8 kg')).toMatchObject([{ value: 8, measure: 'kg' }]);
    expect(quantitiesIn('einen Dackel (7 kg) und einen Border Collie (20 kg)')).toMatchObject([
      { value: 7, measure: 'kg' },
      { value: 20, measure: 'kg' },
    ]);
    expect(quantitiesIn('Unser Welpe ist 4 Monate alt')).toMatchObject([{ value: 4, measure: 'months' }]);
    // Dutch groups: "met z’n achten", "met 12 man".
    expect(quantitiesIn('Hoi! Wij zijn met z’n achten en willen in juni varen.')).toMatchObject([{ value: 8, measure: 'people' }]);
    expect(quantitiesIn('We zijn met 12 man. Wat is goedkoper?')).toMatchObject([{ value: 12, measure: 'people' }]);
    expect(quantitiesIn('do you do lessons for kids? my son is 8')).toMatchObject([{ value: 8, measure: 'years' }]);
    expect(quantitiesIn("Can you treat my daughter? She's 7 and hurt her wrist")).toMatchObject([{ value: 7, measure: 'years' }]);
    expect(quantitiesIn('Can my 14 year old son climb alone?')).toMatchObject([{ value: 14, measure: 'years' }]);
    expect(quantitiesIn('Mia figlia di 5 anni parla solo polacco')).toMatchObject([{ value: 5, measure: 'years' }]);
    expect(quantitiesIn('Mój syn ma 9 lat')).toMatchObject([{ value: 9, measure: 'years' }]);
    expect(quantitiesIn('Il cane ha 4 mesi')).toMatchObject([{ value: 4, measure: 'months' }]);
  });

  it('keeps the words that state the measure', () => {
    expect(quantitiesIn('Can my 14 year old son climb on his own?').map((q) => q.phrase)).toEqual(['14 year old son']);
    expect(quantitiesIn('How much for a 20 kg dog?').map((q) => q.phrase)).toEqual(['20 kg dog']);
  });

  it('takes no clock time or price for a measure', () => {
    expect(quantitiesIn('Is he open at 8? It costs 8 € for the dog')).toEqual([]);
  });

  it('reads counts of people and rooms', () => {
    expect(quantitiesIn('We have bed bugs in our 2 bed flat')).toMatchObject([{ value: 2, measure: 'rooms', phrase: '2 bed' }]);
    expect(quantitiesIn('Ich plane meinen 50. Geburtstag mit ca. 45 Gästen')).toMatchObject([{ value: 45, measure: 'people' }]);
    expect(quantitiesIn('Somos un grupo de 25 amigos')).toMatchObject([{ value: 25, measure: 'people' }]);
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

  it('reads counts as one value, a choice of two or a bound', () => {
    expect(rangeIn('2 or 3 bedrooms')).toEqual({ from: 2, to: 3, measure: 'rooms' });
    expect(rangeIn('4 bedrooms or more')).toEqual({ from: 4, to: Infinity, measure: 'rooms' });
    expect(rangeIn('Studio or 1-bedroom flat')).toEqual({ from: 1, to: 1, measure: 'rooms' });
    expect(rangeIn('Sudhaussaal: bis 60 Personen')).toEqual({ from: -Infinity, to: 60, measure: 'people' });
    expect(rangeIn('höchstens 16 Plätze')).toEqual({ from: -Infinity, to: 16, measure: 'people' });
    expect(rangeIn('Brotzeitbrett für 2 Personen: 22,50 €')).toEqual({ from: 2, to: 2, measure: 'people' });
    // A count beside a price or a time, or a plain capacity, bounds nothing.
    expect(rangeIn('Brotzeitbrett für 2 Personen – 22,50 €')).toEqual({ from: 2, to: 2, measure: 'people' });
    expect(rangeIn('Tisch für 4 Personen ab 18 Uhr')).toEqual({ from: 4, to: 4, measure: 'people' });
    expect(rangeIn('Open 9 to 17, tables for 4 people')).toEqual({ from: 4, to: 4, measure: 'people' });
    expect(rangeIn('The Barn seats 120 guests')).toBeNull();
    expect(rangeIn('Call 0113 or 0800 about 2 bedroom flats')).toBeNull();
    expect(rangeIn('Twin room: 2 beds')).toBeNull();
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

describe('spansOfTimeSaid', () => {
  it('reads the minutes or hours before or after a time of the visitor’s, not a length asked about', () => {
    expect(spansOfTimeSaid('Running about 15 min late for my 3pm')).toEqual(['15 min late']);
    expect(spansOfTimeSaid('What if I cancel like 2 hours before my appointment?')).toEqual(['2 hours before']);
    expect(spansOfTimeSaid('Was kostet eine Klavierstunde mit 45 Minuten?')).toEqual([]);
    expect(spansOfTimeSaid('How much to hire a single kayak for an hour?')).toEqual([]);
  });
});
