import { describe, expect, it } from 'vitest';
import { readQuestion } from './question';

const read = (text: string) => {
  const question = readQuestion(text);
  return { intents: [...question.intents].sort(), terms: question.terms };
};

describe('the kinds of answer asked, by the language asked in', () => {
  it('reads an English word inside another language as a name or a loanword, not an ask', () => {
    // "Open" is the plan's name, "rate" an instalment, "location" a rental.
    expect(read("Quanto costa l'abbonamento open mensile?")).toEqual({ intents: ['price'], terms: ['abbonamento', 'open', 'mensile'] });
    expect(read("L'annuale si può pagare a rate?").terms).toContain('rate');
    expect(read('Quel est le prix de la location à la journée ?').intents).toEqual(['price']);
  });

  it("reads each language's own asks, and English ones in English", () => {
    expect(read('Are you open on Sunday?').intents).toEqual(['hours']);
    expect(read("What's your day rate?").intents).toEqual(['price']);
    expect(read('¿A qué hora abren el domingo?').intents).toEqual(['hours']);
    expect(read('Wann habt ihr am Samstag geöffnet?').intents).toContain('hours');
  });
});
