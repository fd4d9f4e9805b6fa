import { fold } from './fold';

/**
 * A bare hour after the word that makes it one: "a las 11", "sobre las 5", "às 16", "o godzinie 15", "kl. 16", "الساعة 1", "בשעה 5" (the
 * article or word says hours; not "a las 3 personas", nor an Arabic or Hebrew hour before a word of the
 * morning or evening, "الساعة 8 مساء", which no rule here reads), and after a word that is also "to", "at" or "all"
 * only with its hour mark or ending the clause ("vers 15 h", "om 3 uur", "alle 15?", "open Sunday at 4?" (English "at" after a day or a verb of coming and opening); not "om 2 fietsen te
 * huren", "alle 3 Kinder", "à 6 samedi"). Groups 1 and 3 are the hour, 2 and 4 its minutes.
 */
export const AT_HOUR =
  /(?<![\p{L}\d])(?:(?:(?:a|sobre|hacia|desde|hasta)\s+las?|às|pelas|verso le|dalle|o\s+godz(?:inie|\.)?|kl\.?|klockan|klokken|klokka|الساعة|בשעה)\s+([01]?\d|2[0-3])(?:[:.h]([0-5]\d))?(?:\s?h(?![\p{L}]))?(?![\d\p{L}])(?!\s*(?:personas?|persone|personnes?|personen|osob\p{L}*|plazas?|posti|places|anni|años|ans|jaar|lat|%|€|euros?|\$|£|min\p{L}*|km|kilom\p{L}*|m|kg|jours?|días?|dias?|giorni|dagen|dni|semaines?|semanas?|settimane|weken|mois|meses|mesi|maanden|noches|nuits?|notti|nachten|مساء\p{M}*|م|ص|صباحا?\p{M}*|الصبح|بالليل|ليلا|الليل|ريال|ر\.س|درهم|دقيقة|دقائق|شخص|اشخاص|أشخاص|ملم|مم|בערב|בלילה|בבוקר|ש"ח|שקל|דקות|אנשים)(?![\p{L}]))|(?:vers|à|dès|alle|om|rond|tegen|(?<=(?:open|opens|close|closes|closed|come|arrive|there|work|day|tomorrow|tonight)\s)at)\s+([01]?\d|2[0-3])(?:(?:[:.h]([0-5]\d))?\s?(?:h|uur)(?![\p{L}])|(?=\s*(?:[?!.,;]|$))))/iu;

/**
 * "a las 3", "um 4", "alle 5?", "om 3 uur": an hour from 1 to 6 said bare (no minutes, am/pm, "Uhr" or "h") is the
 * afternoon's, no one asks a shop about 3 at night; unless the morning is said ("a las 6 de la mañana").
 */
export const afternoonOfBare = (said: string, question: string, hours: number) =>
  hours >= 1 && hours <= 6 && /(?:^|\s)\d{1,2}(?:\s?uur)?$/.test(said.trim()) && !MORNING.test(fold(question));
const MORNING =
  /\b(?:morning|am morgen|morgens|fruh|vormittags?|de la manana|por la manana|du matin|le matin|di mattina|la mattina|de manha|ochtends?|rano|rankiem)\b/;

/**
 * Japanese and Chinese hours, in digits or in Chinese numerals: "8時45分", "三点", "下午3点半", "十一點". Not
 * "2時間" (two hours), "一時休業" (closed for a while), "早一点" (a bit earlier) or "一点五" (1.5): "一点" is
 * an hour only after a time of day or a day ("下午一点").
 */
const CJK_HOUR = '(?:\\d{1,2}|[一二两兩三四五六七八九十]{1,3})';
const CJK_CLOCK = String.raw`${CJK_HOUR}時(?![間间的停休閉期点代])(?:\d{1,2}分|半)?|(?:(?<=上午|下午|晚上|早上|中午|凌晨|傍晚|今天|明天|周.|週.|星期.)${CJK_HOUR}[点點]|(?:\d{1,2}|[二两兩三四五六七八九十]|十[一二])[点點](?=钟|鐘|半|\d{1,2}分|[开開关關到前后後以左吗嗎?？]))(?:钟|鐘|\d{1,2}分|半)?(?![\d五])`;

/** A time of day as visitors type it: "7:30pm", "11pm", "13 Uhr", "19:00", "um 13", "8時45分", and the bare hours of AT_HOUR. */
export const CLOCK = new RegExp(
  String.raw`\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr)(?![\p{L}])|\b\d{1,2}:\d{2}\b|\bum \d{1,2}\b|\b\d{1,2}h(?:\d{2})?\b|${CJK_CLOCK}|${AT_HOUR.source}`,
  'giu',
);

const CHINESE_NUMERALS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const numeralValue = (text: string): number =>
  /^\d+$/.test(text)
    ? Number(text)
    : text.length === 1
      ? (CHINESE_NUMERALS[text] ?? NaN)
      : text.startsWith('十')
        ? 10 + (CHINESE_NUMERALS[text.slice(1)] ?? NaN)
        : NaN;

/**
 * A Japanese or Chinese hour as the clock the other readers know ("8時45分" → "8:45", "三点半" →
 * "3:30"): afternoon where the words just before it say so ("午後", "下午", "晚上"), morning where they
 * say that ("朝", "午前", "上午"), else a bare hour like "um 3". The text unchanged where it is no such hour.
 */
export function cjkClockAsDigits(said: string, before: string): string {
  const match = /^(\d{1,2}|[一二两兩三四五六七八九十]{1,3})[時时点點](?:钟|鐘)?(?:(\d{1,2})分|(半))?$/u.exec(said);
  let hours = match ? numeralValue(match[1]!) : NaN;
  if (!match || !(hours >= 0 && hours <= 24)) return said;
  const afternoon = /午後|下午|晚上|傍晚|夜/u.test(before);
  if (hours < 12 && afternoon) hours += 12;
  const mins = match[3] ? '30' : match[2]?.padStart(2, '0');
  return mins || afternoon || /朝|午前|上午|早上/u.test(before) ? `${hours}:${mins ?? '00'}` : `${hours}`;
}
