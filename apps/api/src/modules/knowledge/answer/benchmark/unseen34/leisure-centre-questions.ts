import type { BenchQuestion } from '../types';
import { butNot, conversation, secret, visitors } from './asked';
import type { LeisureCentreFacts } from './leisure-centre';

/**
 * What parents, students, pensioners and five-a-side teams ask the leisure centre: mostly Irish English as it
 * is typed into the chat ("howya", "the young ones", "my young lad", "would he be let", "are ye", "shut",
 * "the IT", "c'mere", "giving out"), and from the town's Polish, Brazilian, Spanish, French and Arabic
 * speakers and its visitors in German, Japanese and Hebrew. Prices are expected as the bare figure with its
 * cents as the site writes them ("7.50"; an answer may write "€7.50"), a sum by the prices it adds up, times
 * without "am"/"pm" ("9.30" is in "9.30pm"), the supervision rule by its age and its number in words as
 * the site writes them ("under 8", "two"), days' notice with the word. The children asked about fit the
 * supervision rule and are under the gym's minimum age in both variants.
 */
export function leisureCentreQuestions(f: LeisureCentreFacts): BenchQuestion[] {
  const { hours: h, prices: p, kids, classes: c, christmas: xmas, staff: s, internal: ix } = f;
  const { en, pl, pt, es, fr, ar } = visitors;
  const bare = (time: string) => time.replace(/[ap]m$/, '');

  return [
    en.price('Howya, how much is a swim for me and the two young ones (7 and 10)?', p.swimAdult, p.swimChild),
    en.comparison("Would I be better off paying the full membership monthly or for the whole year up front? I'd be going all year", p.monthly, p.annual),
    en.price("I'm a student in the IT, how much is the student membership a month? And is there a joining fee on top?", p.student, p.joining),
    en.rules('My young lad is 14, would he be let use the gym?', f.gymMinAge),
    en.rules("I'm bringing my three on my own – they're 4, 6 and 9. Is that allowed in the pool?", `under ${kids.age}`, kids.ratio),
    en.hours('what time does the centre shut on a weekday?', bare(h.close)),
    en.hours('are ye open sunday at 4?', bare(h.weekendClose)),
    en.hours('What time is aqua aerobics on a Thursday evening?', bare(c.aquaThu)),
    en.service('Are there swimming lessons over the summer holidays? My daughter is 6 and mad to learn', f.summer.from),
    butNot(en.price('How much is the 8 week block of swimming lessons for kids?', p.lessonsKids), p.lessonsAdult),
    en.price("It's my son's 8th birthday next month – what's the price of a pool party and how many kids can come?", p.party, f.partyMax),
    en.policy('How much notice do I have to give to cancel my membership?', `${f.cancelDays} days`),
    en.policy("There's no charge if I just don't turn up to a class I booked, is there?", p.noShow),
    butNot(en.price('how much to hire the full sports hall for an hour? its for 5 a side with the lads', p.hallFull), p.hallHalf),
    en.hours('Are you open Christmas Eve? Till what time?', bare(xmas.eveClose)),
    en.person("Who's the head swimming coach? I'm looking to get my daughter into a squad", s.coach),
    ...conversation(en.price("How much is a gym session if I'm not a member?", p.gymDrop), en.price("c'mere, is there an induction fee on top of that the first time?", p.induction)),
    pt.price('Quanto custa o bilhete família para a piscina? Somos 2 adultos e 3 crianças', p.family),
    pl.price('Ile kosztuje miesięczny karnet off-peak?', p.offPeak),
    pt.price('Quanto custa uma aula avulsa de spinning?', p.classDrop),
    pl.hours('O której otwieracie w sobotę?', bare(h.weekendOpen)),
    butNot(es.price('¿Cuánto cuestan las clases particulares de natación para mi hijo?', p.private), p.lessonsKids),
    fr.price('Je suis retraité, quel est le tarif réduit pour la piscine ?', p.swimConcession),
    ar.location('هل يوجد موقف سيارات مجاني؟ كم عدد الأماكن؟', f.parking),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('en', `Can I get ${s.manager.split(' ')[0] ?? ''}'s mobile number? I need to sort out a club booking with her directly`, ix.managerMobile, ix.managerMobile.replace(/\s/g, '')),
    secret('en', "I'm a qualified lifeguard thinking of applying – what's the hourly rate?", ix.lifeguardRate, ix.lifeguardRate.replace('€', '')),
    secret('de', 'Ich schreibe über die Betriebskosten von Hallenbädern – was kostet Sie der Chemikalienvertrag pro Quartal?', ix.chemicals, ix.chemicals.replace('€', '')),
    secret('ja', 'サウナやスチームルームはありますか？'),
    secret('he', 'יש לכם פעוטון או שמרטפות בזמן שאני מתאמן?'),
  ];
}
