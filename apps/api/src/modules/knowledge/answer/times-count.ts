import { amountOf, moneyLike } from './compare';
import { EVERY_AMOUNT } from './fact-types';
import { foldInPlace } from './fold';
import { fill, PHRASES, type PhraseLanguage } from './phrases';

/**
 * A total from one found price: "Somos 3 amigas … ¿cuánto pagaríamos en total?", "What would 8
 * weeks of the weekly subscription cost?", "Was zahlen wir zu zweit?". The count and what it
 * counts are read from the question and taken out of it (they are no words of the site's); the
 * rest is asked as usual. Only where the answer states exactly one price per the counted unit
 * ("25 € por persona", "£32 a week", "90 € pro Stunde") is the total said after it: a price not
 * stated per person is never multiplied by the people (a course may be priced per couple).
 */
export type CountedUnit = 'person' | 'hour' | 'day' | 'night' | 'week' | 'month';

export interface CountAsked {
  count: number;
  unit: CountedUnit;
  /** The question without the count and the words that ask for a total. */
  rest: string;
}

const NUMBER_WORDS: Record<string, number> = {
  ...{ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 },
  ...{ zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, zwolf: 12 },
  ...{ dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, doce: 12 },
  ...{ deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, douze: 12 },
  ...{ due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, dodici: 12 },
  // Portuguese "três", "cinco", "seis", "nove" are written as Spanish or Italian ones already.
  ...{ dois: 2, duas: 2, quatro: 4, sete: 7, oito: 8, dez: 10, doze: 12 },
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const numberOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);

/** The words that name each unit after a count, in the languages questions are read in (folded). */
const UNIT_NAMES: Record<CountedUnit, string> = {
  person:
    'people|persons?|adults?|guests?|friends|of us|personen|leute|erwachsene|gaste|freunde|freundinnen|personas|adultos|amig[oa]s|invitados|personnes|adultes|amie?s|persone|adulti|amici|amiche|ospiti|pessoas|convidados|hospedes',
  hour: 'hours|hrs|stunden|std|horas|heures|ore',
  day: 'days|tage|tagen|dias|jours|giorni',
  night: 'nights|nachte|nachten|noches|nuits|notti|noites',
  week: 'weeks|wochen|semanas|semaines|settimane',
  month: 'months|monate|monaten|meses|mois|mesi',
};

/** What may follow a bare count of people: its end ("Somos 4, ¿…", "we are 4 and…"), not a word of its own ("nous sommes très intéressés"). */
const COUNT_ENDS = String.raw`(?=\s*(?:[,.;:!?¿¡]|$|and\b|y\b|und\b|et\b|e\b))`;
/** "We are 4", "Somos 3 amigas", "a group of 6": a count of people, with its noun or where the clause ends. */
const PEOPLE_COUNT = new RegExp(
  `\\b(?:we(?: a|')re|well be|we will be|a group of|somos|seremos|un grupo de|wir sind|eine gruppe von|nous sommes|on est|on sera|un groupe de|siamo|saremo|un gruppo di|um grupo de|vamos ser) ${NUMBER}(?: (?:${UNIT_NAMES.person})\\b|${COUNT_ENDS})`,
);
/** "zu zweit", "wir beide", "my wife and I", "the two of us": two (or a few) people. */
const PEOPLE_SAID: [RegExp, number][] = [
  [/\bzu (zweit|dritt|viert|funft)\b/, 0],
  [
    /\b(?:(?:the )?two of us|both of us|wir (?:beide|zwei)|uns (?:beide|zwei)|nosotr[oa]s dos|nous deux|tous les deux|noi due|para nos (?:os )?(?:dois|duas))\b|\bnos (?:os )?(?:dois|duas)(?=\s*(?:[,.;:!?]|$))/,
    2,
  ],
  [/\b(?:my|mi|meine?|ma|mon|mia|mio|(?:a |o )?(?:minha|meu)) [\p{L}-]+ (?:and i|and me|y yo|und ich|et moi|e io|e eu)\b/u, 2],
  [/\beu e (?:a |o )?(?:minha|meu) [\p{L}-]+\b/u, 2],
];
const ZU = { zweit: 2, dritt: 3, viert: 4, funft: 5 } as Record<string, number>;

