import { fold } from './fold';

/**
 * A bare hour after the word that makes it one: "a las 11", "sobre las 5", "às 16", "o godzinie 15" (the
 * article or word says hours; not "a las 3 personas"), and after a word that is also "to", "at" or "all"
 * only with its hour mark or ending the clause ("vers 15 h", "om 3 uur", "alle 15?"; not "om 2 fietsen te
 * huren", "alle 3 Kinder", "à 6 samedi"). Groups 1 and 3 are the hour, 2 and 4 its minutes.
 */
export const AT_HOUR =
  /(?<![\p{L}\d])(?:(?:(?:a|sobre|hacia|desde|hasta)\s+las?|às|pelas|verso le|dalle|o\s+godz(?:inie|\.)?)\s+([01]?\d|2[0-3])(?:[:.h]([0-5]\d))?(?:\s?h(?![\p{L}]))?(?![\d\p{L}])(?!\s*(?:personas?|persone|personnes?|personen|osob\p{L}*|plazas?|posti|places|anni|años|ans|jaar|lat|%|€|euros?|\$|£|min\p{L}*|km|kilom\p{L}*|m|kg|jours?|días?|dias?|giorni|dagen|dni|semaines?|semanas?|settimane|weken|mois|meses|mesi|maanden|noches|nuits?|notti|nachten)(?![\p{L}]))|(?:vers|à|dès|alle|om|rond|tegen)\s+([01]?\d|2[0-3])(?:(?:[:.h]([0-5]\d))?\s?(?:h|uur)(?![\p{L}])|(?=\s*(?:[?!.,;]|$))))/iu;

/**
 * "a las 3", "um 4", "alle 5?", "om 3 uur": an hour from 1 to 6 said bare (no minutes, am/pm, "Uhr" or "h") is the
 * afternoon's, no one asks a shop about 3 at night; unless the morning is said ("a las 6 de la mañana").
 */
export const afternoonOfBare = (said: string, question: string, hours: number) =>
  hours >= 1 && hours <= 6 && /(?:^|\s)\d{1,2}(?:\s?uur)?$/.test(said.trim()) && !MORNING.test(fold(question));
const MORNING =
  /\b(?:morning|am morgen|morgens|fruh|vormittags?|de la manana|por la manana|du matin|le matin|di mattina|la mattina|de manha|ochtends?|rano|rankiem)\b/;

/** A time of day as visitors type it: "7:30pm", "11pm", "13 Uhr", "19:00", "um 13", and the bare hours of AT_HOUR. */
export const CLOCK = new RegExp(
  String.raw`\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr)(?![\p{L}])|\b\d{1,2}:\d{2}\b|\bum \d{1,2}\b|\b\d{1,2}h(?:\d{2})?\b|${AT_HOUR.source}`,
  'giu',
);
