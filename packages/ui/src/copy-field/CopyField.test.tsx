import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_CONFIRMATION_MS, CopyField } from './CopyField';

const props = { label: 'Snippet', value: '<script src="x.js"></script>', copyLabel: 'Copy', copiedLabel: 'Copied', failedLabel: 'Copy failed' };

/**
 * Clicks Copy inside an asynchronous `act` (the callback returns a promise), so the clipboard write
 * the click starts has settled, and React has rendered its outcome, before the test reads the page.
 */
const clickCopy = () =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    return Promise.resolve();
  });

describe('CopyField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('copies the value and says "Copied" for two seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyField {...props} />);
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(props.value);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => {
      vi.advanceTimersByTime(COPIED_CONFIRMATION_MS - 1);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(COPIED_CONFIRMATION_MS).toBe(2000);
  });

  it('says so when the browser refuses both ways of copying', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.execCommand = vi.fn().mockReturnValue(false);
    render(<CopyField {...props} />);
    await clickCopy();
    expect(screen.getByRole('alert').textContent).toBe('Copy failed');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('labels the read-only value and keeps it left to right', () => {
    render(<CopyField {...props} />);
    const field = screen.getByLabelText<HTMLInputElement>('Snippet');
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('dir')).toBe('ltr');
  });

  it('can hide its label, take a description from the page and announce its own confirmation', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <p id="hint">Paste it before the closing body tag.</p>
        <CopyField {...props} multiline rows={2} hideLabel describedBy="hint" copiedMessage="The code is on your clipboard." />
      </>,
    );
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Snippet' });
    expect(field.rows).toBe(2);
    expect(field.getAttribute('aria-describedby')).toBe('hint');
    expect(field.getAttribute('spellcheck')).toBe('false');
    expect(screen.getByText('Snippet').className).toContain('pl-visually-hidden');
    await clickCopy();
    expect(screen.getByRole('status').textContent).toBe('The code is on your clipboard.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });
});
