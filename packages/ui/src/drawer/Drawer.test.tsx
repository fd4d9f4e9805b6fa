import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAndOpen } from '../internal/test-kit';
import { Drawer } from './Drawer';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Filter" closeLabel="Close" side="start">
        <button type="button">Apply</button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens from the side it is given, in logical terms', () => {
    render(<Drawer open onClose={() => {}} title="Filter" closeLabel="Close" side="start" />);
    expect(document.querySelector('dialog')!.className).toContain('pl-drawer--start');
  });

  it('closes on Escape and returns focus to its opener', () => {
    const opener = renderAndOpen(<Page />, 'Filters');
    expect(document.querySelector('dialog')!.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab between its close button and its last control', () => {
    renderAndOpen(<Page />, 'Filters');
    const apply = screen.getByRole('button', { name: 'Apply', hidden: true });
    apply.focus();
    fireEvent.keyDown(apply, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close', hidden: true }));
  });
});
