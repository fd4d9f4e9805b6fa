import { RUSSIAN_DAYS } from './asks-ru';
import { fold, stem } from './fold';

/**
 * Portuguese weekdays are ordinals ("segunda" is also "second", "quinta" "fifth" and a farm or
 * estate, "Quinta do Lago"), and their short forms words ("ter" is "to have", "sex" English): a
 * day where "-feira" follows, where a word that says when comes before ("à segunda", "de segunda
 * a sexta", "nas quintas") and no noun the ordinal counts after it ("a segunda vez", "na quinta
 * do avô"), or in a span or list of days ("seg-sex", "quinta e sexta", "Segunda: 9h–18h"). "Terça"
 * is Tuesday alone; "sábado" and "domingo" are read with Spanish's.
 */
const PT_WEEKDAYS = ['segunda', 'terca', 'quarta', 'quinta', 'sexta'];
const PT_DAYS = `(?:${PT_WEEKDAYS.join('|')}|sabado|domingo)s?`;
const PT_SHORT = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'];
const PT_SHORTS = PT_SHORT.join('|');
const PT_JOIN = String.raw`\s*(?:-|–|a|ate|e|,|\/)\s*`;
const PT_WHEN = String.raw`(?<=\b(?:a|as|na|nas|ate|de|esta|nesta|proxima|todas as)\s)`;
const PT_COUNTED = String.raw`(?!\s+(?:da|do|dos|das|vez|vezes|mao|mano|via|opcao|classe|categoria|geracao|generacion|edicao|parte|fase|semana|sessao|aula|pessoa)\b)`;
function portugueseDay(day: number): string {
  const short = `${PT_SHORT[day]}(?=\\.?${PT_JOIN}(?:${PT_SHORTS})\\b)|(?<=\\b(?:${PT_SHORTS})\\.?${PT_JOIN})${PT_SHORT[day]}\\b`;
  if (day > 4) return short;
  const name = PT_WEEKDAYS[day]!;
  const inSpan = `${name}s?(?=${PT_JOIN}${PT_DAYS}\\b|\\s*:)|(?<=\\b${PT_DAYS}${PT_JOIN})${name}s?`;
  const alone = name === 'terca' ? 'tercas?' : `${PT_WHEN}${name}s?${PT_COUNTED}`;
  return `(?:${name}s?[- ]?feiras?|${day + 2}a[- ]?feiras?|${alone}|${inSpan}|${short})`;
}
const PORTUGUESE_DAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => new RegExp(`\\b(?:${portugueseDay(day)})\\b`, 'u'));

