import { amountOf, moneyLike } from './compare';
import { MONEY } from './fact-types';
import { fold } from './fold';
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
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const numberOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);

/** The words that name each unit after a count, in the languages questions are read in (folded). */
const UNIT_NAMES: Record<CountedUnit, string> = {
  person:
    'people|persons?|adults?|guests?|friends|of us|personen|leute|erwachsene|gaste|freunde|freundinnen|personas|adultos|amig[oa]s|invitados|personnes|adultes|amie?s|persone|adulti|amici|amiche|ospiti',
  hour: 'hours|hrs|stunden|std|horas|heures|ore',
  day: 'days|tage|tagen|dias|jours|giorni',
  night: 'nights|nachte|nachten|noches|nuits|notti',
  week: 'weeks|wochen|semanas|semaines|settimane',
  month: 'months|monate|monaten|meses|mois|mesi',
};

/** "We are 4", "Somos 3 amigas", "a group of 6": a count of people without its noun. */
const PEOPLE_COUNT = new RegExp(
  `\\b(?:we are|were|well be|there are|there will be|therell be|a group of|somos|seremos|un grupo de|wir sind|eine gruppe von|nous sommes|on est|on sera|un groupe de|siamo|saremo|un gruppo di) ${NUMBER}\\b(?: (?:${UNIT_NAMES.person}))?`,
);
/** "zu zweit", "wir beide", "my wife and I", "the two of us": two (or a few) people. */
const PEOPLE_SAID: [RegExp, number][] = [
  [/\bzu (zweit|dritt|viert|funft)\b/, 0],
  [/\b(?:(?:the )?two of us|both of us|wir (?:beide|zwei)|uns (?:beide|zwei)|nosotr[oa]s dos|nous deux|tous les deux|noi due)\b/, 2],
  [/\b(?:my|mi|meine?|ma|mon|mia|mio) [\p{L}-]+ (?:and i|and me|y yo|und ich|et moi|e io)\b/u, 2],
];
const ZU = { zweit: 2, dritt: 3, viert: 4, funft: 5 } as Record<string, number>;

/** Words that ask for the sum, taken out with the count (the site never says them). */
const TOTAL_WORDS = String.raw`\b(?:in total|altogether|all together|in all|total|insgesamt|zusammen|gesamt|en total|entre tod[oa]s|en tout|au total|in tutto|in totale)\b`;

/** The count a price question asks a total for, or null. */
export function countAsked(question: string): CountAsked | null {
  const folded = fold(question);
  const found = countIn(folded, new RegExp(TOTAL_WORDS).test(folded));
  if (!found || found.count < 2 || found.count > 99) return null;
  const rest = folded
    .slice(0, found.at)
    .concat(' ', folded.slice(found.at + found.length))
    .replace(new RegExp(TOTAL_WORDS, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { count: found.count, unit: found.unit, rest };
}

/**
 * "For 5 hours", "8 weeks of", or any count of a unit where a total is asked; "Le carnet de 10
 * jours" names a product and "un atelier avec 12 personnes" a size, neither a sum.
 */
function countIn(folded: string, totalAsked: boolean): { count: number; unit: CountedUnit; at: number; length: number } | null {
  for (const [unit, names] of Object.entries(UNIT_NAMES) as [CountedUnit, string][]) {
    const match = new RegExp(`\\b(for |fur |para |pour |per )?${NUMBER} (?:${names})\\b( of)?`).exec(folded);
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

/** How a price per each unit is written beside it (folded). */
const PER_UNIT: Record<CountedUnit, RegExp> = {
  person:
    /\b(?:per (?:person|adult|head|guest)|a person|each|pp|p\. ?p|pro (?:person|kopf|erwachsene[rn]?)|por (?:persona|adulto|cabeza)|par (?:personne|adulte)|a persona|per persona)\b|\/ ?(?:person|pers|persona|personne)\b/,
  hour: /\b(?:per hour|an hour|hourly|pro stunde|je stunde|stundlich|por hora|la hora|par heure|de lheure|all ?ora|per ora)\b|\/ ?(?:h|hr|hour|std|stunde|hora|heure|ora)\b/,
  day: /\b(?:per day|a day|daily|pro tag|je tag|taglich|por dia|al dia|par jour|al giorno|per giorno)\b|\/ ?(?:day|tag|dia|jour|giorno)\b/,
  night: /\b(?:per night|a night|nightly|pro nacht|je nacht|por noche|la noche|par nuit|a notte|per notte)\b|\/ ?(?:night|nacht|noche|nuit|notte)\b/,
  week: /\b(?:per week|a week|weekly|pro woche|je woche|wochentlich|por semana|a la semana|semanal|par semaine|hebdomadaire|a settimana|settimanale)\b|\/ ?(?:week|wk|woche|semana|semaine|settimana)\b/,
  month:
    /\b(?:per month|a month|monthly|pro monat|je monat|monatlich|im monat|por mes|al mes|mensual|par mois|mensuel|al mese|mensile)\b|\/ ?(?:month|mo|monat|mes|mois|mese)\b/,
};

/** Within how many characters of a price its "per …" is read. */
const NEAR = 30;

/** The one amount the text states per the unit, as written, or null when none or several. */
export function pricePer(text: string, unit: CountedUnit): string | null {
  const money = [...text.matchAll(new RegExp(MONEY.source, 'gi'))];
  const per = new Set<string>();
  money.forEach((match, i) => {
    const from = Math.max(i > 0 ? money[i - 1]!.index + money[i - 1]![0].length : 0, match.index - NEAR);
    const to = Math.min(i + 1 < money.length ? money[i + 1]!.index : text.length, match.index + match[0].length + NEAR);
    // A range ("£20–£30") has no one total.
    if (!/\d\s?(?:-|–|to)\s?\D?\d/.test(match[0]) && PER_UNIT[unit].test(fold(text.slice(from, to)))) per.add(match[0].trim());
  });
  return per.size === 1 ? [...per][0]! : null;
}

const UNIT_WORDS: Record<PhraseLanguage, Record<CountedUnit, string>> = {
  en: { person: 'people', hour: 'hours', day: 'days', night: 'nights', week: 'weeks', month: 'months' },
  es: { person: 'personas', hour: 'horas', day: 'días', night: 'noches', week: 'semanas', month: 'meses' },
  de: { person: 'Personen', hour: 'Stunden', day: 'Tage', night: 'Nächte', week: 'Wochen', month: 'Monate' },
  fr: { person: 'personnes', hour: 'heures', day: 'jours', night: 'nuits', week: 'semaines', month: 'mois' },
  it: { person: 'persone', hour: 'ore', day: 'giorni', night: 'notti', week: 'settimane', month: 'mesi' },
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
