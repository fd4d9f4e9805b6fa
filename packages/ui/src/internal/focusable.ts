import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements Tab can reach inside `root`, in document order (negative tabindex and hidden ones left out). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('inert') && !element.closest('[hidden],[inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last tabbable element Tab wraps to the first and
 * back. A modal <dialog> makes the page inert, but browsers let Tab leave it for their own
 * toolbar; wrapping keeps keyboard users in the dialog as the APG modal pattern asks.
 * Returns whether it moved focus (and so cancelled the browser's own move).
 */
export function wrapTabKey(event: KeyboardEvent | ReactKeyboardEvent, root: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = tabbableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = root.ownerDocument.activeElement;
  const outside = !active || !root.contains(active);
  if (event.shiftKey && (active === first || active === root || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