/** Days as visitors name them, in the interface languages: 0 (Monday) … 6 (Sunday). */
const DAY_NAMES: [RegExp, number][] = [
  // "Mon" alone is French "my" too ("mon chien"): a day where what follows is a day, "to", "closed"…
  [
    /\b(mondays?|mons?(?![ \t]+(?!(?:to|through|thru|till|until|and|or|bis|und|a|au|et|tue|tues|tuesday|wed|thu|thur|thurs|fri|sat|sun|closed|geschlossen|ferme|cerrado|chiuso|off|open|from|von|de|da)\b)\p{L})|lunes|montag(?:s|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?)?|lundis?|lunedi|maandag(?:en|avond|ochtend|middag|nacht|morgen)?|poniedzia[lł](?:ek|ki|ku|kow|kach)|pondel(?:i|ky|ok))\b|月曜|星期一|周一|週一|שני|الاثنين/u,
    0,
  ],
  [
    /\b(tue(?:s(?:day)?)?s?|martes|dienstag(?:s|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?)?|mardis?|martedi|dinsdag(?:en|avond|ochtend|middag|nacht|morgen)?|wtor(?:ek|ki|ku|kow|kach)|utery|utorok)\b|火曜|星期二|周二|週二|שלישי|الثلاثاء/,
    1,
  ],
  [
    /\b(wed(?:nesday)?s?|miercoles|mittwoch(?:s|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?)?|mercredis?|mercoledi|woensdag(?:en|avond|ochtend|middag|nacht|morgen)?|srod(?:a|y|e|zie|ach|om)|stred(?:a|u|y))\b|水曜|星期三|周三|週三|רביעי|الأربعاء/,
    2,
  ],
  [
    /\b(thu(?:r(?:s(?:day)?)?)?s?|jueves|donnerstag(?:s|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?)?|jeudis?|giovedi|donderdag(?:en|avond|ochtend|middag|nacht|morgen)?|czwart(?:ek|ki|ku|kow|kach)|ctvrt(?:ek|ky|ku)|stvrtok)\b|木曜|星期四|周四|週四|חמישי|الخميس/,
    3,
  ],
  [
    /\b(fri(?:day)?s?|viernes|freitag(?:s|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?)?|vendredis?|venerdi|vrijdag(?:en|avond|ochtend|middag|nacht|morgen)?|piat(?:ek|ki|ku|kow|kach|ok)|patku|(?<=\b(?:v|ve|od|kazdy|pristi|tento|az)\s)pat(?:ek|ky))\b|金曜|星期五|周五|週五|שישי|الجمعة/,
    4,
  ],
  [
    /\b(sat(?:urday)?s?|sabados?|samstag(?:s|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?)?|sonnabends?|samedis?|sabat[oi]|zaterdag(?:en|avond|ochtend|middag|nacht|morgen)?|sobot(?:a|y|e|u|ach|om|ami))\b|土曜|星期六|周六|週六|שבת|السبت/,
    5,
  ],
  [
    /\b(sun(?:day)?s?|domingos?|sonntag(?:s|morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?)?|dimanches?|domenic(?:a|he)|zondag(?:en|avond|ochtend|middag|nacht|morgen)?|niedziel(?:a|e|i|y|ach|om|ami)|nedel(?:e|i|a))\b|日曜|星期日|星期天|周日|週日|ראשון|الأحد/,
    6,
  ],
  // Swedish, Danish and Norwegian ("tirsdag"; "lørdag" folded as "lordag"), with their articles and plurals ("om lørdagen", "lørdage").
  // Korean, with the particles it joins on ("토요일에", "일요일은").
  ...['월요일', '화요일', '수요일', '목요일', '금요일', '토요일', '일요일'].map((name, day): [RegExp, number] => [new RegExp(name, 'u'), day]),
  ...['man', 'ti(?:r)?s', 'ons', 'tors', 'fre', 'lor', 'son'].map((stem, day): [RegExp, number] => [
    new RegExp(`\\b${stem}dag(?:ar|arna|en|ene|er|s${stem === 'son' ? '' : '|e'})?\\b`, 'u'),
    day,
  ]),
  // Turkish, with the endings it joins on ("cumartesileri", "pazara"); "salı" only with its dotless ı, since "sali" is Italian.
  ...['pazartesi', 'salı', 'carsamba', 'persembe', 'cuma(?!rtesi)', 'cumartesi', 'pazar(?!tesi|l[iı]k|lama|yer)'].map((stem, day): [RegExp, number] => [
    new RegExp(`(?<![\\p{L}])${stem}\\p{L}{0,6}(?![\\p{L}])`, 'iu'),
    day,
  ]),
  // Russian (and Ukrainian), whole words in the forms a question takes ("в субботу", "по субботам"); not "Вт", a watt too.
  ...RUSSIAN_DAYS.map((names, day): [RegExp, number] => [new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?![\\p{L}])`, 'u'), day]),
];
export const DAY_WORDS = new Set(
  [
    'mon',
    'monday',
    'tue',
    'tues',
    'tuesday',
    'wed',
    'wednesday',
    'thu',
    'thur',
    'thurs',
    'thursday',
    'fri',
    'friday',
    'sat',
    'saturday',
    'sun',
    'sunday',
    'lune',
    'marte',
    'miercole',
    'jueve',
    'vierne',
    'sabado',
    'domingo',
    'montag',
    'dienstag',
    'mittwoch',
    'donnerstag',
    'freitag',
    'samstag',
    'sonntag',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
    'lunedi',
    'martedi',
    'mercoledi',
    'giovedi',
    'venerdi',
    'sabato',
    'domenica',
    'maandag',
    'dinsdag',
    'woensdag',
    'donderdag',
    'vrijdag',
    'zaterdag',
    'zondag',
    // Polish, in the cases and numbers a question puts them ("w sobotę", "do piątku", "w piątki"), folded.
    'poniedzialek',
    'poniedzialku',
    'poniedzialki',
    'wtorek',
    'wtorku',
    'wtorki',
    'sroda',
    'srode',
    'srody',
    'czwartek',
    'czwartku',
    'czwartki',
    'piatek',
    'piatku',
    'piatki',
    'sobota',
    'sobote',
    'soboty',
    'niedziela',
    'niedziele',
    'niedzieli',
    'niedziel',
    'sobotu',
    'pondeli',
    'utery',
    'streda',
    'stredu',
    'ctvrtek',
    // Not "patek": a watchmaker's name too.
    'patku',
    'nedele',
    'nedeli',
    // Slovak, as a visitor from Bratislava asks a Czech shop: "v pondelok", "v piatok".
    'pondelok',
    'utorok',
    'stvrtok',
    'piatok',
    'nedela',
    'nedelu',
    'vikend',
    // Only the Portuguese names no other word shares: "segunda", "quinta", "feira" (a fair) are words too.
    'terca',
    'segunda-feira',
    'terca-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'fim-de-semana',
    'wochenende',
    'weekend',
    'weekday',
    // Swedish weekdays and the weekend, in the forms a question puts them ("på vardagar", "i helgen"); not
    // "vardag" alone, which is "everyday" ("skor för vardag").
    'vardagar',
    'vardagarna',
    'helg',
    'helgen',
    'helger',
    // Swedish, Danish and Norwegian day names, folded ("lördag", "lørdag" as "lordag"), with their articles and plurals ("om lørdagen", "lørdage").
    // Not "sondage" (French for a survey).
    ...['mandag', 'tisdag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lordag', 'sondag']
      .flatMap((day) => ['', 'en', 'e', 'er', 'ene', 'ar', 'arna', 's'].map((end) => day + end))
      .filter((word) => !word.startsWith('sondage')),
    'hverdage',
    'hverdagene',
    'hverdager',
    ...RUSSIAN_DAYS.flat(),
  ].map((word) => stem(word.replace(/-/g, ''))),
);

/** "Zondagochtend", "Samstagabend": a German or Dutch day joined to a part of it is a day, no subject. */
const DAY_AND_PART =
  /^(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(?:morgen|vormittag|mittag|nachmittag|abend|nacht|ochtend|middag|avond)s?$/u;

/** A word (as the question's words are stemmed) that only names a day. */
export const isDayWord = (word: string) => DAY_WORDS.has(word) || DAY_AND_PART.test(word);

/** A word that names a day here: Czech "pátek" is Friday where the text's reading found one ("v pátek"), a watchmaker's name elsewhere. */
export const namesADayHere = (word: string, days: readonly number[]) => isDayWord(word) || (word === 'patek' && days.includes(4));

/**
 * The weekdays and the weekend named as one ("on weekdays", "unter der Woche", "entre semana", "på
 * vardagar"; "am Wochenende", "i helgen"), folded: the days they stand for. Not "which weekday" or
 * "any weekday", which ask for a day, nor a count of working days ("3–5 días hábiles", "in 2 Werktagen"),
 * which is a time to wait.
 */
const DAY_SPANS: [RegExp, number[]][] = [
  [
    /(?<!\b(?:which|what|any|welche[nmr]?|an welchen?|quels? jours?) )(?<!\d[\d\s–-]*)\b(?:weekdays?|werktags?|werktagen|wochentags|wochentagen|unter der woche|vardagar(?:na)?|hverdage(?:ne|r)?|entre semana|dias? (?:laborables|habiles|uteis)|en semaine|(?:nei )?giorni feriali|infrasettimanal[ei]|doordeweeks|op werkdagen|w dni robocze|v pracovni dny|hafta ?ici)\b/u,
    [0, 1, 2, 3, 4],
  ],
  [/\b(?:weekends?|week-ends?|wochenende[ns]?|fin(?:es)? de semana|fim de semana|fine settimana|helg(?:en|er)?|hafta ?sonu\p{L}*|vikend\p{L}*)\b/u, [5, 6]],
];

export function daysNamed(text: string): number[] {
  // An apostrophe parts words here: folded whole, "We'd love…" would be "wed", a Wednesday.
  const folded = fold(text.replace(/['’`´]/g, ' '));
  const named = DAY_NAMES.filter(([pattern, day]) => pattern.test(folded) || pattern.test(text) || PORTUGUESE_DAYS[day]!.test(folded));
  const spans = DAY_SPANS.filter(([pattern]) => pattern.test(folded)).flatMap(([, days]) => days);
  return [...new Set([...named.map(([, day]) => day), ...spans])].sort((a, b) => a - b);
}

