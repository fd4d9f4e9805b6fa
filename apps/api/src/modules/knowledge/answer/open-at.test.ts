import { describe, expect, it } from 'vitest';
import { carries } from './fact-types';
import { openAt, openAtVerdict, openUntil, spansIn } from './opening-time';

describe('openAt', () => {
  it('holds a time against the spans of an hours line', () => {
    expect(openAt('Donnerstag: 9:00–19:30 Uhr', 18 * 60 + 30)).toBe(true);
    expect(openAt('Dienstag bis Freitag: 9:00–18:00 Uhr', 18 * 60 + 30)).toBe(false);
    expect(openAt('Tuesday: 9:00–12:30 and 15:00–19:00', 13 * 60)).toBe(false);
  });

  it('is never open on a line without hours', () => {
    expect(openAt('Montag: geschlossen', 10 * 60)).toBe(false);
  });
});

describe('openUntil', () => {
  it('is the last closing time a line states', () => {
    expect(openUntil('Tuesday: 9:00–12:30 and 15:00–19:00')).toBe(19 * 60);
    expect(openUntil('Montag: geschlossen')).toBe(-1);
  });
});

describe('openAtVerdict', () => {
  const line = 'Telefonisch bereikbaar: Ma t/m vr 8:00 – 17:00, za 9:00 – 12:00';
  it('holds the time against the asked day’s part of a line that says each day’s hours', () => {
    // Saturday 12:30 is inside the weekdays' 8:00 – 17:00 but not Saturday's 9:00 – 12:00.
    expect(openAtVerdict(line, 12 * 60 + 30, 'nl', 5)).toMatch(/^Nee/);
    expect(openAtVerdict(line, 10 * 60, 'nl', 5)).toMatch(/^Ja/);
    expect(openAtVerdict(line, 12 * 60 + 30, 'nl', 2)).toMatch(/^Ja/);
  });

  it('says nothing for a day the line does not name, and "closed" for a day it says is closed', () => {
    expect(openAtVerdict(line, 10 * 60, 'nl', 6)).toBeNull();
    expect(openAtVerdict('Mon–Fri 9:00–18:00, Sun closed', 10 * 60, 'en', 6)).toBe(openAtVerdict('Tuesday: 9:00–12:00', 13 * 60, 'en'));
  });

  it('reads a line without days as it always did', () => {
    expect(openAtVerdict('9:00–12:30 and 15:00–19:00', 13 * 60, 'en', 1)).toMatch(/15:00/);
  });
});

describe('openAtVerdict, days named before their times', () => {
  const yes = (line: string, at: number, day: number) => expect(openAtVerdict(line, at, 'en', day)).toBe(openAtVerdict('Tuesday: 9:00–18:00', 10 * 60, 'en'));
  it('holds the times after the days named alone', () => {
    yes('Ma t/m vr 9:00 – 12:30, 13:30 – 17:00', 15 * 60, 0);
    yes('De lunes a viernes, de 9:00 a 14:00', 10 * 60, 2);
    yes('Du lundi au vendredi, de 9h à 18h', 10 * 60, 2);
    yes('Monday to Friday, 9am–5pm', 10 * 60, 2);
    yes('Monday, Tuesday and Friday: 9:00–17:00', 10 * 60, 0);
    yes('Open 9:00-17:00, Monday closed', 10 * 60, 2);
    yes('Ma t/m vr 8:00 – 17:00, di 9:00 – 12:00', 10 * 60, 1);
  });

  it('says no for a day named closed after the times, and reads Dutch "za van 10.00 tot 16.00 uur"', () => {
    const closed = openAtVerdict('Mon–Fri 9:00–18:00, Sun closed', 10 * 60, 'en', 6);
    expect(openAtVerdict('Open 9:00–17:00, Monday closed', 10 * 60, 'en', 0)).toBe(closed);
    expect(openAtVerdict('Tuesday to Sunday, 10:00 – 18:00. Closed on Mondays', 11 * 60, 'en', 0)).toBe(closed);
    const dutch = 'ma t/m vr van 9.00 tot 17.30 uur, za van 10.00 tot 16.00 uur, zo gesloten';
    expect(openAtVerdict(dutch, 17 * 60, 'nl', 5)).toMatch(/^Nee/);
    expect(openAtVerdict(dutch, 11 * 60, 'nl', 6)).toMatch(/^Nee/);
    expect(openAtVerdict(dutch, 17 * 60, 'nl', 4)).toMatch(/^Ja/);
  });
});

describe('spansIn', () => {
  it('reads the ways sites write a span of hours', () => {
    expect(spansIn('9.00 – 17.00 Uhr').map((span) => [span.from, span.to])).toEqual([[540, 1020]]);
    expect(spansIn('dalle 9:00 alle 18:00').map((span) => [span.from, span.to])).toEqual([[540, 1080]]);
    expect(spansIn('Vendredi 15h – minuit').map((span) => [span.from, span.to])).toEqual([[900, 1440]]);
    expect(spansIn('Samedi 11h – 1h').map((span) => [span.from, span.to])).toEqual([[660, 1500]]);
  });

  it('reads no length of time as a span', () => {
    expect(spansIn('Durée : 1h – 2h')).toEqual([]);
  });

  it('holds a time after midnight against a span that runs past it', () => {
    expect(openAtVerdict('Friday: 18:00 – 02:00', 60, 'en')).toBe(openAtVerdict('Tuesday: 9:00–18:00', 10 * 60, 'en'));
  });
});

describe('hours written the French way', () => {
  it('are hours, and lengths of time or delivery times are not', () => {
    const hours = ['Mardi – jeudi 15h – 23h', 'Vendredi 15h – minuit'];
    const notHours = ['Livraison en 24h - 48h', 'Comptez 2h à 3h pour une partie', 'Durée : 1h – 2h'];
    expect(hours.filter((text) => carries('hours', text))).toEqual(hours);
    expect(notHours.filter((text) => carries('hours', text))).toEqual([]);
  });
});
