import { describe, expect, it } from 'vitest';
import { matchesAccept, sortFiles } from './accept';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('matchesAccept', () => {
  it('reads extensions, exact types and wildcards like <input accept>', () => {
    expect(matchesAccept(file('Menu.PDF', ''), ['.pdf'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a.csv', 'text/csv'), ['text/csv'])).toBe(true);
    expect(matchesAccept(file('a.exe', 'application/x-msdownload'), ['.pdf', 'image/*'])).toBe(false);
    expect(matchesAccept(file('anything', ''), [])).toBe(true);
  });
});

describe('sortFiles', () => {
  it('refuses the wrong type, the too large and the one too many, with the reason', () => {
    const ok = file('a.pdf', 'application/pdf');
    const big = file('b.pdf', 'application/pdf', 2000);
    const gif = file('c.gif', 'image/gif');
    const extra = file('d.pdf', 'application/pdf');
    const { accepted, rejected } = sortFiles([ok, big, gif, extra], { accept: ['.pdf'], maxBytes: 1000, maxFiles: 1 });
    expect(accepted).toEqual([ok]);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.pdf', 'size'],
      ['c.gif', 'type'],
      ['d.pdf', 'count'],
    ]);
  });
});
