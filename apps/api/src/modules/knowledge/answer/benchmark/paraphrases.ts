/**
 * Paraphrases of the answerable English questions of the fixture sites: what a real visitor types,
 * with context about who they are and why they ask, and in their own words. Each is a function of
 * the original ask, so the names and prices it carries follow a mutated site; `expect` is unchanged.
 */

import type { BenchSite } from './types';

/** The ask with `pattern` replaced by `replacement` ($1 etc. keep the names the ask carries). */
const reword =
  (pattern: RegExp, replacement: string) =>
  (ask: string): string =>
    ask.replace(pattern, replacement);

/** The same questions as a real visitor would ask them: context added, their own words. Keyed by site name, then by the question's position in the site's `questions` array. */
export const PARAPHRASES: Record<string, Record<number, (ask: string) => string>> = {
  'tea shop': {
    0: reword(/^How much is the (.+)\?$/, "what do you charge for the $1? it's for my dad, he drinks it every morning"),
    1: reword(/^(.+) price$/, 'what does the $1 cost'),
    2: (ask) => `${ask} – my partner's birthday is coming up and she loves it`,
    3: reword(/^How much does the (.+) kettle cost\?$/, 'what are you asking for the $1 kettle'),
    4: (ask) => `${ask} pls, first time buying loose leaf`,
    7: reword(/^Is (.+) in stock\?$/, 'can i still order $1 or has it sold out?'),
    8: (ask) => `${ask} i'd like to order some today for my mum`,
    9: reword(/^How much is shipping to the UK\?$/, 'what do you charge for postage to the UK? I live in Leeds'),
    10: reword(/^Do you deliver to the EU\? how much$/, "i'm in france – do you deliver to the EU and what does it cost"),
    11: reword(/^When is shipping free\?$/, 'how much do i need to spend to get free delivery'),
    12: (ask) => `it's a present for my sister so i'm a bit worried about timing – ${ask}?`,
    13: reword(/^What is your return policy\?$/, "what's the deal if i want to send something back"),
    14: (ask) => `I've never tried loose leaf tea before. ${ask}`,
    15: reword(/^How do I store tea\?$/, 'just got my first pouch of loose leaf, how should i keep it so it stays fresh'),
    16: (ask) => `it's a present for my mum – ${ask}`,
    17: reword(/^What is your phone number\?$/, "what's the number to ring you on"),
    18: reword(/^how can I email you$/, "i've got a question about my order, what's your email address?"),
    19: reword(/^Where is your tea room\?$/, "i'm visiting next week and would love to stop by – where do i find your tea room?"),
    20: reword(/^When are you open\?$/, 'when are your doors open? thinking of popping in later this week'),
    21: (ask) => `my dad keeps scalding his green tea. ${ask}`,
    22: reword(/^Tell me about the jasmine tea$/, "what's the jasmine tea like? never tried it"),
    25: reword(/^What is your cheapest tea\?$/, "i'm a student on a budget, which of your teas costs the least"),
  },
  'dental clinic': {
    0: (ask) => `I'm new in town and need a dentist. ${ask}`,
    1: reword(/^what does teeth cleaning cost$/, 'how much do you charge for a teeth cleaning'),
    2: (ask) => `getting married in june and want whiter teeth – ${ask}`,
    3: reword(/^how much for a chekup$/, 'what do u charge for a chekup'),
    4: reword(/^When are you open on (\w+)\?$/, "i've got $1 off work, what are your hours that day?"),
    5: reword(/^Are you open on saturdays\?$/, 'i work all week – can i come in on a saturday?'),
    6: reword(/^(.+) opening hours on Friday$/, "when are the $1 practice's doors open on friday"),
    8: reword(/^Where is the (.+) practice\?$/, "I've got an appointment at the $1 practice tomorrow, where do I find it?"),
    9: (ask) => `${ask} I need it for google maps`,
    10: (ask) => `i'll be driving over with my kids, ${ask}?`,
    11: reword(/^What is your phone number\?$/, 'what number can i ring to book'),
    12: reword(/^email address\?$/, "what's the best email to reach you on"),
    13: reword(/^Who treats children\?$/, 'my 6 year old needs his first dentist visit – which dentist sees kids?'),
    14: (ask) => `i lost a tooth and need an implant, ${ask}`,
    15: (ask) => `We've just moved here. ${ask}`,
    16: reword(/^What is your cancellation policy\?$/, 'what happens if i need to cancel my appointment'),
    17: reword(/^I have a dental emergency, can you see me today\?$/, 'my tooth broke and it really hurts – can you see me today as an emergency?'),
    18: reword(/^wheelchair access\?$/, 'my mother uses a wheelchair – can she get into your practice?'),
    19: reword(/^Does insurance cover the check-up\?$/, 'will my health insurance pay for the check-up'),
    20: (ask) => `I'm booking a cleaning. ${ask}`,
    23: reword(/^How much is an emergency appointment\?$/, 'what do you charge to be seen as an emergency'),
    24: reword(/^Is (.+) open on Saturday\?$/, 'i live round the corner from $1 – is that practice open on saturday'),
  },
  restaurant: {
    0: reword(/^How much is the (.+)\?$/, 'what do you charge for the $1'),
    1: reword(/^(.+) price$/, 'taking my wife out for her birthday – how much is the $1?'),
    2: (ask) => `${ask}? we'll probably share one for dessert`,
    3: reword(/^How much does brunch cost\?$/, "what's the price per person for brunch"),
    4: (ask) => `i'm coeliac – ${ask}?`,
    5: reword(/^What time do you open\?$/, "what time do your doors open? we're thinking of coming for dinner"),
    6: reword(/^what time do you close tonight$/, 'how late are you open tonight'),
    7: reword(/^Are you open on (.+)\?$/, 'want to take my parents out for dinner – are you open on $1?'),
    8: reword(/^When is brunch\?$/, 'what days and times do you do brunch'),
    9: reword(/^Where are you located\?$/, "where do i find you? i'm coming from out of town"),
    10: (ask) => `we'll be driving in, ${ask}`,
    11: reword(/^phone number for reservations$/, 'what number do i ring to book a table'),
    12: reword(/^Do you take reservations\?$/, 'can i book a table in advance or is it walk in only'),
    13: (ask) => `it's our anniversary and we've saved a special bottle – ${ask}?`,
    14: (ask) => `coming with my 2 year old, ${ask}?`,
    15: (ask) => `I'm planning my dad's retirement party. ${ask}`,
    16: reword(/^How do I book a private event\?$/, 'how do i go about booking the private room for a team dinner'),
    17: reword(/^Do you have gluten free pizza\?$/, "my friend can't eat gluten, can you make a pizza she can have?"),
    18: reword(/^vegan options\?$/, 'my girlfriend is vegan, is there anything on the menu she can eat'),
    19: reword(/^Do you serve (.+)\?$/, 'is $1 on your menu'),
    24: reword(/^What pizzas do you have\?$/, "what kinds of pizza are on the menu? it's for a family dinner"),
  },
  'bike shop': {
    0: reword(/^How much is the (.+)\?$/, 'what do you want for the $1? need something for commuting'),
    1: (ask) => `${ask} please, thinking about getting one for my commute`,
    2: (ask) => `${ask}, looking for a bike for a tour next summer`,
    3: reword(/^how much is the u lock$/, 'what does the u lock cost? just got a new bike'),
    6: reword(/^is the (.+) in stock$/, 'can i buy the $1 right now or is it sold out'),
    8: (ask) => `My bike has been in the shed all winter. ${ask}`,
    9: reword(/^full service price and how long does it take$/, 'what do you charge for a full service and how long will i be without my bike'),
    10: reword(/^i have a flat tyre, what does fixing it cost$/, 'got a puncture on the way to work. what do you charge to fix a flat tyre'),
    12: reword(/^ebike check price$/, "what does an ebike check cost? my motor's been acting up"),
    13: reword(/^my brakes are squeaking, how much to adjust them$/, 'what do you charge to adjust brakes? mine squeak like mad'),
    14: reword(/^What are your opening hours\?$/, 'when are your doors open'),
    15: (ask) => `i work all week, ${ask}`,
    16: reword(/^what time do you close on friday$/, 'want to drop by after work on friday – how late are you open that day'),
    17: reword(/^phone number$/, 'what number can i ring you on'),
    18: (ask) => `i have a question about my repair, ${ask}`,
    19: reword(/^where is the shop$/, 'where do i find you'),
    20: (ask) => `I don't have a car. ${ask}`,
    21: reword(
      /^how far ahead do i need to book a service$/,
      'how early do i need to book in for a service? want it done before my first long ride of the year',
    ),
    22: reword(/^can i test ride a bike\? how long$/, 'before i buy, can i take a bike out for a test ride, and for how long'),
    23: reword(/^do you do financing \/ pay in installments$/, 'a new bike is a bit over my budget – can i pay in monthly instalments?'),
    24: reword(/^warranty on the frame\?$/, 'how long is the frame guarantee if i buy a new bike from you'),
    25: (ask) => `i've got no room in my flat – ${ask}?`,
    26: reword(/^whats your cheapest bike$/, "i'm a student on a tight budget, which bike costs the least"),
    27: (ask) => `my knees aren't what they used to be – ${ask}`,
  },
  'yoga studio': {
    0: (ask) => `i'm only in town for a week, ${ask}?`,
    1: reword(/^10 class pass price\?$/, 'what do you charge for a 10 class pass'),
    2: reword(/^unlimited monthly membership how much$/, 'what does the unlimited monthly membership cost? i want to come most days'),
    3: reword(/^student discount\?$/, "i'm at uni – do you do a student discount?"),
    4: reword(/^do you have an offer for new ppl$/, 'never been to your studio before – any deal for newcomers?'),
    7: (ask) => `i'm 5 months pregnant, ${ask}?`,
    9: reword(/^yin yoga times$/, 'what days and times do you run yin yoga'),
    10: reword(/^anything on sunday\?$/, "i'm only free at weekends – any classes on sunday?"),
    11: (ask) => `I work nearby and could pop over in my break. ${ask}?`,
    12: reword(/^who teaches yin$/, 'who takes the yin classes'),
    13: (ask) => `My sister is expecting and wants to join. ${ask}`,
    15: reword(/^what does (.+) teach$/, 'my friend recommended $1 – which classes do they teach?'),
    16: reword(/^where is the (.+) studio$/, 'where do i find the $1 studio'),
    17: (ask) => `${ask} pls, going there for my first class tomorrow`,
    18: reword(/^how many studios do you have$/, 'how many locations have you got? want to go to the one closest to me'),
    19: reword(/^email\?$/, "what's the best email to reach you on"),
    20: reword(/^whats the cancellation policy$/, "what happens if i can't make a class i booked"),
    21: (ask) => `going to my very first yoga class on monday, ${ask}?`,
    22: reword(/^can i hire a mat$/, "i don't own a mat – can i rent one at the studio?"),
    23: (ask) => `first class tomorrow! ${ask.toLowerCase()}`,
    24: reword(/^can my 14 year old come to classes$/, 'my daughter is 14 and keen to try yoga, can she come to classes?'),
    25: reword(/^can i pause my membership when im on holiday$/, 'can i put my membership on hold while im away on holiday'),
    26: (ask) => `i'll be driving over – ${ask}`,
    27: (ask) => `i'd like to come before work, ${ask}?`,
    28: reword(/^im a complete beginner what class should i do$/, 'never done yoga in my life, which class should i start with'),
    29: (ask) => `I'd like some one on one help with my practice. ${ask}`,
    30: reword(/^how many people fit in the (.+) studio$/, 'how many people can the $1 studio take in a class'),
  },
  'vet clinic': {
    0: reword(
      /^My cat has been sneezing for a few days\. How much would it cost just to get her looked at\?$/,
      "how much is a normal consultation? my cat has been sneezing for a few days and i'd like a vet to check her",
    ),
    1: reword(/^annual booster for my labrador, how much\?$/, "what do you charge for a dog's yearly booster? he's a labrador"),
    2: (ask) => `We've just brought home a puppy! ${ask}`,
    3: reword(/^how much to get my cat spayed$/, 'my kitten is nearly 6 months old – what do you charge to get her spayed'),
    4: (ask) => `just adopted a rescue dog, ${ask}`,
    5: reword(/^whats the monthly cost of the health plan for a dog$/, 'what would i pay per month for the health plan for my dog'),
    7: reword(/^rough price for a dog dental clean\? his breath is awful$/, "roughly how much to get my dog's teeth cleaned? his breath is awful"),
    8: reword(
      /^my old dog just needs his claws trimmed – does that need a full vet appointment or is it cheaper\?$/,
      'does my elderly dog need a full vet appointment just to get his nails clipped, or is there something cheaper',
    ),
    9: (ask) => `My dog has a habit of getting ill at the worst times. ${ask}`,
    10: (ask) => `i work weekdays – ${ask}`,
    11: reword(/^Can I bring my dog in on Wednesday at 7:30pm after work\?$/, 'i finish work late on wednesday, could i bring my dog in at 7:30pm'),
    12: reword(/who do i call$/, 'what number do i ring'),
    13: reword(/^whats your phone number$/, "what's the number to ring you on"),
    14: (ask) => `I'd like to send you my dog's old vaccination records. ${ask}`,
    15: reword(/^What's your postcode\? I need it for my sat nav\.$/, "driving over for the first time – what's your postcode for the sat nav?"),
    16: reword(
      /^my bearded dragon has stopped eating, which of your vets should I see\?$/,
      "which vet should i book for my bearded dragon? he's stopped eating",
    ),
    17: reword(
      /^my dog tore a ligament in his knee\. who's your bone and joint surgeon\?$/,
      'which of your vets does bone and joint surgery? my dog tore a ligament in his knee',
    ),
    18: reword(
      /^do any of the vets speak (.+)\? my mum's english isn't great$/,
      "my mum will be bringing our cat in and her english isn't great – is there a vet who speaks $1?",
    ),
    19: reword(/^who started the practice\?$/, 'who founded the clinic originally? just curious'),
    20: reword(
      /^I'm insured so I don't have to pay anything on the day, right\? The bill should only be about £120$/,
      "the bill should only be about £120 and i'm insured – so i won't have to pay anything on the day?",
    ),
    21: reword(
      /^my dog is getting neutered on friday, when does he have to stop eating the night before$/,
      "when should my dog have his last meal before he's neutered on friday",
    ),
    22: reword(/^is your clinic cat friendly\? my cat panics around dogs$/, 'my cat panics around dogs – is your clinic cat friendly'),
    23: reword(/^what's the next event you've got on\? we just got a puppy$/, "we just got a puppy! what's the next event at the clinic"),
  },
};

/**
 * The paraphrase check: each site with only its paraphrased questions, asked as a visitor would
 * (context added, their own words). `original` gives the same questions as written, to compare.
 */
export function paraphrased(sites: BenchSite[], original = false): BenchSite[] {
  return sites
    .filter((site) => PARAPHRASES[site.name.replace(/ \(mutated\)$/, '')])
    .map((site) => {
      const rewrites = PARAPHRASES[site.name.replace(/ \(mutated\)$/, '')]!;
      const questions = site.questions.flatMap((question, i) => {
        const rewrite = rewrites[i];
        return rewrite ? [original ? question : { ...question, ask: rewrite(question.ask) }] : [];
      });
      return { ...site, name: `${site.name}${original ? '' : ' (paraphrased)'}`, questions };
    });
}