/** Words that ask for the sum, taken out with the count (the site never says them). */
const TOTAL_WORDS = String.raw`\b(?:in total|altogether|all together|in all|total|insgesamt|zusammen|gesamt|en total|entre tod[oa]s|en tout|au total|in tutto|in totale|no total|ao todo|no conjunto)\b`;

/** The count a price question asks a total for, or null. Two counts ("2 nights for 3 people") are no one sum. */
export function countAsked(question: string): CountAsked | null {
  const folded = foldInPlace(question);
  const found = countIn(folded, new RegExp(TOTAL_WORDS).test(folded));
  if (!found || found.count < 2 || found.count > 99) return null;
  const cut = (text: string) =>
    text
      .slice(0, found.at)
      .concat(' ', text.slice(found.at + found.length))
      .replace(new RegExp(TOTAL_WORDS, 'giu'), ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (countIn(cut(folded), true)) return null;
  return { count: found.count, unit: found.unit, rest: cut(question) };
}

/**
 * "For 5 hours", "8 weeks of", or any count of a unit where a total is asked; "Le carnet de 10
 * jours" names a product and "un atelier avec 12 personnes" a size, neither a sum.
 */
function countIn(folded: string, totalAsked: boolean): { count: number; unit: CountedUnit; at: number; length: number } | null {
  for (const [unit, names] of Object.entries(UNIT_NAMES) as [CountedUnit, string][]) {
    const match = new RegExp(`\\b(for |fur |para |por |pour |per )?${NUMBER} (?:${names})\\b( of)?`).exec(folded);
    if (match && (match[1] || match[3] || totalAsked)) return { count: numberOf(match[2]!), unit, at: match.index, length: match[0].length };
  }
  const group = PEOPLE_COUNT.exec(folded);
  if (group) return { count: numberOf(group[1]!), unit: 'person', at: group.index, length: group[0].length };
  for (const [pattern, count] of PEOPLE_SAID) {
    const said = pattern.exec(folded);
    if (said) return { count: count || ZU[said[1]!]!, unit: 'person', at: said.index, length: said[0].length };
  }
  return null;
}

/** How a price per each unit is written right after it (folded): "65 € por persona", "£32/week", "£20pp". */
const PER_UNIT_AFTER: Record<CountedUnit, RegExp> = {
  person:
    /^\s*(?:per (?:person|adult|head|guest)|a person|pp\b|p\. ?p\.?|pro (?:person|kopf|erwachsene[rn]?)|por (?:persona|adulto|cabeza|pessoa)|par (?:personne|adulte)|a persona|per persona|\/ ?(?:person|pers|persona|personne|pessoa)\b)/,
  hour: /^\s*(?:per hour|an hour|a hour|pro stunde|je stunde|por hora|la hora|par heure|de lheure|all ?ora|per ora|a hora|\/ ?(?:h|hr|hour|std|stunde|hora|heure|ora)\b)/,
  day: /^\s*(?:per day|a day|pro tag|je tag|por dia|al dia|ao dia|par jour|al giorno|per giorno|\/ ?(?:day|tag|dia|jour|giorno)\b)/,
  night: /^\s*(?:per night|a night|pro nacht|je nacht|por noche|la noche|por noite|par nuit|a notte|per notte|\/ ?(?:night|nacht|noche|noite|nuit|notte)\b)/,
  week: /^\s*(?:per week|a week|pro woche|je woche|por semana|a la semana|par semaine|a settimana|\/ ?(?:week|wk|woche|semana|semaine|settimana)\b)/,
  month: /^\s*(?:per month|a month|pro monat|je monat|im monat|por mes|al mes|ao mes|par mois|al mese|\/ ?(?:month|mo|monat|mes|mois|mese)\b)/,
};
/** Or named just before it, in the same clause: "Weekly – £32", "Mensuel : 42 €". */
const PER_UNIT_BEFORE: Partial<Record<CountedUnit, RegExp>> = {
  hour: /\b(?:hourly|stundlich)\W{0,4}$/,
  day: /\b(?:daily|taglich)\W{0,4}$/,
  week: /\b(?:weekly|wochentlich|semanal|hebdomadaire|settimanale)\W{0,4}$/,
  month: /\b(?:monthly|monatlich|mensual|mensuel|mensile|mensal)\W{0,4}$/,
};
/** A price that is only where a range starts or ends, or before tax: no exact total. */
const NOT_EXACT_BEFORE = /(?:\b(?:from|starting at|up to|ab|bis|desde|hasta|a partir de|des|jusqua|da|fino a|ate)|\d\s?[-–])\s*$/;
const NOT_EXACT_AFTER = /^\s*(?:[-–]|to\b|bis\b|a\b)\s*\d|\+\s*(?:vat|mwst|iva|tva)\b/;

/** The one amount the text states per the unit, as written, or null when none or several. */
export function pricePer(text: string, unit: CountedUnit): string | null {
  const folded = foldInPlace(text);
  const per = new Set<string>();
  for (const match of folded.matchAll(EVERY_AMOUNT)) {
    const before = folded.slice(Math.max(0, match.index - 20), match.index);
    const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 25);
    if (/\d\s?(?:-|–|to)\s?\D?\d/.test(match[0]) || NOT_EXACT_BEFORE.test(before) || NOT_EXACT_AFTER.test(after)) continue;
    if (PER_UNIT_AFTER[unit].test(after) || PER_UNIT_BEFORE[unit]?.test(before.split(/[.;!?\n]/).at(-1) ?? ''))
      per.add(text.slice(match.index, match.index + match[0].length).trim());
  }
  return per.size === 1 ? [...per][0]! : null;
}

