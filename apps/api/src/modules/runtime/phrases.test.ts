import { describe, expect, it } from 'vitest';
import { smallTalk } from './phrases';

describe('smallTalk', () => {
  it('hears an interruption or thanks, in several languages, as what it is', () => {
    expect(smallTalk('Wait, stop please.')).toBe('holdOn');
    expect(smallTalk('hold on')).toBe('holdOn');
    expect(smallTalk('ちょっと待って')).toBe('holdOn');
    expect(smallTalk('Thank you so much!')).toBe('thanks');
    expect(smallTalk('gracias')).toBe('thanks');
  });

  it('leaves real questions to the knowledge, even ones that start the same way', () => {
    expect(smallTalk('Wait, do you ship to Canada?')).toBeNull();
    expect(smallTalk('Thanks, and how much is the trail shoe?')).toBeNull();
    expect(smallTalk('Can I stop my subscription?')).toBeNull();
  });
});
