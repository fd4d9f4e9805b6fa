import { describe, expect, it } from 'vitest';
import { formatters, safeHref } from './format';

describe('formatting', () => {
  it('links only to http(s) addresses', () => {
    expect(safeHref('https://shop.example/shoes?x=1')).toBe('https://shop.example/shoes?x=1');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('writes durations in minutes and seconds', () => {
    const format = formatters('en');
    expect(format.duration(45)).toBe('45 sec');
    expect(format.duration(125)).toBe('2 min 5 sec');
    expect(format.duration(120)).toBe('2 min');
  });

  it('shows the API’s UTC days as those days whatever the time zone', () => {
    expect(formatters('en').day('2026-03-01')).toBe('Mar 1, 2026');
  });
});