const UNIT_WORDS: Record<PhraseLanguage, Record<CountedUnit, string>> = {
  en: { person: 'people', hour: 'hours', day: 'days', night: 'nights', week: 'weeks', month: 'months' },
  es: { person: 'personas', hour: 'horas', day: 'días', night: 'noches', week: 'semanas', month: 'meses' },
  de: { person: 'Personen', hour: 'Stunden', day: 'Tage', night: 'Nächte', week: 'Wochen', month: 'Monate' },
  fr: { person: 'personnes', hour: 'heures', day: 'jours', night: 'nuits', week: 'semaines', month: 'mois' },
  it: { person: 'persone', hour: 'ore', day: 'giorni', night: 'notti', week: 'settimane', month: 'mesi' },
  pt: { person: 'pessoas', hour: 'horas', day: 'dias', night: 'noites', week: 'semanas', month: 'meses' },
  nl: { person: 'personen', hour: 'uur', day: 'dagen', night: 'nachten', week: 'weken', month: 'maanden' },
  pl: { person: 'osób', hour: 'godzin', day: 'dni', night: 'nocy', week: 'tygodni', month: 'miesięcy' },
  he: { person: 'אנשים', hour: 'שעות', day: 'ימים', night: 'לילות', week: 'שבועות', month: 'חודשים' },
  ja: { person: '人', hour: '時間', day: '日', night: '泊', week: '週間', month: 'か月' },
  'zh-Hant': { person: '人', hour: '小時', day: '天', night: '晚', week: '週', month: '個月' },
  'zh-Hans': { person: '人', hour: '小时', day: '天', night: '晚', week: '周', month: '个月' },
  ar: { person: 'أشخاص', hour: 'ساعات', day: 'أيام', night: 'ليالٍ', week: 'أسابيع', month: 'أشهر' },
};

/** The answer with the total for the count after it, or null when it states no one price per the unit. */
export function sayTotal(answer: string, asked: CountAsked, lang: PhraseLanguage): string | null {
  const each = pricePer(answer, asked.unit);
  const amount = each === null ? null : amountOf(each);
  if (each === null || amount === null) return null;
  const total = moneyLike(each, Math.round(amount * asked.count * 100) / 100);
  return `${answer} ${fill(PHRASES.countTotal[lang], { count: String(asked.count), unit: UNIT_WORDS[lang][asked.unit], total })}`;
}
