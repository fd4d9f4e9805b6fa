import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, lastDays, validateRange } from './date-range';

describe('date ranges', () => {
  it('knows real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });

  it('counts days across months and years, today included in "last N days"', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(lastDays('2026-03-01', 7)).toEqual({ start: '2026-02-23', end: '2026-03-01' });
  });

  it('says what is wrong with a range', () => {
    expect(validateRange({ start: '2026-11-10', end: '2026-11-01' })).toBe('end-before-start');
    expect(validateRange({ start: 'x', end: '2026-11-01' })).toBe('start-invalid');
    expect(validateRange({ start: '2026-11-01', end: '2026-11-30' }, { max: '2026-11-23' })).toBe('after-max');
    expect(validateRange({ start: '2025-01-01', end: '2026-11-01' }, { maxDays: 366 })).toBe('too-long');
    expect(validateRange({ start: '2026-11-01', end: '2026-11-01' }, { maxDays: 1 })).toBeNull();
  });
});
