import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('keeps every cent of the decimal string', () => {
    expect(formatPrice('7.95', 'USD', 'en')).toBe('$7.95');
    expect(formatPrice('24.90', 'EUR', 'en')).toBe('€24.90');
    expect(formatPrice('0.05', 'USD', 'en')).toBe('$0.05');
    expect(formatPrice('1000000.03', 'USD', 'en')).toBe('$1,000,000.03');
  });

  it('writes the amount the visitor’s way', () => {
    expect(formatPrice('24.90', 'EUR', 'es')).toMatch(/^24,90\s€$/);
    expect(formatPrice('1200', 'JPY', 'ja')).toMatch(/^[¥￥]1,200$/);
    expect(formatPrice('7.95', 'USD', 'he')).toContain('7.95');
    expect(formatPrice('7.95', 'USD', 'ar')).toMatch(/٧٫٩٥|7\.95/);
  });

  it('shows digits beyond the currency’s usual ones rather than rounding them away', () => {
    expect(formatPrice('1200.5', 'JPY', 'en')).toBe('¥1,200.5');
    expect(formatPrice('12.340', 'KWD', 'en')).toContain('12.340');
  });

  it('falls back to the plain amount without a currency Intl knows', () => {
    expect(formatPrice('7.95', null, 'en')).toBe('7.95');
    expect(formatPrice('7.95', 'usd!', 'en')).toBe('7.95 usd!');
  });
});
