import { describe, expect, it } from 'vitest';
import { daysOf, parseAnalyticsQuery, previousWindow } from './period';

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

  it('refuses ranges longer than 366 days, reversed ranges and impossible dates', () => {
    expect(() => parseAnalyticsQuery({ start_date: '2025-01-01', end_date: '2026-01-02' }, NOW)).toThrow('at most 366 days');
    expect(() => parseAnalyticsQuery({ start_date: '2025-01-02', end_date: '2025-01-01' }, NOW)).toThrow('on or before');
    expect(() => parseAnalyticsQuery({ start_date: '2025-13-01', end_date: '2025-12-01' }, NOW)).toThrow('YYYY-MM-DD');
  });
});
