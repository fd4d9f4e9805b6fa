import { act } from '@testing-library/react';

/**
 * Runs `interact` (a click, a drop, nothing) inside an asynchronous `act`, so the promises it starts
 * (the API call behind Save, a clipboard write) settle and React renders their outcome before the
 * test reads the page: `await act(async () => { … })` without an `async` that awaits nothing.
 */
export const settle = (interact: () => void = () => {}) =>
  act(() => {
    interact();
    return Promise.resolve();
  });
