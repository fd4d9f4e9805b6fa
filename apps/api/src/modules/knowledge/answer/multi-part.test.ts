import { describe, expect, it } from 'vitest';
import type { KnowledgeAnswer } from './knowledge-answer';
import { answerParts, splitAsks, wholeOrParts } from './multi-part';
import { PHRASES } from './phrases';

describe('splitAsks', () => {
  it.each([
    [
      'How much is a new battery for a laptop and how many days will I be without it?',
      ['How much is a new battery for a laptop', 'how many days will I be without it?'],
    ],
    ['¿La clase de tapas incluye ir al mercado? ¿Y cuánto dura?', ['¿La clase de tapas incluye ir al mercado?', '¿Y cuánto dura?']],
    ['Was kostet die Inspektion und wann habt ihr samstags offen?', ['Was kostet die Inspektion', 'wann habt ihr samstags offen?']],
    ['Quanto costa la piazzola e quando apre la piscina?', ['Quanto costa la piazzola', 'quando apre la piscina?']],
    ['Wie is de locatiemanager en wat voor opleiding heeft ze?', ['Wie is de locatiemanager', 'wat voor opleiding heeft ze?']],
    // Czech "a" and Polish "i" are "and" in their own language only.
    ['Kolik stojí servis automatických hodinek a jak dlouho to trvá?', ['Kolik stojí servis automatických hodinek', 'jak dlouho to trvá?']],
    ['Ile kosztuje wymiana ekranu i kiedy będzie gotowe?', ['Ile kosztuje wymiana ekranu', 'kiedy będzie gotowe?']],
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
    'Vous êtes ouverts en semaine ?',
    'Vous livrez en combien de temps ?',
    '¿Lo tenéis en qué tallas?',
    // Spanish "a" is "to", Italian "i" "the".
    '¿Cuánto cuesta ir a donde está la tienda?',
  ])('%s asks one thing', (text) => {
    expect(splitAsks(text)).toBeNull();
  });
});

describe('answerParts', () => {
  const input = { db: null as never, organizationId: 1, history: [], language: 'en' };
  const knows =
    (known: Record<string, string>) =>
    ({ question }: { question: string }): Promise<KnowledgeAnswer> =>
      Promise.resolve(
        known[question]
          ? { text: known[question], answered: true, used: [], language: 'en' }
          : { text: "I'm sorry, I don't know that.", answered: false, used: [], language: 'en' },
      );

  it('says what it knows of each part, and that the rest is unknown', async () => {
    const parts = ['do you do gift vouchers?', 'whats the lowest amount and how long are they valid for'];
    const team = () => Promise.resolve('You can reach the team at 01273 605 214.');
    const said = await answerParts(parts, input, knows({ 'do you do gift vouchers?': 'Gift cards start at £25.' }), team);
    expect(said).toMatchObject({ answered: true, text: `Gift cards start at £25. ${PHRASES.restUnknown.en} You can reach the team at 01273 605 214.` });
    expect(await answerParts(parts, input, knows({ [parts[0]!]: 'Gift cards.', [parts[1]!]: 'From £25, valid 12 months.' }))).toMatchObject({
      text: 'Gift cards. From £25, valid 12 months.',
    });
  });

  it('leaves the whole’s honest answer where no part is known', async () => {
    expect(await answerParts(['a?', 'b?'], input, knows({}))).toBeNull();
  });
});

describe('wholeOrParts', () => {
  const said = (text: string, coverage?: number): KnowledgeAnswer => ({ text, answered: true, used: [], language: 'de', coverage });
  const unknown: KnowledgeAnswer = { text: 'Das weiß ich leider nicht.', answered: false, used: [], language: 'de' };
  const parts = (text: string, complete: boolean) => ({ ...said(text), complete });

  it('keeps a whole answered by a unit holding all it asks, and a partial one over parts that find only some', () => {
    expect(wholeOrParts(said('Kinderhaarschnitt: 18,00 €', 1), parts('Locken. 46,00 €', true)).text).toBe('Kinderhaarschnitt: 18,00 €');
    expect(wholeOrParts(said('bis 24 Stunden vorher kostenlos abgesagt', 0.6), parts('Probestunde.', false)).text).toBe(
      'bis 24 Stunden vorher kostenlos abgesagt',
    );
  });

  it('answers each ask alone where the whole’s unit holds only part of it and every ask finds its own', () => {
    expect(wholeOrParts(said('bis 24 Stunden vorher kostenlos abgesagt', 0.6), parts('Probestunde: 30 Minuten, € 19.', true)).text).toBe(
      'Probestunde: 30 Minuten, € 19.',
    );
    expect(wholeOrParts(unknown, parts('Probestunde.', false)).text).toBe('Probestunde.');
    expect(wholeOrParts(unknown, null)).toBe(unknown);
  });
});
