import { describe, expect, it } from 'vitest';
import { countAsked, pricePer, type CountedUnit } from './times-count';

describe('a count asked for a total', () => {
  it.each([
    ['Somos 3 amigas y queremos hacer la de paella, ¿cuánto pagaríamos en total?', [3, 'person']],
    ['What would 8 weeks of the weekly subscription cost in total?', [8, 'week']],
    ['Und was würde der für 5 Stunden kosten?', [5, 'hour']],
    ['Was zahlen wir zu zweit?', [2, 'person']],
    ['My wife and I would like to come, how much is it?', [2, 'person']],
    // A product's name or a size is no sum.
    ['Le carnet de 10 jours coûte combien ?', null],
    ['Je dois organiser un atelier avec 12 personnes, vous avez une salle et c’est combien ?', null],
    ['How much is the 2-hour class?', null],
    // Words that only look like counts, and two counts, which are no one sum.
    ['Nous sommes très intéressés, combien coûte l’atelier ?', null],
    ['We are due to arrive at 5, how much is parking?', null],
    ['There are 3 options, how much is each?', null],
    ['A room for 2 nights for 3 people, how much in total?', null],
  ])('%s counts %j', (question, expected) => {
    const counted = countAsked(question);
    expect(counted && [counted.count, counted.unit]).toEqual(expected);
  });

  it('takes the count and the words asking for a sum out of the question', () => {
    expect(countAsked('What would 8 weeks of the weekly subscription cost in total?')?.rest).toBe('What would the weekly subscription cost ?');
  });
});

describe('the price per each unit', () => {
  it('reads the one price stated per the unit', () => {
    expect(pricePer('Paella — 3 h — 65 € por persona — Reservar', 'person')).toBe('65 €');
    expect(pricePer('Weekly – £32 per delivery. Fortnightly – £36.', 'week')).toBe('£32');
    expect(pricePer('Großer Saal: 90 € pro Stunde', 'hour')).toBe('90 €');
    expect(pricePer('Tasting menu £20pp', 'person')).toBe('£20');
  });

  it('reads none where the price is for something else, a range or two prices', () => {
    expect(pricePer('Discofox: 120 € pro Paar', 'person')).toBeNull();
    expect(pricePer('From £20–£30 per person', 'person')).toBeNull();
    expect(pricePer('Studio 40 € pro Stunde, Saal 90 € pro Stunde', 'hour')).toBeNull();
    expect(
      [
        ['20–30 € pro Person', 'person'],
        ['From £20 per person', 'person'],
        ['Candles £5 each', 'person'],
        ['Membership £30 — open 7 days a week', 'week'],
        ['£40 per hour + VAT', 'hour'],
      ].map(([text, unit]) => pricePer(text!, unit as CountedUnit)),
    ).toEqual([null, null, null, null, null]);
  });
});
