import type { Term } from './weigh-terms';

/**
 * The words a question's search looks for, in the order that counts: the search ranks by the first
 * few words only, so what is asked comes before the context ("Wir haben vor Jahren einen Grundkurs
 * gemacht… Was kostet der Tanzkreis?" looks for "Tanzkreis" first), and a context word's other
 * spellings ("Schnauzern"; "old": alt, viejo, vieux…) come last, where they cannot crowd out what
 * is asked.
 */
export function searchWordsFor(terms: Term[], dayWords: string[], expansion: string[], cues: string[] = []): string[] {
  const bySubject = [...terms.filter((term) => !term.soft), ...terms.filter((term) => term.soft)];
  return [
    ...dayWords,
    // A word the site says otherwise is looked for as the site says it ("dog" as "Hund", up to three ways).
    ...bySubject.flatMap((term) =>
      term.unsaid && !term.soft
        ? term.alts.slice(0, 3)
        : [term.alts[0] && !term.chunks ? term.alts[0] : term.word, ...(term.chunks <= 1 && !term.soft ? term.alts : [])],
    ),
    // The visitor's own word for the kind of fact ("Se *desmarcar* agora…") may be the site's too, where
    // the usual words for it ("cancelamento") are not: it goes before them, two at most, as the search
    // reads only its first words.
    ...cues.slice(0, 2),
    ...expansion,
    ...bySubject.flatMap((term) => (term.chunks <= 1 && term.soft ? term.alts : [])),
  ];
}
