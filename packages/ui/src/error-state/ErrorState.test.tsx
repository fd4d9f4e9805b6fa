import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the message with its retry button and calls onRetry', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="The analytics could not load: timeout" onRetry={onRetry} retryLabel="Try again" />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('The analytics could not load: timeout');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(alert.contains(retry)).toBe(true);
    expect(retry.className).toContain('pl-button--secondary');
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('can make retrying the primary action', () => {
    render(<ErrorState message="Could not check your subscription." onRetry={() => {}} retryLabel="Try again" retryVariant="primary" />);
    expect(screen.getByRole('button', { name: 'Try again' }).className).toContain('pl-button--primary');
  });
});
