import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Spinner, TextField } from './index';

describe('TextField', () => {
  it('labels the input and links the error message to it', () => {
    render(<TextField label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const errorId = input.getAttribute('aria-describedby');
    expect(document.getElementById(errorId!)?.textContent).toBe('Email is required');
  });
});

describe('Button', () => {
  it('is disabled and says it is busy while loading', () => {
    const onClick = vi.fn();
    render(<Button loading loadingLabel="Saving…" onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Saving…' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('Spinner', () => {
  it('announces its label', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });
});
