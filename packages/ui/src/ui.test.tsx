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

describe('Dialog', () => {
  it('is named by its title and described, and closes from its labelled button', async () => {
    const { Dialog } = await import('./Dialog');
    const onClose = vi.fn();
    const { unmount } = render(
      <Dialog open onClose={onClose} title="Plans" description="Choose one" closeLabel="Close">
        <p>body</p>
      </Dialog>,
    );
    const dialog = document.querySelector('dialog')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Plans');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Choose one');
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();
  });

  it('renders nothing while closed', async () => {
    const { Dialog } = await import('./Dialog');
    render(<Dialog open={false} onClose={() => {}} title="Hidden" closeLabel="Close" />);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
