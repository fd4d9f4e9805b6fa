import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The token of the links the email-link pages are opened with in tests. */
export const LINK_TOKEN = '12.1999999999.abc';

/**
 * Opening an email's link spends nothing (a mail scanner that loads it does not use the one-time
 * token); pressing `button` spends it, and the page headed `next` follows.
 */
export async function expectSpentOnlyOnPress(spend: (...args: never[]) => unknown, button: string, next: string) {
  expect(spend).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByRole('heading', { name: next })).toBeTruthy();
  expect(spend).toHaveBeenCalledWith({ token: LINK_TOKEN });
}
