import { describe, expect, it } from 'vitest';
import { carries } from './fact-types';
import { fold } from './fold';
import { splitAsks } from './multi-part';
import { readQuestion } from './question';
import { detectLanguage } from './question-language';
import { suffixForms } from './suffix-forms';
import { alternativesOf } from './synonyms';

/** What a question asks, as the answerer reads it. */
const asked = (text: string) => {
  const question = readQuestion(text);
  return { language: question.language, intents: [...question.intents].sort(), days: question.days, terms: question.terms };
};

describe('Danish and Norwegian questions', () => {
  it('are told from Swedish, German and English by their own words, "æ" and "ø"', () => {
    for (const question of [
      'Hej! Hvad koster det at få lavet et eftersyn på min elcykel?',
      'hvornår lukker i om lørdagen',
      'Min søn på 17 vil gerne leje en elcykel – må han det?',
      'Hva koster vinterlagring av sykkelen hos dere?',
      'Der er vel ikke nogen garanti på jeres reparationer?',
    ])
      expect(detectLanguage(question), question).toBe('da');
    // Words Danish shares with a name or another language ("Meg", "deg") are no proof of it.
    const others = [
      ['Hej! Vilka tider har ni öppet på vardagar?', 'sv'],
      ['Hur sent kan vi avboka cykelhyran utan att det kostar något?', 'sv'],
      ['Was kostet ein normales Fahrrad für einen Tag?', 'de'],
      ['Is there a deposit for the cargo bike?', 'en'],
      ['Can I book in with Meg for a cut?', 'en'],
      ['Is there parking at the Nørreport shop for bikes?', 'en'],
      ['Sælger I gavekort?', 'da'],
    ];
    for (const [question, language] of others) expect(detectLanguage(question!), question).toBe(language);
    expect(detectLanguage('Har ni färsk deg?')).not.toBe('da');
  });

  it('ask a price, the hours of a day and a time, and who knows', () => {
    expect(asked('Hvor meget er depositum på en ladcykel?')).toMatchObject({ intents: ['price'], terms: ['depositum', 'ladcykel'] });
    expect(asked('Hva koster det å bytte kjede?').intents).toEqual(['price']);
    expect(asked('hvornår lukker i om lørdagen')).toMatchObject({ intents: ['hours'], days: [5] });
    expect(asked('Har I åbent tirsdag kl. 16?')).toMatchObject({ intents: ['hours'], days: [1], terms: [] });
    expect(asked('Hvem hos jer ved mest om elcykler?').intents).toContain('person');
    // "få lavet" (have done) names nothing: the service is the subject.
    expect(asked('Hvad koster det at få lavet et eftersyn?').terms).toEqual(['eftersyn']);
  });

  it('leave other languages’ words to them: a Dutch "afgifte", a German "fragt", a French "sondage"', () => {
    expect(asked('Waar is het afgiftepunt voor pakketten?').intents).toEqual(['location']);
    expect(asked('Mein Sohn fragt, ob ihr Kindergeburtstage macht?').intents).not.toContain('shipping');
    const survey = asked('Combien coûte un sondage de sol ?');
    expect(survey.days).toEqual([]);
    expect(survey.terms).toContain('sondage');
  });

  it('join two questions with "og" only in Danish', () => {
    expect(splitAsks('Hvad koster en ny slange og hvor lang tid tager det?')).toHaveLength(2);
    expect(splitAsks('Is the OG burger og vegan?')).toBeNull();
  });

  it('find the site’s other forms of a word, and fold "ø" and "æ" as typed without them', () => {
    expect(suffixForms('da', ['cyklerne', 'cyklen', 'pris'], 'cykler')).toEqual(expect.arrayContaining(['cyklerne']));
    expect(fold('Lørdag, tilgængelig')).toBe('lordag, tilgaengelig');
  });

  it('share the glossary: an English "rent" and "e-bike" are a Danish site’s words', () => {
    expect(alternativesOf('rent')).toEqual(expect.arrayContaining(['leje']));
  });
});

describe('hours written as Québec and Scandinavia write them', () => {
  it('reads "8 h à 12 h" with its space as a time', () => {
    expect(carries('hours', 'Lundi, mardi et jeudi: 8 h à 12 h et 13 h à 20 h')).toBe(true);
    expect(carries('hours', 'Lundi: 8 h 30 à 17 h')).toBe(true);
    expect(carries('hours', 'Forfait 8 h de ménage')).toBe(false);
  });
});
