/**
 * Calendar dates as the puppet theatre's site and its visitors write them: an ISO date of the schedule
 * ("2035-03-17") as "17. März", with its German weekday, or with the English month.
 */
const germanMonths = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const englishMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const germanWeekdays = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** "17. März". */
export const dayMonth = (iso: string) => `${at(iso).getUTCDate()}. ${germanMonths[at(iso).getUTCMonth()] ?? ''}`;

/** "Samstag". */
export const weekdayOf = (iso: string) => germanWeekdays[at(iso).getUTCDay()] ?? '';

/** "März 2035". */
export const monthYear = (iso: string) => `${germanMonths[at(iso).getUTCMonth()] ?? ''} ${at(iso).getUTCFullYear()}`;

/** "March". */
export const englishMonth = (iso: string) => englishMonths[at(iso).getUTCMonth()] ?? '';

/** Whether the date is a Saturday. */
export const isSaturday = (iso: string) => at(iso).getUTCDay() === 6;
