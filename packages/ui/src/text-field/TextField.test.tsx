import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and links the error and hint to it', () => {
    render(<TextField label="Email" error="Email is required" hint="For receipts" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Email is required', 'For receipts']);
  });

  it('keeps web addresses, emails and phone numbers left to right on a right-to-left page, and other text as the page runs', () => {
    render(
      <div dir="rtl">
        <TextField label="url" type="url" />
        <TextField label="email" type="email" />
        <TextField label="tel" type="tel" />
        <TextField label="name" />
        <TextField label="chosen" type="url" dir="auto" />
      </div>,
    );
    expect(['url', 'email', 'tel', 'name', 'chosen'].map((label) => screen.getByLabelText(label).getAttribute('dir'))).toEqual([
      'ltr',
      'ltr',
      'ltr',
      null,
      'auto',
    ]);
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });
});
