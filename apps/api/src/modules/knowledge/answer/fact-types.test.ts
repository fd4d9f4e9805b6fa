import { describe, expect, it } from 'vitest';
import { findEmail, findPhone } from './fact-types';

// The honest answer once quoted a Valencia number as "05 13 42": its own pattern knew only a trunk 0.
const PHONES: [text: string, phone: string | null][] = [
  ['Reservas: 960 05 13 42 (de martes a domingo)', '960 05 13 42'],
  ['Tel. 040 4920 3817 · termin@example.org', '040 4920 3817'],
  ['Call us on +44 161 496 0732 any day', '+44 161 496 0732'],
  ['Questions? (503) 555-0142', '(503) 555-0142'],
  ['Open 09:00–18:00, from 12 December 2026, 29,00 €', null],
];

describe('the contact a "don\'t know" answer quotes', () => {
  it.each(PHONES)('%s → %s', (text, phone) => expect(findPhone(text)).toBe(phone));

  it('takes the first email address, if any', () => {
    expect([findEmail('Write to hola@escaperoom.example or call'), findEmail('No address here')]).toEqual(['hola@escaperoom.example', null]);
  });
});