/**
 * The days a search looks for by name: it reads its first few words. Of the weekdays asked, an hours question
 * looks for the first and the last ("Mon–Fri" rows name them); any other question for none, which would
 * crowd out what it asks ("a bed at the weekend?").
 */
export const daysToSearch = (days: readonly number[], hoursAsked: boolean): number[] =>
  days.length <= 2 ? [...days] : hoursAsked ? [days[0]!, days.at(-1)!] : [];

/** The days as sites write them in full, per language: the words a search for a day's hours looks for. */
const DAY_SEARCH: Record<'en' | 'de' | 'es' | 'fr' | 'it' | 'pt' | 'nl' | 'pl' | 'cs' | 'sv' | 'da' | 'tr' | 'ru', string[]> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  // Sites write "Segunda a Sexta" as often as "segunda-feira": the first word finds both.
  pt: ['segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado', 'domingo'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
  pl: ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'],
  cs: ['pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota', 'neděle'],
  sv: ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
  tr: ['pazartesi', 'salı', 'çarşamba', 'perşembe', 'cuma', 'cumartesi', 'pazar'],
  ru: RUSSIAN_DAYS.map(([name]) => name!),
  // Norwegian Bokmål writes them as Danish does.
  da: ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
};

/**
 * Day names to search for: the question's language first, then English, German and French always,
 * because the site may be written in another language than the question (an English "Tuesday" is
 * "Dienstag" on a German site).
 */
export function daySearchWords(days: number[], language: string | null): string[] {
  const own = language && Object.hasOwn(DAY_SEARCH, language) ? DAY_SEARCH[language as keyof typeof DAY_SEARCH] : [];
  return [...new Set(days.flatMap((day) => [own[day], DAY_SEARCH.en[day], DAY_SEARCH.de[day], DAY_SEARCH.fr[day]]))].filter((word): word is string => !!word);
}
