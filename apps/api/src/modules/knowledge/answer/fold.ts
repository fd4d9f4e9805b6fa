/** Folding and light stemming of words, the same for questions and knowledge. */

/**
 * French (and Italian) elided articles and pronouns, "l’adresse", "qu’il", "d’avance": the word is
 * what follows, as the search's parser splits it, not "ladresse". Only at a word's start, so
 * English "don't" and "I'd" keep their letters.
 */
const ELISION = /(^|[^\p{L}])(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|quest|quell|dov|un)['’](?=\p{L})/giu;

/** Lower case, accents and apostrophes off: "¿Cuánto?" and "cuanto", "don't" and "dont", "płatność" and "platnosc" are one word. */
export function fold(text: string): string {
  return (
    text
      // Italian "quant’è" is "quanto è", how much: the elided word is the ask itself.
      .replace(/(^|[^\p{L}])quant['’](?=\p{L})/giu, '$1quanto ')
      .replace(ELISION, '$1')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Arabic hamza and vowel marks, the tatweel, and Hebrew points: "الأمامي" decomposes into an
      // alef and a hamza above, and a mark left inside a word splits it in two for the tokenisers.
      .replace(/\u0640|(?=[\u0591-\u06ff])\p{Mn}/gu, '')
      .toLowerCase()
      // Polish "ł" has no base letter in Unicode: folded as the "l" a visitor without the key types.
      .replace(/ł/g, 'l')
      // Turkish dotless "ı" neither: "halı" and "hali" are one word, as "İ" and "i" are.
      .replace(/ı/g, 'i')
      // Danish and Norwegian "ø" and "æ" neither: read as the "o" and "ae" typed without them ("lørdag", "tilgængelig").
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/['’`´]/g, '')
      // NFKD takes Korean syllables apart into their letters, which no reader of Hangul expects: put back together.
      .replace(/[\u1100-\u11ff]+/g, (letters) => letters.normalize('NFC'))
  );
}

/**
 * Lower case and accents off, one character for one, so what is found in it is cut from the
 * question as typed ("Für 5 Stunden" out of "Was würde der Saal für 5 Stunden kosten?"): the rest
 * keeps its accents, and with them its language.
 */
export const foldInPlace = (text: string) => [...text].map((char) => (fold(char) || char)[0]).join('');

/**
 * Arabic-Indic and Persian digits as the digits sites mostly write sizes, hours and counts in: a
 * visitor's "حجم ٦ مل" asks the site's "6 مل", "الساعة ١١" its "11:00".
 */
export const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));

/** Light stemming, the same for questions and knowledge: plurals and possessives only. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Arabic's question mark, comma and semicolon as the Latin ones that sentences and clauses are told
 * apart by: "أنا ساكن في حي الياسمين، تقدرون تجون للبيت؟ كم رسوم الخدمة؟" is a clause that explains and two asks.
 */
export const latinPunctuation = (text: string) =>
  text
    .replace(/\s*؟/g, '?')
    .replace(/\s*،\s*/g, ', ')
    .replace(/\s*؛\s*/g, '; ');

/** The same line, whatever its spacing and closing stop: a page's line said in two places ("…2035" and "…2035."). */
export function sameLine(a: string, b: string): boolean {
  const bare = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/[\s.!;:,]+$/, '')
      .trim();
  return bare(a) === bare(b);
}
