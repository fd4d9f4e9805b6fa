import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ana María García')).toBe('AG');
    expect(initialsOf('  émile ')).toBe('É');
    expect(initialsOf('田中 由紀')).toBe('田由');
    expect(initialsOf('')).toBe('');
  });
});

describe('Avatar', () => {
  it('falls back to named initials when the picture fails', () => {
    render(<Avatar name="Noa Levi" src="/nope.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Noa Levi' }));
    expect(screen.getByRole('img', { name: 'Noa Levi' }).textContent).toBe('NL');
  });
});
