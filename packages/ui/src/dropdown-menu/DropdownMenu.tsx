import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { nextIndex } from '../internal/roving';

export interface DropdownMenuItem {
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Drawn in the danger colour (delete, sign out). */
  tone?: 'default' | 'danger';
}

export interface DropdownMenuProps {
  /** What the trigger button shows (text, or an icon with `triggerLabel`). */
  trigger: ReactNode;
  /** Accessible name of the trigger when it shows only an icon. */
  triggerLabel?: string;
  items: readonly DropdownMenuItem[];
  /** Which edge of the trigger the menu lines up with, in logical terms. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu button (WAI-ARIA APG "menu button"): Enter, Space or ArrowDown open it on the first item,
 * ArrowUp on the last; arrows, Home and End move, a letter jumps to the next item that starts
 * with it; Enter or Space choose; Escape and Tab close, and focus returns to the trigger.
 */
export function DropdownMenu({ trigger, triggerLabel, items, align = 'start', className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const enabled = items.map((item, index) => ({ item, index })).filter(({ item }) => !item.disabled);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const openAt = (which: 'first' | 'last') => {
    const target = which === 'first' ? enabled[0] : enabled[enabled.length - 1];
    if (!target) return;
    setActive(target.index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const choose = (item: DropdownMenuItem) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = Math.max(
      0,
      enabled.findIndex(({ index }) => index === active),
    );
    const moved = nextIndex(event.key, position, enabled.length, 'vertical');
    if (moved !== null) {
      event.preventDefault();
      setActive(enabled[moved]!.index);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key.length === 1 && /\S/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const order = [...enabled.slice(position + 1), ...enabled.slice(0, position + 1)];
      const match = order.find(({ item }) => item.label.toLocaleLowerCase().startsWith(letter));
      if (match) setActive(match.index);
    }
  };

  return (
    <div ref={rootRef} className={cx('pl-menu', className)}>
      <button
        ref={triggerRef}
        type="button"
        className="pl-button pl-button--secondary pl-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={triggerLabel} className={cx('pl-menu__list', `pl-menu__list--${align}`)} onKeyDown={onMenuKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              aria-disabled={item.disabled || undefined}
              className={cx('pl-menu__item', item.tone === 'danger' && 'pl-menu__item--danger')}
              onClick={() => choose(item)}
              onMouseEnter={() => !item.disabled && setActive(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
