import { wordsOf } from './question';

/** Words a visitor put in brackets, and the words just before them that the brackets restate or add to. */
export interface Aside {
  before: string[];
  inside: string[];
}

/**
 * "How fast can you get out to Harrogate (HG2)?", "a tábua de petiscos (Brotzeitbrett)", "our
 * kitchen (rented flat in Armley)": what is in brackets is an aside — a postcode, the site's own
 * name for the thing, a detail — so neither it nor the words it glosses need both be found.
 */
export function asidesIn(text: string): Aside[] {
  return [...text.matchAll(/((?:[\p{L}\p{N}'’-]+\s+){0,2}[\p{L}\p{N}'’-]+)\s*[(（]([^()（）]{1,60})[)）]/gu)].map((match) => ({
    before: wordsOf(match[1]!),
    inside: wordsOf(match[2]!),
  }));
}

/**
 * The question's words that an aside makes soft, never all that the question asks: a code in
 * brackets the knowledge never writes ("HG2", "LS6"); or, where every word in brackets is one the
 * knowledge writes (the site's own name for the thing, "Brotzeitbrett"), the visitor's words before
 * them. "(gluten free)", "(for a campervan)", "(my mum uses a wheelchair)" make nothing soft.
 */
export function softByAsides(asides: Aside[], written: (word: string) => boolean): Set<string> {
  const soft = new Set<string>();
  for (const { before, inside } of asides) {
    const words = inside.filter((word) => /\p{L}/u.test(word));
    if (words.length > 0 && words.length <= 2 && words.every(written) && words.every((word) => !before.includes(word))) {
      for (const word of before) soft.add(word);
      continue;
    }
    for (const word of inside) if (/\d/.test(word) && /\p{L}/u.test(word) && !written(word)) soft.add(word);
  }
  return soft;
}
