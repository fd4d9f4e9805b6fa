import { describe, expect, it } from 'vitest';
import { splitAsks } from './multi-part';

describe('splitAsks', () => {
  it.each([
    [
      'How much is a new battery for a laptop and how many days will I be without it?',
      ['How much is a new battery for a laptop', 'how many days will I be without it?'],
    ],
    ['¿La clase de tapas incluye ir al mercado? ¿Y cuánto dura?', ['¿La clase de tapas incluye ir al mercado?', '¿Y cuánto dura?']],
    ['Was kostet die Inspektion und wann habt ihr samstags offen?', ['Was kostet die Inspektion', 'wann habt ihr samstags offen?']],
    ['Quanto costa la piazzola e quando apre la piscina?', ['Quanto costa la piazzola', 'quando apre la piscina?']],
    // The sentence that explains goes with every part.
    [
      'My phone needs a new screen. How much is it and how long does it take?',
      ['My phone needs a new screen. How much is it', 'My phone needs a new screen. how long does it take?'],
    ],
  ])('%s asks two things', (text, parts) => {
    expect(splitAsks(text)).toEqual(parts);
  });

  it.each([
    'Are you open on Saturday and Sunday?',
    'Do you have cheese and any drinks?',
    '¿Tenéis menú y como postre algo sin gluten?',
    'What is your street address? I need it for my navigation app.',
    'How much is the cortado?',
  ])('%s asks one thing', (text) => {
    expect(splitAsks(text)).toBeNull();
  });
});
