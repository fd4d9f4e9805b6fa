import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectRovingFocus } from '../internal/test-kit';
import { DropdownMenu } from './DropdownMenu';

function setup() {
  const rename = vi.fn();
  const remove = vi.fn();
  render(
    <>
      <DropdownMenu
        trigger="Actions"
        items={[
          { id: 'rename', label: 'Rename', onSelect: rename },
          { id: 'archive', label: 'Archive', onSelect: vi.fn(), disabled: true },
          { id: 'delete', label: 'Delete', onSelect: remove },
        ]}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { rename, remove, trigger: screen.getByRole('button', { name: 'Actions' }) };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('DropdownMenu', () => {
  it('is closed and says so until opened', () => {
    const { trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on ArrowDown at the first item and on ArrowUp at the last', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(item('Rename'));
    fireEvent.keyDown(item('Rename'), { key: 'Escape' });
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Delete'));
  });

  it('moves with arrows past disabled items, wrapping, and jumps by first letter', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expectRovingFocus(item, 'Rename', [
      ['ArrowDown', 'Delete'],
      ['ArrowDown', 'Rename'],
      ['ArrowUp', 'Delete'],
      ['Home', 'Rename'],
      ['d', 'Delete'],
    ]);
  });

  it('closes on Escape and returns focus to the trigger', () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(item('Rename'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs the chosen item, closes, and refocuses the trigger', () => {
    const { trigger, remove } = setup();
    fireEvent.click(trigger);
    fireEvent.click(item('Delete'));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('ignores disabled items and closes on a click outside', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(item('Archive'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
