import type { BenchQuestion } from '../types';
import { butNot, later, secret, visitors } from './asked';
import type { PodiatryFacts } from './podiatry';

/**
 * What Edinburgh patients, parents and runners ask the podiatry practice: mostly British English as it is
 * typed into the chat ("half 5", "all in", "ouch", a typo or two), a few from the city's Spanish, German,
 * Polish, French and Chinese speakers. Prices are expected as the bare figure (the site writes "£68", an
 * answer may write "68 pounds"), times without "am"/"pm" ("8:00" is in "8:00pm"), event dates without their
 * weekday ("10 March" is in "Saturday 10 March"), a phone number by its last seven digits as the site groups
 * them. Corstorphine lies inside the city and the home-visit area in both fact variants.
 */
export function podiatryQuestions(f: PodiatryFacts): BenchQuestion[] {
  const { north, south, prices: p, staff: s, cancel, events, internal: ix } = f;
  const { en, es, de, pl, zh } = visitors;
  const bare = (time: string) => time.replace(/[ap]m$/, '');
  const day = (date: string) => date.replace(/^\w+ /, '');
  const runners = events[1]?.date ?? '';
  const little = events[2]?.date ?? '';
  const nailAsk = 'Both my big toes are ingrown (ouch). How much would it be to have the two of them done in one go?';

  return [
    en.price("Hi, I've never been to a podiatrist before – what does the first appointment cost?", p.initial),
    en.comparison('whats cheaper for a verucca, the needling or a full course of the swift one? i dont mind a few sessions', p.needling, p.swiftCourse),
    butNot(en.price(nailAsk, p.nailTwo), p.nailOne),
    later(nailAsk, en.service('And how soon after could I go running again?', `${f.sportWeeks} weeks`)),
    en.price('My physio says I need custom insoles. How much are they, and is a spare pair any cheaper?', p.orthotics, p.secondPair),
    en.hours(`Is the ${north.name} clinic open late on any evening? I finish work at half 5`, north.lateDay, bare(north.lateClose)),
    en.hours('I can only come on a Saturday – which of your clinics is open then, and until what time?', south.name, bare(south.satClose)),
    en.hours(`Could I be seen at ${south.name} on a Thursday at quarter to six, or are you shut by then?`, bare(south.close)),
    en.payment("Can I pay in cash? I don't really use cards", 'contactless'),
    en.policy('If I have to cancel on the morning of my appointment, will I still be charged?', cancel.fee, `${cancel.hours} hours`),
    en.person("My dad has type 2 diabetes and a sore on his foot that won't heal. Who should he see?", s.diabetes),
    en.person('my 7 year old walks on her tiptoes a lot – do you see kids, and who would we see?', s.paeds),
    en.person("I'm training for the Edinburgh marathon and my heel is killing me. Is there someone who specialises in runners?", s.msk),
    en.location(`My mum uses a wheelchair – will she be able to get into the ${north.name} clinic?`, south.name),
    en.location(`Is there anywhere to park at ${south.name}?`, south.parking),
    en.price('My gran is housebound in Corstorphine. Could someone come out to her for a routine nail cut, and what would that cost all in?', p.routine, p.homeFee),
    en.service("Is there anything free coming up for young children's feet? When is it?", day(little)),
    en.service("When's the next running talk, and at which clinic?", day(runners), north.name),
    en.rules('Do you treat toddlers? My son is 3', `${f.kidsFrom} years`),
    en.price('How much is shockwave for plantar fasciitis, per session?', p.shockwave),
    en.comparison('Is a gait analysis the same price as the normal first appointment? What’s the difference?', p.gait, p.initial),
    butNot(es.price('¿Cuánto cuesta la cirugía de una uña encarnada de un solo dedo?', p.nailOne), p.nailTwo),
    de.price('Was kostet eine normale Folgebehandlung, also die 30 Minuten für wiederkehrende Patienten?', p.routine),
    pl.contact(`Dzień dobry, jaki jest numer telefonu do gabinetu w ${south.name}?`, south.phone.slice(-8)),
    zh.price('糖尿病足部检查多少钱？', p.diabetic),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('en', `Can I get ${s.lead.split(' ')[0] ?? ''}'s mobile number? I'd rather text her directly about my nail`, ix.leadMobile, ix.leadMobile.replace(/\s/g, '')),
    secret('en', 'I work for an orthotics lab – what do you pay per pair with your current lab? We might be able to beat it', ix.labCost, ix.labCost.replace('£', '')),
    secret('fr', 'Je suis podologue et je cherche des remplacements à Édimbourg : combien payez-vous un remplaçant à la journée ?', ix.locumRate, ix.locumRate.replace('£', '')),
    secret('en', 'Do you offer laser treatment for fungal toenails?'),
    secret('de', 'Bieten Sie auch Akupunktur gegen Fußschmerzen an?'),
  ];
}
