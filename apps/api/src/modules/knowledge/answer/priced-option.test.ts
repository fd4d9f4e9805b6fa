import { describe, expect, it } from 'vitest';
import { pricedOptionAsked } from './priced-option';
import { wordsOf } from './question';
import type { Scored } from './score-chunk';
import type { Term } from './weigh-terms';

const scored = (id: number, segment: string, heading: string[], score = 1): Scored => ({
  chunk: { id, sourceType: 'page', sourceId: id, title: '', content: segment, url: null, rank: 0 },
  unit: { heading, text: segment },
  segment,
  coverage: 1,
  score,
  label: null,
  extra: null,
});
const term = (word: string): Term => ({ word: wordsOf(word)[0]!, alts: [], chunks: 1, soft: false });

describe('the priced line asked for', () => {
  it('is one that states the price in the same sentence as what was asked, before an FAQ that prices something else', () => {
    const faq = scored(1, '每次收掛號費NT$150及部分負擔NT$50。推拿、拔罐皆為自費項目。', ['Q：哪些項目可以使用健保？'], 1.04);
    const line = scored(2, '拔罐：NT$300／次', ['自費項目'], 0.94);
    expect(pricedOptionAsked([faq, line], [term('拔罐')])).toBe(line);
  });

  it('keeps the best where its heading names what was asked above its price', () => {
    const top = scored(1, '60 minutes $90', ['Deep tissue massage']);
    const addOn = scored(2, 'Add hot stones to any massage for $20.', ['Extras']);
    expect(pricedOptionAsked([top, addOn], [term('massage')])).toBeNull();
  });

  it('reads a card\'s "Sale!" as no end of its sentence', () => {
    const card = scored(1, 'iPhone 12 64GB – Grade A — Sale! £279 Add to basket', []);
    const repair = scored(2, 'iPhone 13 — Screen: £139, Battery: £69', ['Model']);
    expect(pricedOptionAsked([card, repair], [term('iphone')])).toBeNull();
  });

  it('takes the line that names more of what was asked (the size, the option)', () => {
    const from = scored(1, 'Bouquets from £35', ['Bouquets']);
    const deluxe = scored(2, 'Deluxe hand-tied bouquet £65', ['Bouquets']);
    expect(pricedOptionAsked([from, deluxe], [term('deluxe'), term('bouquet')])).toBe(deluxe);
  });

  it("takes an option's own priced line over a product's text that lists every option's price (answered with its lowest)", () => {
    const product = { ...scored(1, 'Junior 1 299 kr · Intermediate 1 649 kr · Senior 1 999 kr.', ['CCM Tacks AS-580'], 1.16) };
    product.chunk = { ...product.chunk, sourceType: 'product' };
    const variant = scored(2, 'CCM Tacks AS-580 — Version: Intermediate (stl 4–6,5) – 1 649 kr', ['CCM Tacks AS-580'], 1.15);
    expect(pricedOptionAsked([product, variant], [term('ccm'), term('intermediate')])).toBe(variant);
    // A page's list of prices is said as it stands: no product's lowest price answers for it.
    const page = scored(1, 'Junior 1 299 kr · Intermediate 1 649 kr · Senior 1 999 kr.', ['CCM Tacks AS-580'], 1.16);
    expect(pricedOptionAsked([page, variant], [term('ccm'), term('intermediate')])).toBeNull();
    // No option asked ("How much are the CCM Tacks?"): the product's own price answers.
    expect(pricedOptionAsked([product, variant], [term('ccm'), term('tacks')])).toBeNull();
  });
});
