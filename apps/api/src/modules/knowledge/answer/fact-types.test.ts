import { describe, expect, it } from 'vitest';
import { findEmail, findPhone } from './fact-types';

describe('the contact a "don\'t know" answer quotes', () => {
  it('takes a phone number whole, in the forms businesses write it', () => {
    // The honest answer once quoted a Valencia number as "05 13 42": its own pattern knew only a trunk 0.
    expect(findPhone('Reservas: 960 05 13 42 (de martes a domingo)')).toBe('960 05 13 42');
    expect(findPhone('Tel. 040 4920 3817 · termin@example.org')).toBe('040 4920 3817');
    expect(findPhone('Call us on +44 161 496 0732 any day')).toBe('+44 161 496 0732');
    expect(findPhone('Questions? (503) 555-0142')).toBe('(503) 555-0142');
  });

  it('finds no phone in prices, dates or times', () => {
    expect(findPhone('Open 09:00–18:00, from 12 December 2026, 29,00 €')).toBeNull();
  });

  it('takes the first email address', () => {
    expect(findEmail('Write to hola@escaperoom.example or call')).toBe('hola@escaperoom.example');
    expect(findEmail('No address here')).toBeNull();
  });
});
