import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';

const labels = { legend: 'Period', start: 'From', end: 'To', apply: 'Apply', presets: 'Quick ranges', problem: (p: string) => `Problem: ${p}` };

describe('DateRangePicker', () => {
  it('applies a preset ending today and marks it pressed', () => {
    const onChange = vi.fn();
    const withPresets = (start: string) => (
      <DateRangePicker
        value={{ start, end: '2026-11-23' }}
        today="2026-11-23"
        labels={labels}
        presets={[
          { label: '7 days', days: 7 },
          { label: '30 days', days: 30 },
        ]}
        onChange={onChange}
      />
    );
    const { rerender } = render(withPresets('2026-11-17'));
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-10-25', end: '2026-11-23' });
    rerender(withPresets('2026-10-25'));
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-10-25');
  });

  it('refuses a custom range after today and ties the message to the field', () => {
    const onChange = vi.fn();
    render(<DateRangePicker value={{ start: '2026-11-17', end: '2026-11-23' }} today="2026-11-23" labels={labels} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    fireEvent.keyDown(screen.getByLabelText('To'), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Problem: after-max');
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  });
});
