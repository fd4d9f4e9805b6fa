import { describe, expect, it } from 'vitest';
import { encodeUnit } from '../facts/unit';
import { readQuestion } from './question';
import { scoreChunk } from './score-chunk';
import { say } from './say';

const pageChunk = (heading: string[], text: string) => ({
  id: 1,
  sourceType: 'page' as const,
  sourceId: 1,
  title: 'Team',
  content: encodeUnit({ heading, text }),
  url: null,
  rank: 1,
});

describe('a line under a heading that is a name', () => {
  it('is said with the name: "teaches children…" is nobody’s without it', () => {
    const question = readQuestion('Gibt es jemanden, der Ungarisch spricht?');
    const terms = [{ word: 'ungarisch', alts: [], chunks: 1, soft: false }];
    const best = scoreChunk(
      pageChunk(['Unser Team', 'Dávid Horváth'], 'Unterrichtet Kinder ab 6. Unterricht auf Deutsch und Ungarisch.'),
      question,
      terms,
      20,
      [],
    );
    expect(best && say(best, question)).toMatch(/^Dávid Horváth: .*Ungarisch/);
  });
});

describe('a price asked', () => {
  it('is answered better by a line with the amount than by one that only says it is included or free', () => {
    const question = readQuestion("I'm insured, so I don't pay anything on the day?");
    const terms = [{ word: 'insured', alts: ['insurance'], chunks: 2, soft: false }];
    const free = scoreChunk(pageChunk(['Insurance'], 'Insured pets: the claim form is filled in free of charge.'), question, terms, 20, ['price']);
    const amount = scoreChunk(pageChunk(['Insurance'], 'Insured pets: bills over £250.00 go straight to your insurer.'), question, terms, 20, ['price']);
    expect(amount!.score - free!.score).toBeGreaterThan(0.1);
  });
});

describe('a product whose price is a heading of its own', () => {
  const chunk = pageChunk(['Loja', 'Óleo de cutículas Lumi', '9,90 €'], 'Envio por CTT para Portugal continental ou levantamento gratuito no salão.');
  const terms = [
    { word: 'oleo', alts: [], chunks: 1, soft: false },
    { word: 'cuticula', alts: [], chunks: 1, soft: false },
  ];

  it.each([
    ['Vendem óleo para as cutículas? Qual é o preço?', ['price'] as const, 'Óleo de cutículas Lumi — 9,90 €.'],
    // Asked anything else, the product's own line answers, and the price is not said as if asked.
    [
      'O óleo de cutículas envia-se por correio?',
      [] as const,
      'Óleo de cutículas Lumi: Envio por CTT para Portugal continental ou levantamento gratuito no salão.',
    ],
  ])('%s', (ask, typed, said) => {
    const question = readQuestion(ask);
    const best = scoreChunk(chunk, question, terms, 20, [...typed]);
    expect(best && say(best, question)).toBe(said);
  });
});
