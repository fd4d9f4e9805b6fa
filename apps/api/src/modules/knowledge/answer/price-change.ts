import type { Db } from '../../../db/database';
import { fold } from './fold';
import { siteSays } from './site-says';
import { asksOnlyAboutWork, saysAboutWork } from './work-questions';

/**
 * "Will your course prices go up next year?", "Steigen eure Preise nächstes Jahr?": a question about
 * what prices will be, not what they are. Today's price does not answer it, so it is answered only
 * where the site says something about a change of its prices; elsewhere the honest answer is "I don't
 * know". Each sentence that asks must name a price, a rise and a year to come — "Does the price go up
 * at the weekend?", "Is the rate higher next season?" (prices the site may state), "Is there a fee to
 * change my booking to next year?" and "How much is it? Will it go up next year?" are asked as usual.
 */
const PRICE_WORD = /\b(?:prices?|rates?|fees?|preise?n?|tarife?|kosten|prix|tarifs?|precios?|tarifas?|prezzi|tariff[ae]|precos?|prijs|prijzen|tarieven)\b/;
const RISE_WORD =
  /\b(?:go(?:ing)? up|rise|rising|increase|increasing|raise|raising|put up|steigen|erhoh\w*|anheben|teurer|augment\w*|hausse|subir|suben|aument\w*|salire|rincar\w*|vao subir|sobem|omhoog|stijgen|verhog\w*|duurder)\b/;
const NEXT_YEAR =
  /\b(?:next year|in (?:the )?future|nachste[sn]? jahr|kommende[sn]? jahr|annee prochaine|an prochain|el (?:ano que viene|proximo ano)|anno prossimo|o proximo ano|para o ano|volgend jaar)\b/;

/** Whether a sentence names a year after this one ("spring 2034"). */
const namesAYearToCome = (sentence: string) => [...sentence.matchAll(/\b(20\d\d)\b/g)].some((match) => Number(match[1]) > new Date().getFullYear());

const asksRise = (sentence: string) => PRICE_WORD.test(sentence) && RISE_WORD.test(sentence) && (NEXT_YEAR.test(sentence) || namesAYearToCome(sentence));

export function asksPriceChange(question: string): boolean {
  const sentences = fold(question).split(/(?<=[.?!？])\s+/u);
  const asks = sentences.filter((sentence) => /[?？]\s*$/u.test(sentence));
  return (asks.length ? asks : sentences).every(asksRise);
}

/** What a site says when its prices change: a rise announced, new prices from a date, how long the current prices hold (a voucher's "valid until" is not). */
const SAYS_PRICE_CHANGE =
  /(?<![\p{L}])(?:price (?:increase|rise|change)s?|new (?:prices|rates)|prices? (?:valid|will (?:rise|increase|change))|preiserh[öo]hung|preisanpassung|neue preise|preise g[üu]ltig|augmentation (?:des|de nos) (?:prix|tarifs)|nouveaux (?:prix|tarifs)|(?:prix|tarifs) valables|nuevos precios|subida de precios|precios v[áa]lidos|nuovi prezzi|aumento (?:dei|di) prezzi|prezzi validi|novos pre[çc]os|aumento de pre[çc]os|pre[çc]os v[áa]lidos|prijsverhoging|nieuwe prijzen|prijzen geldig)(?![\p{L}])/iu;

/** Search words for such a line. */
const PRICE_CHANGE_SEARCHES = [
  'increase rise preiserhöhung preisanpassung augmentation hausse aumento prijsverhoging',
  'valid gültig valables validi válidos geldig nouveaux nuevos',
];

/** Whether the knowledge says anything about its prices changing. */
const saysPriceChange = (db: Db, organizationId: number) => siteSays(db, organizationId, PRICE_CHANGE_SEARCHES, SAYS_PRICE_CHANGE);

/**
 * A message about the business's jobs or its prices to come: no price of what it sells today answers
 * it, so it is answered only where the site speaks of that (true: say "I don't know").
 */
export async function asksWhatOnlyTheSiteCanSay(db: Db, organizationId: number, question: string): Promise<boolean> {
  if (asksOnlyAboutWork(question)) return !(await saysAboutWork(db, organizationId));
  return asksPriceChange(question) && !(await saysPriceChange(db, organizationId));
}
