import { describe, expect, it } from 'vitest';
import { dayIn, daysOf, midnightIn, parseAnalyticsQuery, previousWindow } from './period';

const NOW = new Date('2025-03-10T23:59:59Z');

describe('analytics period', () => {
  it('reads a preset as the last N UTC days, today included, 30 days when nothing is given', () => {
    const window = parseAnalyticsQuery({}, NOW);
    expect(window).toMatchObject({ label: '30d', start: '2025-02-09', end: '2025-03-10', days: 30 });
    expect(window.to.toISOString()).toBe('2025-03-11T00:00:00.000Z');
    expect(parseAnalyticsQuery({ period: '7d' }, NOW)).toMatchObject({ start: '2025-03-04', end: '2025-03-10', days: 7 });
  });

  it('reads a custom range with both days included, and compares it with the equally long range before', () => {
    const window = parseAnalyticsQuery({ start_date: '2025-02-27', end_date: '2025-03-02' }, NOW);
    expect(daysOf(window)).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    const previous = previousWindow(window);
    expect([previous.from.toISOString(), previous.to.toISOString()]).toEqual(['2025-02-23T00:00:00.000Z', '2025-02-27T00:00:00.000Z']);
  });

  it("takes today and each day's midnight from the owner's time zone, daylight saving included", () => {
    // 23:59 UTC on 10 March is already 11 March in Tokyo.
    const tokyo = parseAnalyticsQuery({ period: '7d', time_zone: 'Asia/Tokyo' }, NOW);
    expect(tokyo).toMatchObject({ start: '2025-03-05', end: '2025-03-11', days: 7, timeZone: 'Asia/Tokyo' });
    expect(tokyo.from.toISOString()).toBe('2025-03-04T15:00:00.000Z');
    expect(tokyo.to.toISOString()).toBe('2025-03-11T15:00:00.000Z');
    // New York moved its clocks forward on 9 March 2025: midnight is 05:00 UTC before, 04:00 after.
    expect(midnightIn('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(midnightIn('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
    const week = parseAnalyticsQuery({ start_date: '2025-03-08', end_date: '2025-03-10', time_zone: 'America/New_York' }, NOW);
    expect(week.to.getTime() - week.from.getTime()).toBe(71 * 3_600_000); // One day had 23 hours.
    expect(previousWindow(week).from.toISOString()).toBe('2025-03-05T05:00:00.000Z');
    expect(dayIn(new Date('2025-03-10T03:59:59Z'), 'America/New_York')).toBe('2025-03-09');
    // Half-hour zones too.
    expect(midnightIn('2025-03-10', 'Asia/Kolkata').toISOString()).toBe('2025-03-09T18:30:00.000Z');
  });

  it('refuses ranges longer than 366 days, reversed ranges and impossible dates', () => {
    expect(() => parseAnalyticsQuery({ start_date: '2025-01-01', end_date: '2026-01-02' }, NOW)).toThrow('at most 366 days');
    expect(() => parseAnalyticsQuery({ start_date: '2025-01-02', end_date: '2025-01-01' }, NOW)).toThrow('on or before');
    expect(() => parseAnalyticsQuery({ start_date: '2025-13-01', end_date: '2025-12-01' }, NOW)).toThrow('YYYY-MM-DD');
    expect(() => parseAnalyticsQuery({ time_zone: 'Europe/Atlantis' }, NOW)).toThrow('time_zone must be a time zone');
  });
});
