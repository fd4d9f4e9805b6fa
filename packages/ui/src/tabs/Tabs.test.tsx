import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectRovingFocus } from '../internal/test-kit';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'chat', label: 'Chat', panel: 'Chat panel' },
  { id: 'voice', label: 'Voice', panel: 'Voice panel' },
  { id: 'phone', label: 'Phone', panel: 'Phone panel', disabled: true },
  { id: 'leads', label: 'Leads', panel: 'Leads panel' },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('has one tab stop, on the selected tab, and shows its panel', () => {
    render(<Tabs label="Views" items={ITEMS} />);
    expect(tab('Chat').tabIndex).toBe(0);
    expect(tab('Voice').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Chat panel');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Chat').id);
  });

  it('moves and selects with the arrows, wrapping and skipping disabled tabs', () => {
    const onValueChange = vi.fn<(value: string) => void>();
    render(<Tabs label="Views" items={ITEMS} onValueChange={onValueChange} />);
    tab('Chat').focus();
    expectRovingFocus(tab, 'Chat', [['ArrowRight', 'Voice']]);
    expect(tab('Voice').getAttribute('aria-selected')).toBe('true');
    expectRovingFocus(tab, 'Voice', [
      ['ArrowRight', 'Leads'],
      ['ArrowRight', 'Chat'],
      ['ArrowLeft', 'Leads'],
    ]);
    expect(onValueChange.mock.calls.map(([id]) => id)).toEqual(['voice', 'leads', 'chat', 'leads']);
  });

  it('jumps to the ends with Home and End', () => {
    render(<Tabs label="Views" items={ITEMS} defaultValue="voice" />);
    expectRovingFocus(tab, 'Voice', [
      ['End', 'Leads'],
      ['Home', 'Chat'],
    ]);
  });

  it('treats ArrowLeft as "next" in a right-to-left page', () => {
    render(
      <div dir="rtl">
        <Tabs label="Views" items={ITEMS} />
      </div>,
    );
    expectRovingFocus(tab, 'Chat', [
      ['ArrowLeft', 'Voice'],
      ['ArrowRight', 'Chat'],
    ]);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Tabs label="Views" items={ITEMS} value="chat" />);
    fireEvent.click(tab('Voice'));
    expect(tab('Chat').getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs label="Views" items={ITEMS} value="voice" />);
    expect(tab('Voice').getAttribute('aria-selected')).toBe('true');
  });
});
