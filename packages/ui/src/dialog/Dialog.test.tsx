import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAndOpen } from '../internal/test-kit';
import { Dialog } from './Dialog';

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open plans
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Plans"
        description="Choose one"
        closeLabel="Close"
        footer={<button type="button">Confirm</button>}
      >
        <input aria-label="Coupon" />
      </Dialog>
    </>
  );
}

const dialog = () => document.querySelector('dialog');

describe('Dialog', () => {
  it('is named by its title and described by its description', () => {
    render(<Dialog open onClose={() => {}} title="Plans" description="Choose one" closeLabel="Close" />);
    const element = dialog()!;
    expect(document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent).toBe('Plans');
    expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toBe('Choose one');
    expect(element.getAttribute('aria-modal')).toBe('true');
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" closeLabel="Close" />);
    expect(dialog()).toBeNull();
  });

  it('moves focus inside when it opens', () => {
    renderAndOpen(<Page />, 'Open plans');
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, once, and gives focus back to the button that opened it', () => {
    const onClose = vi.fn();
    const opener = renderAndOpen(<Page onClose={onClose} />, 'Open plans');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back after the close button too', () => {
    const opener = renderAndOpen(<Page />, 'Open plans');
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control to the first and back with Shift+Tab', () => {
    renderAndOpen(<Page />, 'Open plans');
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    const confirm = screen.getByRole('button', { name: 'Confirm', hidden: true });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('lets Tab move normally between controls in the middle', () => {
    renderAndOpen(<Page />, 'Open plans');
    const coupon = screen.getByRole('textbox', { name: 'Coupon', hidden: true });
    coupon.focus();
    const event = fireEvent.keyDown(coupon, { key: 'Tab' });
    // Not cancelled: the browser's own Tab moves on to Confirm.
    expect(event).toBe(true);
    expect(document.activeElement).toBe(coupon);
  });

  it('closes on a click on the backdrop but not inside', () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Plans" closeLabel="Close">
        <p>body</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByText('body'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog()!);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
