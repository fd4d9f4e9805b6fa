import { describe, expect, it } from 'vitest';
import { daysNamed } from './day-names';
import { dateIn } from './dates';
import { formatMoney } from './money';
import { PHRASES } from './phrases';
import { readQuestion } from './question';
import { detectLanguage } from './question-language';

describe('the language of a question', () => {
  // Italian by the words only Italian has; Spanish by ¿ and its own words; French and English apart.
  it.each([
    ['Quanto costa una piazzola in bassa stagione?', 'it'],
    ['fino a che ora è aperta la piscina?', 'it'],
    ['avete un numero di telefono?', 'it'],
    ['C’è il parcheggio per il camper?', 'it'],
    ['Chi si occupa dell’animazione per i bambini?', 'it'],
    ['¿Cuánto cuesta una sala para 4 personas?', 'es'],
    ['Tengo dos hijos de 9 y 11 años, ¿qué sala nos recomendáis?', 'es'],
    ['Est-ce qu’il faut réserver, il y a du monde ?', 'fr'],
    ['Quels sont vos horaires le samedi ?', 'fr'],
    ['What time do we have to leave the mobile home on the last day?', 'en'],
    // A Spanish word inside English is not Spanish.
    ["My sister gets really bad hay fever. Is there a bouquet that won't set her off?", 'en'],
    ['cuanto cuesta el envio', 'es'],
    ['hola, precio?', 'es'],
    ['como llego a la tienda', 'es'],
    // German without an umlaut, by its own words.
    ['Spricht jemand aus eurem Team Deutsch? Mein Vater versteht kaum Englisch.', 'de'],
    // Its last word counts before the question mark too.
    ['Was kostet die?', 'de'],
  ])('%s → %s', (question, language) => expect(detectLanguage(question)).toBe(language));

  it('reads an Italian question for what it asks and what it is about', () => {
    expect(readQuestion('Quanto costa una piazzola in bassa stagione?')).toMatchObject({
      language: 'it',
      intents: new Set(['price']),
      terms: ['piazzola', 'bassa', 'stagione'],
    });
    expect(readQuestion('fino a che ora è aperta la piscina?')).toMatchObject({ intents: new Set(['hours']), terms: ['piscina'] });
    expect(readQuestion('Siete aperti il lunedì?')).toMatchObject({ intents: new Set(['hours']), days: [0] });
  });

  it('knows Italian days, months, prices and its own phrases', () => {
    expect(daysNamed('dal martedì alla domenica')).toEqual([1, 6]);
    expect(dateIn('Festa di apertura: sabato 10 aprile 2027')?.toISOString().slice(0, 10)).toBe('2027-04-10');
    expect(formatMoney(1350, 'EUR', 'it')).toMatch(/^13,50\s€$/);
    expect(PHRASES.dontKnow.it).toBe('Mi dispiace, non ho questa informazione.');
  });

  it('reads French "mon" (my) as no Monday, and "Mon" of a span as one', () => {
    expect([
      daysNamed('Est-ce que je peux venir avec mon chien ?'),
      daysNamed('Open Mon to Fri'),
      daysNamed('Mon-Fri 9-5'),
      daysNamed('open mon?'),
      daysNamed('Mon Closed'),
    ]).toEqual([[], [0, 4], [0, 4], [0], [0]]);
  });
});
