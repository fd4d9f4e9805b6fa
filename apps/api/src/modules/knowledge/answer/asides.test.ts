import { describe, expect, it } from 'vitest';
import { asidesIn, softByAsides } from './asides';

describe('words in brackets', () => {
  it('reads each aside with the words it glosses', () => {
    expect(asidesIn('How fast can you get out to Harrogate (HG2)?')).toEqual([{ before: ['out', 'to', 'harrogate'], inside: ['hg2'] }]);
  });

  it('makes soft what the knowledge lacks in brackets, and what brackets name as the site does', () => {
    const written = new Set(['brotzeitbrett', 'harrogate', '9', '12']);
    const has = (word: string) => written.has(word);
    // The postcode the site never writes is no reason to give up.
    expect([...softByAsides(asidesIn('get out to Harrogate (HG2)?'), has)]).toEqual(['hg2']);
    // The site's own word in brackets stands for the visitor's words before it.
    expect(softByAsides(asidesIn('Quanto custa a tábua de petiscos (Brotzeitbrett)?'), has)).toEqual(new Set(['tabua', 'de', 'petisco']));
    // Bare numbers in brackets gloss nothing: "2 Kinder (9 und 12)" still asks about children.
    expect([...softByAsides(asidesIn('4 Erwachsene und 2 Kinder (9 und 12)'), has)]).toEqual([]);
    // What is asked stays asked: a detail in brackets the site does not write, or only partly.
    const site = new Set(['free', 'parking', 'wheelchair']);
    const writes = (word: string) => site.has(word);
    expect([...softByAsides(asidesIn('Do you make wedding cakes (gluten free)?'), writes)]).toEqual([]);
    expect([...softByAsides(asidesIn('Is there parking (for a campervan)?'), writes)]).toEqual([]);
    expect([...softByAsides(asidesIn('Is the venue wheelchair accessible (my mum uses a wheelchair)?'), writes)]).toEqual([]);
  });
});
