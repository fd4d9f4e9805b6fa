/**
 * Words visitors use for what sites write differently: common abbreviations and everyday
 * synonyms of commerce and services. Deliberately short and general (no business's own terms):
 * each entry is a word any shop, practice or venue might see either way round.
 */
const GROUPS: string[][] = [
  ['uk', 'united kingdom', 'britain', 'great britain'],
  ['eu', 'european union', 'europe'],
  ['us', 'usa', 'united states', 'america'],
  ['kid', 'child', 'children'],
  ['bike', 'bicycle'],
  ['appt', 'appointment'],
  ['doc', 'doctor', 'dr'],
  ['gf', 'gluten free', 'gluten-free'],
  ['vegetarian', 'veggie'],
  ['tv', 'television'],
  ['wifi', 'wi-fi', 'wireless'],
  ['kg', 'kilo', 'kilogram'],
  ['cancel', 'cancellation'],
  ['booking', 'reservation', 'reserve', 'book'],
  ['buy', 'purchase'],
  ['shop', 'store'],
  ['mobile', 'cell'],
  ['gift card', 'gift voucher', 'voucher'],
  ['toilet', 'restroom', 'bathroom'],
  ['car park', 'parking'],
];

const BY_WORD = new Map<string, string[]>();
for (const group of GROUPS) for (const word of group) BY_WORD.set(word, group.filter((other) => other !== word));

/** Other ways to say the word (multi-word alternatives are phrases), or none. */
export function alternativesOf(word: string): string[] {
  return BY_WORD.get(word) ?? [];
}

/**
 * Nouns that say what sort of thing is asked about rather than which: "what is your cancellation
 * *policy*", "which *dentist* does implants". They count when the knowledge has them, and their
 * absence never makes the agent give up.
 */
export const WEAK_WORDS = new Set(
  `policy policie service product item items thing deal place business company team staff people person customer client guy guys order
   dentist doctor stylist therapist trainer teacher instructor specialist expert member employee practitioner
   practice clinic office studio branch location site premise venue salon restaurant
   option choice range selection kind sort type variety menu list
   tell know help assist question answer detail information info
   fit hold seat accommodate bring come happen include work mean last leave arrive allow accept apply pick choose recommend suggest
   eat drink wear use try visit stay wait start begin finish end run see meet talk speak walk drive`
    .split(/\s+/)
    .filter(Boolean),
);
