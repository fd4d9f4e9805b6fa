import { EVERY_AMOUNT, hasMoney } from './fact-types';
import { wordsOf } from './question';
import type { Scored } from './score-chunk';
import { matches, type Term } from './weigh-terms';

/**
 * "The Deluxe hand-tied… what will it cost?": of the priced lines that answer as well as the best,
 * the one that names more of what was asked (the size, the option) is the price asked for, not the
 * product's "from". Naming as much, one that states a price in the same sentence as what was asked
 * ("拔罐：NT$300／次") goes before an FAQ that names it in one sentence and prices something else in
 * another ("掛號費NT$150 … 推拿、拔罐…皆為自費項目"). Null where the best is that line already.
 */
export function pricedOptionAsked(scored: Scored[], terms: Term[]): Scored | null {
  const top = scored[0];
  if (!top) return null;
  const named = (s: Scored) => {
    const said = `${s.unit.heading.join(' ')} ${s.segment}`;
    return terms.filter((term) => matches(term, wordsOf(said), said)).length;
  };
  // What the heading names ("Deep tissue massage › 60 minutes $90") is named by each sentence under it.
  const pricedWithIt = (s: Scored) =>
    // (A shop's card shouts "Sale!" before its price: a "!" ends no sentence here.)
    s.segment.split(/(?<=[。？！])|(?<=[.?])\s+(?=\p{Lu})/u).some((sentence) => {
      const said = `${s.unit.heading.join(' ')} ${sentence}`;
      return hasMoney(sentence) && terms.some((term) => matches(term, wordsOf(said), said));
    });
  // A product's own text that lists its options' prices ("Junior 1 299 kr · Intermediate 1 649 kr · …") is
  // answered with the product's price, its lowest: an option asked that its name does not say ("… in
  // intermediate?"), naming as much, a line of one price that names it says the option's.
  const amounts = (s: Scored) => [...s.segment.matchAll(EVERY_AMOUNT)].length;
  const name = top.unit.heading.join(' ');
  const options = top.chunk.sourceType === 'product' && amounts(top) > 1 ? terms.filter((term) => !term.soft && !matches(term, wordsOf(name), name)) : [];
  const saysOption = (s: Scored) => amounts(s) === 1 && options.some((term) => matches(term, wordsOf(s.segment), s.segment));
  const rank = (s: Scored) => named(s) * 2 + (pricedWithIt(s) ? 1 : 0) + (saysOption(s) ? 0.5 : 0);
  const priced = scored.filter((s) => s.coverage >= top.coverage - 0.01 && s.score >= top.score - 0.2 && hasMoney(s.segment));
  const closest = priced.reduce<{ s: Scored; rank: number } | undefined>((most, s) => {
    const option = { s, rank: rank(s) };
    return most === undefined || option.rank > most.rank ? option : most;
  }, undefined);
  return closest && closest.rank > rank(top) ? closest.s : null;
}
