import { describe, expect, it } from 'vitest';
import { readQuestion } from './question';
import { monthSpan, monthsNamed, ofTheSeason, spanHolds } from './season-hours';

describe('hours that change with the season', () => {
  it('reads the months a period spans, across the new year too', () => {
    expect(monthSpan('Orario estivo (1° giugno – 15 settembre): da martedì a domenica')).toEqual({ from: 5, to: 8 });
    expect(monthSpan('Winter hours (October to March): 10am–4pm')).toEqual({ from: 9, to: 2 });
    expect(monthSpan('Saturday 13 March 2027, 10:00–13:00')).toBeNull();
  });

  it('says whether the period holds the months asked', () => {
    expect(spanHolds(monthSpan('Inverno (16 settembre – 31 maggio): dalle 14:00 alle 19:00')!, [10])).toBe(true);
    expect(spanHolds(monthSpan('Estate (1° giugno – 15 settembre): dalle 7:30')!, [10])).toBe(false);
    expect(monthSpan('Open daily 9–5')).toBeNull();
    // "Março" folds to "marco", a name elsewhere: between two months it is the month.
    expect(monthSpan('Horário de inverno (1 de outubro a 31 de março)')).toEqual({ from: 9, to: 2 });
    expect(monthsNamed('Marco e eu vamos em dezembro')).toEqual([11]);
  });

  it('says together only the hours of the season that holds the month asked', () => {
    const line = (segment: string, heading: string[] = []) => ({ segment, unit: { heading } });
    const winter = line('Sábado, 11:00 – 23:00', ['Horários', 'Horário de inverno (1 de outubro a 31 de março)']);
    const summer = line('Sábado, 10:00 – 00:00', ['Horários', 'Horário de verão (1 de abril a 30 de setembro)']);
    const yearRound = line('Saturday: 10:00–00:00', ['Kartódromo', 'Opening hours']);
    expect(ofTheSeason([yearRound, winter, summer], [11])).toEqual([winter]);
    expect(ofTheSeason([yearRound, winter], [])).toEqual([yearRound, winter]);
    expect(ofTheSeason([yearRound], [11])).toEqual([yearRound]);
  });

  it('takes a month asked with hours as which season, not as what is asked about', () => {
    expect(monthsNamed('Ad agosto a che ora aprite la mattina?')).toEqual([7]);
    // "mar", "may", "mai" are words too: only months written out count.
    expect(monthsNamed('may I come on a Monday?')).toEqual([]);
    const question = readQuestion('Ad agosto a che ora aprite la mattina?');
    expect(question.months).toEqual([7]);
    expect(question.terms).not.toContain('agosto');
    expect(question.spare).toContain('mattina');
  });
});
