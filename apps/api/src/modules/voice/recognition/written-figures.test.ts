import { describe, expect, it } from 'vitest';
import { writtenFigures } from './written-figures';

describe('written figures', () => {
  it('writes times, prices, sizes and counts as figures', () => {
    const heard: [string, string][] = [
      ['can i bring my dog in on wednesday at seven thirty pm after work', 'can i bring my dog in on wednesday at 7:30 pm after work'],
      ['are you open at nine oh five', 'are you open at 9:05'],
      ['the seven thirty pm show', 'the 7:30 pm show'],
      ['is a latte two fifty', 'is a latte 2 50'],
      ['my number is oh seven seven one two three', 'my number is 077123'],
      ['zero seven nine', '079'],
      ['room one oh one', 'room 101'],
      ['is it open until half past five', 'is it open until 5:30'],
      ['quarter to one', '12:45'],
      ['can i come at six pm', 'can i come at 6 pm'],
      ["we close at eight o'clock", 'we close at 8:00'],
      ['a table for two people', 'a table for 2 people'],
      ['is it under forty nine pounds', 'is it under 49 pounds'],
      ['one hundred and fifty euros for a hundred cards', '150 euros for 100 cards'],
      ['a king size is one hundred sixty by two hundred', 'a king size is 160 by 200'],
      ['two thousand five hundred', '2500'],
      ['size forty two', 'size 42'],
      ['the ninety day warranty', 'the 90 day warranty'],
    ];
    for (const [said, written] of heard) expect(writtenFigures(said), said).toBe(written);
  });

  it('leaves "one" that stands for a thing, and words that only sound like numbers', () => {
    expect(writtenFigures('which one is cheaper the new one or the old one')).toBe('which one is cheaper the new one or the old one');
    expect(writtenFigures('how much to fix it for my daughter')).toBe('how much to fix it for my daughter');
    expect(writtenFigures('one pm')).toBe('1 pm');
  });

  it('keeps two numbers said in a row apart', () => {
    expect(writtenFigures('between twenty twenty five')).toBe('between 20 25');
    expect(writtenFigures('five six')).toBe('5 6');
  });
});
