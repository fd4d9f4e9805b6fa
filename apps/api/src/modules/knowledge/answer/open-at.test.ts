import { describe, expect, it } from 'vitest';
import { openAt, openUntil } from './opening-time';

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
