/** Helpers for the components' tests (not part of the package). */
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

/**
 * Renders `page` and opens its dialog or drawer from the button named `opener`, focused first as a
 * keyboard user's would be; returns that button, where focus must come back on close.
 */
export function renderAndOpen(page: ReactElement, opener: string): HTMLElement {
  render(page);
  const button = screen.getByRole('button', { name: opener });
  button.focus();
  fireEvent.click(button);
  return button;
}

/**
 * Roving focus: from the element named `start`, presses each move's key on the element that should
 * have focus and checks that focus lands on the one the move names. `find` looks an element up by name.
 */
export function expectRovingFocus(find: (name: string) => HTMLElement, start: string, moves: [key: string, to: string][]): void {
  let from = start;
  for (const [key, to] of moves) {
    fireEvent.keyDown(find(from), { key });
    expect(document.activeElement).toBe(find(to));
    from = to;
  }
}
