import { INTENT_WORDS_BY_LANGUAGE, STOP_WORDS_BY_LANGUAGE } from './asks';
import { fold, stem } from './fold';

/* The words a question's own language says that name nothing of the business: folded and stemmed as questions are read. */

// Words that carry no subject: function words of English and Spanish, and the filler visitors type.
export const STOP = new Set(
  `a an and are as at per long hw hws wat wht whats be been being but by can could do does did doing for from get got had has have having he her here his how i if in into is it its just let me my of on or our ours please so some such tell than that the their them then there these they this those to too us was we were what whats when where which while who whom whose why will with would you your yours yourself am im ive id youre youve youll youd weve theyve theyre shes hes theres heres wheres dont doesnt isnt arent cant wont didnt also any anything else more most much many very really about like want wanna need know looking look find give show say said see go going come make take use way thing stuff info information detail question option available availability kind type sort one ones something bit lot hi hello hey thanks thank ok okay yes no not sure well would should might may must shall today tonight tomorrow now currently still right actually maybe possible possibly able again also exactly just only even ever every all both each few other same new good best great nice please pls plz u ur r y n
   el la los las un una unos unas de del al y o que qué en es son esta está estan están hay tiene tienen tienes teneis para por con sin su sus mi mis tu tus se le les lo me te nos cual cuál como cómo cuando cuándo donde dónde quien quién cuanto cuánto cuanta cuánta cuantos cuántos puedo puede pueden podria podría quiero quisiera saber hola gracias favor muy mas más ya también tambien hacen hace ser estar algo alguna alguno ustedes usted vosotros hasta desde hora horas cual cuales esto eso aqui alli mucho poco`
    .split(/\s+/)
    .flatMap((word) => [fold(word), stem(fold(word))]),
);

/** Words that only say which kind of answer is wanted, in every Latin-script language (function words count only in their own). */
const LATIN_LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'pt'] as const;
export const INTENT_WORDS = wordSet(LATIN_LANGUAGES.map((language) => INTENT_WORDS_BY_LANGUAGE[language]).join(' '));
/** …but English's, which in another language's question name a thing ("pagare a *rate*", instalments). */
const NOT_ENGLISH_INTENT_WORDS = wordSet(
  LATIN_LANGUAGES.filter((language) => language !== 'en')
    .map((language) => INTENT_WORDS_BY_LANGUAGE[language])
    .join(' '),
);
/** Each language's function words, left out of a question in that language only ("die" is German, "do" Portuguese). */
export const OWN_WORDS = new Map(LATIN_LANGUAGES.map((language) => [language as string, wordSet(STOP_WORDS_BY_LANGUAGE[language] ?? '')]));

export function wordSet(words: string | undefined): Set<string> {
  return new Set(
    (words ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((w) => [fold(w), stem(fold(w))]),
  );
}

/** The words that only ask, for a question in the language: a German, Spanish, French, Italian or Portuguese one is read without English's. */
export const intentWordsFor = (language: string | null): ReadonlySet<string> =>
  language === 'de' || language === 'es' || language === 'fr' || language === 'it' || language === 'pt' ? NOT_ENGLISH_INTENT_WORDS : INTENT_WORDS;
