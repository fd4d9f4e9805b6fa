import { describe, expect, it } from 'vitest';
import { nextIndex } from './roving';

describe('nextIndex', () => {
  it('moves and wraps with the arrows of its orientation', () => {
    expect(nextIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(nextIndex('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(nextIndex('ArrowRight', 1, 3, 'horizontal')).toBe(2);
  });

  it('swaps left and right in right-to-left', () => {
    expect(nextIndex('ArrowLeft', 0, 3, 'horizontal', 'rtl')).toBe(1);
    expect(nextIndex('ArrowRight', 0, 3, 'horizontal', 'rtl')).toBe(2);
  });

  it('jumps with Home and End and ignores other keys or empty lists', () => {
    expect(nextIndex('Home', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndex('End', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndex('a', 0, 3, 'horizontal')).toBeNull();
    expect(nextIndex('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});
