import { describe, expect, it } from 'vitest';
import { brandTheme, contrastRatio, parseHex } from './theme';

describe('parseHex', () => {
  it('reads #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex(' #4F46E5 ')).toEqual([79, 70, 229]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('url(x)')).toBeNull();
  });
});

describe('brandTheme', () => {
  it('sets the brand and derives a darker shade and a pale tint', () => {
    const theme = brandTheme({ brand: '#4f46e5' }) as Record<string, string>;
    expect(theme['--pl-brand']).toBe('#4f46e5');
    expect(theme['--pl-brand-strong']).toBe('#3b35ac');
    expect(theme['--pl-brand-soft']).toMatch(/^#e[0-9a-f]{5}$/u);
  });

  it('picks white text on a dark brand and dark text on a light one, whichever reads better', () => {
    expect((brandTheme({ brand: '#1e3a8a' }) as Record<string, string>)['--pl-on-brand']).toBe('#ffffff');
    const yellow = brandTheme({ brand: '#facc15' }) as Record<string, string>;
    expect(yellow['--pl-on-brand']).toBe('#111827');
    expect(contrastRatio(parseHex(yellow['--pl-on-brand']!)!, parseHex('#facc15')!)).toBeGreaterThan(4.5);
  });

  it('darkens the strong shade of a light brand until links in it read on white', () => {
    const yellow = brandTheme({ brand: '#facc15' }) as Record<string, string>;
    expect(contrastRatio(parseHex(yellow['--pl-brand-strong']!)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('uses a given strong colour and ignores an invalid brand', () => {
    expect((brandTheme({ brand: '#0f766e', brandStrong: '#134e4a' }) as Record<string, string>)['--pl-brand-strong']).toBe('#134e4a');
    expect(brandTheme({ brand: 'javascript:alert(1)' })).toEqual({});
  });
});
