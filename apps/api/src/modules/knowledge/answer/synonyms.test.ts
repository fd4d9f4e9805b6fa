import { describe, expect, it } from 'vitest';
import { readQuestion } from './question';
import { alternativesOf, compoundOfPlace, placeSaidAsWhere, WEAK_WORDS } from './synonyms';

describe('the other ways a word is written', () => {
  it.each([
    // A language by name, as an Italian, German or Spanish site writes it.
    ['polish', ['polacco', 'polnisch', 'polaco']],
    ['spanish', ['spagnolo', 'espanol']],
    // Everyday words of commerce across languages.
    ['deposit', ['caparra', 'acompte', 'anzahlung']],
    ['metro', ['metropolitana', 'subway']],
    ['aparcar', ['parking', 'aparcamiento']],
    ['caducan', ['valid', 'validez']],
    ['physio', ['fisioterapeuta', 'physiotherapeut']],
    // Dutch joins the lines as Portuguese does: a Dutch visitor's "aanbetaling" finds a French site's "acompte".
    ['aanbetaling', ['deposit', 'acompte', 'borg']],
    ['kinderen', ['children', 'enfant', 'bambini']],
    // Kids are children in every language, and a night dive is "noturno", a late opening "nocturne".
    ['kid', ['enfant', 'bambini', 'criancas', 'kinderen']],
    // Polish too, in the cases it writes, its "ł" read as the "l" typed without the key ("łazienka").
    ['deposit', ['kaucja', 'zaliczka']],
    ['znizki', ['discount', 'sconto', 'korting']],
    ['lazienka', ['bathroom', 'lazienki']],
    ['night', ['noturno', 'nocturne', 'notturno']],
    // What a price includes, and a maximum, however the site writes them.
    ['compreso', ['included', 'inbegriffen', 'inclus', 'inbegrepen']],
    ['max', ['maximaal', 'massimo', 'maximum']],
    ['caucao', ['cauzione', 'kaution', 'fianza']],
  ])('%s is also %j', (word, others) => expect(alternativesOf(word)).toEqual(expect.arrayContaining(others)));

  // Terms are read stemmed ("fils" → "fil"): a family word, "too early", "someone" never make the agent give up.
  it.each([
    ['Mon fils a 4 mois, c’est trop tôt ?', ['fil', 'trop', 'tot']],
    ['Quelqu’un parle français chez vous ?', ['quelquun']],
    ['Wer wäre die richtige Ansprechperson?', ['richtige', 'ansprechperson']],
    // "Per person" in the visitor's language, where the site says "a ospite" or "pp".
    ['Quanto costa a persona il carretto?', ['persona']],
    ['¿Sale más barato por persona si vamos 5?', ['persona']],
    // A Dutch visitor's verb around the ask, and a vague count.
    ['En hoeveel borg moeten we achterlaten?', ['achterlaten']],
    ['Kann ich einige Säcke Erde liefern lassen?', ['einige']],
    // A Dutch "halen" is no German "haben" with a slip.
    ['Van welke groothandel halen jullie de batterijen?', ['halen']],
  ])('reads "%s" with %j as weak words', (question, weak) => {
    const { terms } = readQuestion(question);
    expect(weak.filter((word) => terms.includes(word) && WEAK_WORDS.has(word))).toEqual(weak);
  });
});

describe('a compound that names the place', () => {
  it('ends in a word for it, with a part of its own before (never a centre, which is another place)', () => {
    const placeWords = ['hauptgeschaft', 'hauptfiliale', 'geschaft', 'christbaum', 'impfzentrum'].filter(compoundOfPlace);
    expect(placeWords).toEqual(['hauptgeschaft', 'hauptfiliale']);
  });
});

describe('the place where the visitor is', () => {
  // "At your shop", "no salão": where, not what; "a salon" asked about is the subject.
  it.each([
    ['quem e que faz as extensoes de pestanas ai no salao?', 'salao', 'pt', true],
    ['can i buy gift cards at your shop?', 'shop', 'en', true],
    ['habt ihr bei euch im laden parkplatze?', 'laden', 'de', true],
    ['do you have a salon in leeds?', 'salon', 'en', false],
    ['is the shop open on sunday?', 'shop', 'en', false],
    // "We", "no", "nos" and "en" say no place in the languages where they are a pronoun, "not", "us" or "and".
    ['can we hire the venue for a wedding?', 'venue', 'en', false],
    ['¿no tienen tienda fisica?', 'tienda', 'es', false],
    ['voces nos alugam o salao?', 'salao', 'pt', false],
    ['wat kost de studio en de salon?', 'salon', 'nl', false],
    ['¿y en que centro da clase?', 'centro', 'es', false],
  ])('%s (%s, %s): %s', (question, term, language, where) => {
    expect(placeSaidAsWhere(question, term, language)).toBe(where);
  });
});

describe('the glossary’s lines across languages', () => {
  it('joins a French pest, a vet’s neutering and a spay apart from a castration', () => {
    expect(alternativesOf('punaise de lit')).toContain('bed bugs');
    expect(alternativesOf('neutered')).toContain('castration');
    expect(alternativesOf('spayed')).not.toContain('castration');
    expect(alternativesOf('annual')).toContain('jahrliche');
  });
});
