import { describe, expect, it } from 'vitest';
import { readQuestion } from './question';

const intentsOf = (text: string) => [...readQuestion(text).intents];

describe('when a thing is on, asked apart from a deadline or a length of time', () => {
  it('reads "until when" as a question of hours, where it asks how long a thing is on', () => {
    expect(intentsOf('Bis wann läuft die Sonderausstellung?')).toEqual(['hours']);
    expect(intentsOf('Until when is the summer menu on?')).toContain('hours');
    expect(intentsOf('¿Hasta cuándo está la exposición?')).toEqual(['hours']);
  });

  it('leaves a deadline to what it is about ("by when must I collect the tickets?" may be "15 minutes before")', () => {
    expect(intentsOf('Bis wann muss ich reservierte Karten abholen?')).toEqual([]);
    expect(intentsOf('Until when must I cancel?')).not.toContain('hours');
    // Where the visitor can still do a thing, it is on until then.
    expect(intentsOf('Bis wann kann man die Sonderausstellung noch sehen?')).toEqual(['hours']);
  });

  it('reads "how much notice" as a length of time, not a price', () => {
    expect(intentsOf('How much notice do I have to give to get my money back?')).toEqual(['duration']);
    expect(intentsOf('How much is the half day trip?')).toEqual(['price']);
  });

  it('reads Slovak days, Czech noon and the Czech Friday that is no watch brand', () => {
    expect(readQuestion('Dobrý deň, do koľkej máte otvorené v pondelok?')).toMatchObject({ days: [0], terms: [] });
    expect(readQuestion('Máte v pátek odpoledne otevřeno?')).toMatchObject({ days: [4], terms: [] });
    expect(readQuestion('Opravujete hodinky Patek Philippe?').terms).toContain('patek');
    expect(readQuestion('Přijdu v poledne, budete mít otevřeno?').terms).toEqual([]);
  });

  it('reads "the first time" as no hours, "on top" as an addition, and a dialect "ye" as "you"', () => {
    const fee = readQuestion('is there an induction fee on top of that the first time?');
    expect([...fee.intents]).toContain('price');
    expect([...fee.intents]).not.toContain('hours');
    expect(fee.terms).toContain('induction');
    expect(fee.terms).not.toContain('top');
    expect(intentsOf('What time do you open?')).toEqual(['hours']);
    expect(intentsOf('What is the last time for entry to the pool?')).toContain('hours');
    expect(readQuestion('are ye open sunday at 4?').terms).toEqual([]);
    expect(readQuestion('Do you sell tops?').terms).toEqual(['top']);
  });
});
