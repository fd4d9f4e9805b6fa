import { describe, expect, it } from 'vitest';
import { choiceOf, parseRetention } from './retention';

describe('the retention setting', () => {
  it('keeps forever, or takes a whole number of days within 1..3650', () => {
    expect(parseRetention({ mode: 'forever', days: 'anything' })).toEqual({ days: null });
    expect(parseRetention({ mode: 'days', days: ' 30 ' })).toEqual({ days: 30 });
    expect(parseRetention({ mode: 'days', days: '1' })).toEqual({ days: 1 });
    expect(parseRetention({ mode: 'days', days: '3650' })).toEqual({ days: 3650 });
  });

  it('says what is wrong with anything else', () => {
    expect(parseRetention({ mode: 'days', days: '' })).toEqual({ problem: 'required' });
    expect(parseRetention({ mode: 'days', days: '0' })).toEqual({ problem: 'tooSmall' });
    expect(parseRetention({ mode: 'days', days: '-5' })).toEqual({ problem: 'tooSmall' });
    expect(parseRetention({ mode: 'days', days: '3651' })).toEqual({ problem: 'tooLarge' });
    expect(parseRetention({ mode: 'days', days: '1.5' })).toEqual({ problem: 'notWhole' });
    expect(parseRetention({ mode: 'days', days: 'ten' })).toEqual({ problem: 'notWhole' });
  });

  it('starts from what the organization has', () => {
    expect(choiceOf(null)).toEqual({ mode: 'forever', days: '' });
    expect(choiceOf(90)).toEqual({ mode: 'days', days: '90' });
  });
});
