import { describe, expect, it } from 'vitest';
import { dateIn } from './dates';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

describe('a date as sites write it', () => {
  it.each([
    ['Saturday 13 March 2027, 10:00–13:00', utc(2027, 3, 13)],
    ['sábado 12 de diciembre de 2026 — Paella', utc(2026, 12, 12)],
    ['Workshop am 13. Februar 2027', utc(2027, 2, 13)],
    ['Studiedag: vrijdag 17 maart 2028, wij zijn gesloten', utc(2028, 3, 17)],
    ['Nothing dated here, open 9–5', null],
  ])('%s', (text, date) => expect(dateIn(text)).toEqual(date));

  it.each([
    ['vendredi 18 décembre, 19h30', utc(2026, 12, 4), utc(2026, 12, 18)],
    ['sabato 16 gennaio, ore 10:30', utc(2026, 12, 4), utc(2027, 1, 16)],
    ['Friday 13 November flash day', utc(2026, 12, 4), utc(2026, 11, 13)],
    ['vendredi 18 décembre, 19h30', utc(2027, 1, 10), utc(2026, 12, 18)],
  ])('%s, seen on %s, is the coming one or one just past', (text, today, date) => expect(dateIn(text, today)).toEqual(date));
});
