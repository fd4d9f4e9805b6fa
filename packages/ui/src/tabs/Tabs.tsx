import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { directionOf, nextIndex } from '../internal/roving';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Conversation views"). */
  label: string;
  items: readonly TabItem[];
  /** Controlled selection; leave out to let Tabs keep its own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

/**
 * Tabs with automatic activation (WAI-ARIA APG): one tab stop; arrows move and select (ArrowLeft
 * goes forward in right-to-left pages), Home and End jump to the ends; disabled tabs are skipped.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? items.find((item) => !item.disabled)?.id ?? '');
  const selected = value ?? own;
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);

  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = Math.max(
      0,
      enabled.findIndex((item) => item.id === selected),
    );
    const moved = nextIndex(event.key, position, enabled.length, 'horizontal', directionOf(listRef.current));
    if (moved === null) return;
    event.preventDefault();
    const target = enabled[moved]!;
    select(target.id);
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    tabs.find((tab) => tab.dataset.tabId === target.id)?.focus();
  };

  return (
    <div className={cx('pl-tabs', className)}>
      <div ref={listRef} role="tablist" aria-label={label} className="pl-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              data-tab-id={item.id}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className="pl-tabs__tab"
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className="pl-tabs__panel"
        >
          {item.id === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
