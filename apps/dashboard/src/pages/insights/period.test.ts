import { describe, expect, it } from 'vitest';
import { customRangeError, delta, periodChoice, readPeriod, writePeriod } from './period';

describe('the analytics period', () => {
  it('is 30 days unless the query string says otherwise', () => {
    expect(readPeriod(new URLSearchParams(''))).toEqual({ period: '30d' });
    expect(readPeriod(new URLSearchParams('period=7d'))).toEqual({ period: '7d' });
    expect(readPeriod(new URLSearchParams('period=1y'))).toEqual({ period: '30d' });
  });

  it('takes a custom range only when it is valid', () => {
    expect(readPeriod(new URLSearchParams('start_date=2026-01-01&end_date=2026-01-31'))).toEqual({ start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(readPeriod(new URLSearchParams('start_date=2026-02-01&end_date=2026-01-31'))).toEqual({ period: '30d' });
    expect(periodChoice({ start_date: '2026-01-01', end_date: '2026-01-31' })).toBe('custom');
  });

  it('writes short links: nothing for the default', () => {
    expect(writePeriod({ period: '30d' }).toString()).toBe('');
    expect(writePeriod({ period: '90d' }).toString()).toBe('period=90d');
    expect(writePeriod({ start_date: '2026-01-01', end_date: '2026-01-02' }).toString()).toBe('start_date=2026-01-01&end_date=2026-01-02');
  });

  it('validates a custom range as the API does', () => {
    expect(customRangeError('', '2026-01-01')).toEqual({ field: 'start', error: 'required' });
    expect(customRangeError('2026-01-01', '')).toEqual({ field: 'end', error: 'required' });
    expect(customRangeError('2026-01-32', '2026-02-01')).toEqual({ field: 'start', error: 'invalid' });
    expect(customRangeError('2026-02-02', '2026-02-01')).toEqual({ field: 'end', error: 'order' });
    expect(customRangeError('2025-01-01', '2026-01-01')).toBeNull(); // 366 days, both ends included
    expect(customRangeError('2025-01-01', '2026-01-02')).toEqual({ field: 'end', error: 'tooLong' });
  });

  it('says how a figure moved against the previous period', () => {
    expect(delta(12, 10)).toEqual({ direction: 'up', ratio: 0.2 });
    expect(delta(5, 10)).toEqual({ direction: 'down', ratio: -0.5 });
    expect(delta(0, 0)).toEqual({ direction: 'same', ratio: 0 });
    expect(delta(3, 0)).toEqual({ direction: 'up', ratio: null });
  });
});
