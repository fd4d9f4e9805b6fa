import { describe, expect, it } from 'vitest';
import { findContact } from './spoken-contact';

describe('contact details said out loud', () => {
  it('reads an email as a recogniser writes it, and as typed', () => {
    expect(findContact('my email is anna at example dot com')).toEqual({ email: 'anna@example.com' });
    expect(findContact('it is john dot smith at mail dot example dot co dot uk thanks')).toEqual({ email: 'john.smith@mail.example.co.uk' });
    expect(findContact('Sure: Anna.B@Example.com')).toEqual({ email: 'anna.b@example.com' });
  });

  it('reads a phone number said digit by digit, or written in groups', () => {
    expect(findContact('call me on five five five one two three four five six seven')).toEqual({ phone: '5551234567' });
    expect(findContact('my number is +1 (555) 123-4567')).toEqual({ phone: '+15551234567' });
  });

  it('finds nothing in an ordinary question', () => {
    expect(findContact('do you ship internationally')).toEqual({});
    expect(findContact('what is at the top of the page')).toEqual({});
    expect(findContact('I need two pairs in size nine')).toEqual({});
  });
});
