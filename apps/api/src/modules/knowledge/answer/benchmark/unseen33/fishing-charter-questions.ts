import type { BenchQuestion } from '../types';
import { butNot, conversation, later, secret, visitors } from './asked';
import type { FishingCharterFacts } from './fishing-charter';

/**
 * What Kiwi families, mates, tourists and the odd backpacker ask the fishing charter: mostly New Zealand
 * English as it is typed into the chat ("kia ora", "keen", "rubbish", "all up", "yr old", "lol", an
 * apostrophe or two left out), a few from visitors in German, Spanish, French, Dutch and Simplified Chinese.
 * Prices are expected as the bare figure (the site writes "$145", an answer may write "NZ$145"), a charter's
 * price with its thousands comma as the site writes it ("2,150"), a sum by the prices it adds up (the
 * adult's and the child's, the price per fish), times without "am"/"pm" ("12:00" is in "12:00pm"), the phone
 * number by its last seven digits as the site groups them. The children asked about are under the
 * child-price age and over the trip's minimum age in both variants; six anglers fit the smaller boat in both.
 */
export function fishingCharterQuestions(f: FishingCharterFacts): BenchQuestion[] {
  const { trips, boats, charter: ch, staff: s, internal: ix } = f;
  const { half, full, twilight } = trips;
  const { en, de, es, fr, nl, zh } = visitors;
  const bare = (time: string) => time.replace(/[ap]m$/, '');
  const filletAsk = 'Last time we caught 9 snapper between us lol. If we get that many again, what do you charge to fillet them?';

  return [
    en.price('Kia ora, how much is the half day trip for an adult and for an 11 yr old?', half.adult, half.child),
    en.price('Me and my two kids (7 and 12) want to do the half day – what would that come to all up?', half.adult, half.child),
    en.rules('Can my 8 year old come on the Mayor Island trip?', full.minAge),
    en.comparison('whats the price difference between the half day and the full day for an adult', half.adult, full.adult),
    ...conversation(butNot(en.price("We're 6 mates keen to have a boat to ourselves for a full day. How much?", ch.smallFull), ch.bigFull), en.policy('how much deposit do we need to pay up front?', `${ch.deposit}%`)),
    en.price(filletAsk, f.fillet),
    later(filletAsk, en.rules('And how many snapper are we actually allowed to keep each? Is there a minimum size?', f.bag.snapper, f.bag.size)),
    en.hours('what time do you get back on the half day? need to be at a wedding in town by 2', bare(half.back)),
    en.hours('Is the friday evening trip on in Decmber? What time does it leave?', bare(twilight.depart)),
    en.policy("If the weather's rubbish on the day do we lose our money?", 'full refund'),
    en.policy('Something has come up and I might need to cancel my booking. How much notice do I have to give to get my money back?', `${f.cancelHours} hours`),
    en.location('Where do we meet the boat? Which berth?', f.berth, f.marina),
    en.person('My kids have never fished before – is there a skipper who is good with first-timers?', s.skipper),
    en.person('Who do I talk to about a corporate charter for our team?', s.owner),
    en.service("Which of your boats has a toilet? My wife won't come otherwise", boats.big.name),
    en.service('Do we need to bring our own lunch on the full day?', f.lunch),
    en.location("My dad's in a wheelchair but loves fishing. Could he come out with you?", boats.big.name),
    en.policy('How long is a gift voucher valid for? Want to give one to my brother for his birthday', `${f.voucherMonths} months`),
    en.hours('What hours can I ring to book?', bare(f.office.open), bare(f.office.close)),
    de.price('Was kostet der Halbtagesausflug für Erwachsene? Ist die Angelausrüstung dabei?', half.adult),
    zh.price('我们三个大人想参加全天的出海钓鱼（Mayor Island），一共多少钱？', full.adult),
    es.hours('¿A qué hora sale el barco para la excursión de día completo?', bare(full.depart)),
    fr.price('Mon fils a 13 ans. Il paie le tarif enfant pour la demi-journée ? Combien ?', half.child),
    nl.contact('Wat is jullie telefoonnummer? Ik bel liever even', f.phone.slice(-8)),
    /** Five the site cannot answer: the first three ask for what only the robots-disallowed page says. */
    secret('en', `Can I get ${s.owner.split(' ')[0] ?? ''}'s mobile number? I'd rather text him directly about a charter`, ix.ownerMobile, ix.ownerMobile.replace(/\s/g, '')),
    secret('en', "I'm doing a uni assignment on charter boat costs – how much do you spend on fuel for a full day out to the island?", ix.fuel, ix.fuel.replace('$', '')),
    secret('de', 'Ich bin Deckhand aus Deutschland und suche Arbeit in Neuseeland. Was zahlt ihr pro Tag?', ix.crewRate, ix.crewRate.replace('$', '')),
    secret('en', 'Do you also run whale and dolphin watching trips?'),
    secret('zh-Hans', '可以带狗上船吗？'),
  ];
}
