import { describe, expect, it } from 'vitest';
import { daysNamed } from './day-names';
import { dateIn } from './dates';
import { formatMoney } from './money';
import { PHRASES } from './phrases';
import { readQuestion } from './question';
import { detectLanguage } from './question-language';

describe('the language of a question', () => {
  it('tells Italian from Spanish and French by the words only Italian has', () => {
    expect(detectLanguage('Quanto costa una piazzola in bassa stagione?')).toBe('it');
    expect(detectLanguage('fino a che ora è aperta la piscina?')).toBe('it');
    expect(detectLanguage('avete un numero di telefono?')).toBe('it');
    expect(detectLanguage('C’è il parcheggio per il camper?')).toBe('it');
    expect(detectLanguage('Chi si occupa dell’animazione per i bambini?')).toBe('it');
    expect(detectLanguage('¿Cuánto cuesta una sala para 4 personas?')).toBe('es');
    expect(detectLanguage('Tengo dos hijos de 9 y 11 años, ¿qué sala nos recomendáis?')).toBe('es');
    expect(detectLanguage('Est-ce qu’il faut réserver, il y a du monde ?')).toBe('fr');
    expect(detectLanguage('Quels sont vos horaires le samedi ?')).toBe('fr');
    expect(detectLanguage('What time do we have to leave the mobile home on the last day?')).toBe('en');
  });

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
});
