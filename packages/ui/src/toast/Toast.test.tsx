import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';
import type { ToastInput } from './toast-store';

function Trigger({ input }: { input: ToastInput }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(input)}>
      Show
    </button>
  );
}

const renderWith = (input: ToastInput, limit?: number) =>
  render(
    <ToastProvider dismissLabel="Dismiss" regionLabel="Notifications" limit={limit}>
      <Trigger input={input} />
    </ToastProvider>,
  );

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces info politely and removes it after its time', () => {
    renderWith({ message: 'Saved' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps errors, announced as alerts, until dismissed', () => {
    renderWith({ message: 'Failed', tone: 'error' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pauses while hovered and shows at most `limit` at once', () => {
    renderWith({ message: 'Hello', durationMs: 1000 }, 2);
    const show = screen.getByRole('button', { name: 'Show' });
    fireEvent.click(show);
    fireEvent.click(show);
    fireEvent.click(show);
    expect(screen.getAllByText('Hello')).toHaveLength(2);
    fireEvent.mouseEnter(screen.getAllByRole('status')[0]!);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getAllByText('Hello')).toHaveLength(1);
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger input={{ message: 'x' }} />)).toThrow(/ToastProvider/);
  });
});
