export type Orientation = 'horizontal' | 'vertical';

/**
 * The index an arrow, Home or End key moves to in a list of `count` items, wrapping at both ends;
 * null for keys that do not move. In a right-to-left horizontal list ArrowLeft goes forward,
 * because "next" lies to the left (WAI-ARIA APG, tabs and menus).
 */
export function nextIndex(key: string, current: number, count: number, orientation: Orientation, direction: 'ltr' | 'rtl' = 'ltr'): number | null {
  if (count === 0) return null;
  const forwardKey = orientation === 'vertical' ? 'ArrowDown' : direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backwardKey = orientation === 'vertical' ? 'ArrowUp' : direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forwardKey) return (current + 1 + count) % count;
  if (key === backwardKey) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The writing direction that applies to `element` (its nearest dir attribute, else the document's). */
export function directionOf(element: Element | null): 'ltr' | 'rtl' {
  const dir = element?.closest('[dir]')?.getAttribute('dir');
  return dir === 'rtl' ? 'rtl' : 'ltr';
}
