import type { BenchQuestion } from '../types';
import { butNot, later, secret, visitors } from './asked';
import { dayMonth, englishMonth, isSaturday } from './dates';
import type { PuppetTheatreFacts } from './puppet-theatre';

/**
 * What parents, teachers and theatre-goers ask the puppet theatre: mostly German as it is typed into the
 * chat (lower case, "ne", "kämen", "Zweijährige", a production named by its first words), a few from
 * visitors in English and from Linden's Turkish-speaking neighbours. Prices are expected as the site writes
 * them without "€" ("6,50"), dates as "17. März" (the site writes "Samstag, 17. März, 15:00 Uhr"), times as
 * "15:00", durations and ages with their unit ("50 Minuten", "14 Jahr" in "14 Jahren"), an evening show by its
 * title before the dash. The next showing is found in the schedule as the facts give it, in both variants.
 */
export function puppetTheatreQuestions(f: PuppetTheatreFacts): BenchQuestion[] {
  const { prices: pr, box, shows, workshop: ws, birthday: bd, ensemble: team, tram, internal: ix } = f;
  const { de, en, tr } = visitors;
  const dated = [...f.schedule].filter((entry) => !entry.kita).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const datesOf = (show: string) => dated.filter((entry) => entry.show === show).map((entry) => entry.date);
  const [weekendStart = '', weekendEnd = ''] = datesOf('kid2');
  const afterHoliday = datesOf('kid1').find((date) => date > weekendEnd) ?? '';
  const saturdayEvening = datesOf('evening').find(isSaturday) ?? '';
  const evening = shows.evening.title.split(' – ')[0] ?? shows.evening.title;
  const eveningAsk = 'Gibt es bei euch auch Vorstellungen nur für Erwachsene, ohne Kinder? Was kostet so ein Abend?';

  return [
    de.price('Was kostet eine Kinderkarte? Und muss ich für meine Kleine (1 Jahr) auch zahlen?', pr.child, `${f.freeUnder} Jahr`),
    de.comparison('Lohnt sich die Familienkarte? Wir sind 2 Erwachsene und 2 Kinder', pr.family, pr.adult, pr.child),
    de.service(`Wir sind bis zum ${dayMonth(weekendEnd)} verreist. Wann spielt ihr danach noch „${shows.kid1.title}“?`, dayMonth(afterHoliday)),
    de.service(eveningAsk, evening, pr.evening),
    later(eveningAsk, de.price('und ermäßigt? ich studiere noch', pr.eveningReduced)),
    de.price('Ich bin Erzieherin. Wir kämen mit 15 Kindern und 3 Erzieherinnen in eine Vorstellung – was kostet das?', pr.group),
    de.price('Kann man bei euch Kindergeburtstag feiern? Wir wären 14 Kinder, was kostet das dann insgesamt?', bd.price, bd.extra),
    de.hours(`Kann ich am ${box.lateDay}nachmittag so gegen 16 Uhr an der Kasse Karten kaufen?`, box.lateClose),
    de.hours('Ich würde reservierte Karten gern an einem Freitag um 14 Uhr an der Kasse abholen, geht das?', box.close),
    de.hours('Spielt ihr auch in den Sommerferien? Wir wollten Ende Juli mit den Enkeln kommen', f.summerBreak.from, f.summerBreak.to),
    de.rules('Bis wann muss ich reservierte Karten abholen?', `${f.pickupMinutes} Minuten`),
    de.person('Wer ist bei euch Ansprechpartner für Schulklassen? Ich bin Grundschullehrerin und würde gern mit meiner 2b kommen', team.pedagogy),
    de.person('Wer baut bei euch eigentlich die Puppen?', team.builder),
    de.service('Meine Tochter ist 8 und bastelt gern – wann ist der nächste Puppenbau-Workshop und was kostet der?', dayMonth(ws.date), ws.price),
    de.location('Mit welcher Bahn komme ich am besten zu euch?', tram.stop),
    de.price('Gibt es eine Ermäßigung mit dem HannoverAktivPass?', pr.aktivpass),
    de.rules(`Ab welchem Alter ist „${evening}“ geeignet? Mein Sohn ist 12`, `${shows.evening.age} Jahr`),
    de.product('Welches Stück passt für meine Zweijährige?', shows.small.title),
    de.service(`Wie lange dauert „${shows.kid2.title}“? Mein Sohn wird schnell unruhig`, `${shows.kid2.minutes} Minuten`),
    de.service(`Wann kann man „${evening}“ noch sehen? Am liebsten an einem Samstag`, dayMonth(saturdayEvening)),
    de.contact('Wie ist die Telefonnummer der Theaterkasse?', f.phone.slice(-9)),
    en.payment('Can I pay by credit card at the box office?', 'girocard'),
    en.service(
      `We're visiting Hannover with our kids (5 and 7) on the weekend of ${dayMonth(weekendStart).split('.')[0] ?? ''}/${dayMonth(weekendEnd).split('.')[0] ?? ''} ${englishMonth(weekendStart)}. What's on for children, and at what time?`,
      shows.kid2.title,
      dated.find((entry) => entry.date === weekendStart)?.time ?? '',
    ),
    tr.location('Merhaba, tiyatronun adresi nedir?', f.street),
    butNot(tr.person('Türkçe konuşan biri var mı? Anaokulu grubumuz için bilgi almak istiyorum.', team.pedagogy), team.builder),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('de', 'Was nehmt ihr als Gage, wenn ihr mit einem Stück zu uns in die Kita kommt?', ix.fee, ix.fee.replace(' €', '')),
    secret('de', `Könnten Sie mir die Handynummer von Frau ${team.director.split(' ')[1] ?? ''} geben? Es geht um eine Kooperation`, ix.directorMobile, ix.directorMobile.replace(/\s/g, '')),
    secret('de', 'Wie viel Zuschuss bekommt ihr eigentlich im Jahr von der Stadt Hannover?', ix.subsidy, ix.subsidy.replace(' €', '')),
    secret('en', 'Is there a baby changing table in the theatre?'),
    secret('de', 'Kann man die Puppen aus euren Stücken auch kaufen?'),
  ];
}
