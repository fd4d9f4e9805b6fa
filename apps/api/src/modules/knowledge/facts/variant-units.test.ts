import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readJsonLd } from '../crawler/json-ld';
import { variantUnits } from './variant-units';

const unitsOf = (html: string, title = 'Page') => {
  const $ = load(html);
  return variantUnits($, readJsonLd($), title);
};
const attr = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');
const productLd = (name: string, currency: string) =>
  `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name, offers: { '@type': 'AggregateOffer', lowPrice: '1', priceCurrency: currency } })}</script>`;

describe('the prices of a product’s options, kept as data in the markup', () => {
  it('reads Squarespace’s data-variants, sale prices and sold-out options', () => {
    const variants = [
      { attributes: { Size: '12 stems' }, priceMoney: { currency: 'GBP', value: '60.00' }, onSale: false, stock: { unlimited: true } },
      {
        attributes: { Size: '24 stems' },
        priceMoney: { currency: 'GBP', value: '105.00' },
        onSale: true,
        salePriceMoney: { value: '95.00' },
        stock: { quantity: 0 },
      },
    ];
    const html = `<html lang="en-GB"><body><h1>Red Rose Bouquet</h1><div class="product-variants" data-variants="${attr(variants)}"></div>${productLd('Red Rose Bouquet', 'GBP')}</body></html>`;
    expect(unitsOf(html)).toEqual([
      { heading: ['Red Rose Bouquet'], text: 'Red Rose Bouquet — 12 stems: £60.00\nRed Rose Bouquet — 24 stems: £95.00 (sold out)' },
    ]);
  });

  it('reads WooCommerce’s variations form, in the page’s language', () => {
    const variations = [
      { attributes: { attribute_pa_groesse: '0-5-l' }, display_price: 12.5, is_in_stock: true },
      { attributes: { attribute_pa_groesse: '1-l' }, display_price: 21, is_in_stock: true },
    ];
    const html = `<html lang="de-DE"><head><meta property="product:price:currency" content="EUR"></head><body><h1>Olivenöl</h1><form class="variations_form cart" data-product_variations="${attr(variations)}"></form></body></html>`;
    expect(unitsOf(html)[0]!.text).toBe('Olivenöl — 0 5 l: 12,50 €\nOlivenöl — 1 l: 21,00 €');
  });

  it('reads a Shopify theme’s variant JSON (prices in cents)', () => {
    const variants = [
      { title: 'Découverte', price: 3900, available: true },
      { title: 'Grand Cru', price: 7900, available: false },
    ];
    const html = `<html lang="fr"><body><h1>Le Club</h1><variant-selects><script type="application/json">${JSON.stringify(variants)}</script></variant-selects>${productLd('Le Club', 'EUR')}</body></html>`;
    expect(unitsOf(html)[0]!.text).toBe('Le Club — Découverte: 39,00 €\nLe Club — Grand Cru: 79,00 € (épuisé)');
  });

  it('names a set by its own product, and leaves unnamed sets of a collection page unsaid', () => {
    const product = (title: string) =>
      JSON.stringify({
        title,
        variants: [
          { title: 'S', price: 1000 },
          { title: 'L', price: '15.00' },
        ],
      });
    const shopify = `<html><body><h1>Shop</h1><script data-product-json type="application/json">${product('Mug')}</script>${productLd('Mug', 'USD')}</body></html>`;
    expect(unitsOf(shopify)).toEqual([{ heading: ['Mug'], text: 'Mug — S: $10.00\nMug — L: $15.00' }]);
    const pickers = [
      { attributes: { Size: 'S' }, priceMoney: { value: '20.00' } },
      { attributes: { Size: 'L' }, priceMoney: { value: null } },
      { attributes: { Size: 'XL' }, priceMoney: { value: '30.00' } },
    ];
    const grid = `<h1>All vases</h1><div data-variants="${attr(pickers)}"></div><div data-variants="${attr(pickers)}"></div>${productLd('Vase', 'GBP')}`;
    expect(unitsOf(grid)).toEqual([]);
    // An option without a price is left out, not said to be free.
    expect(unitsOf(`<h1>Vase</h1><div data-variants="${attr(pickers)}"></div>${productLd('Vase', 'GBP')}`)[0]!.text).toBe(
      'Vase — S: £20.00\nVase — XL: £30.00',
    );
  });

  it('says nothing for one option, an unknown currency or data that is not JSON', () => {
    const one = [{ attributes: { Size: 'One size' }, priceMoney: { value: '20.00' } }];
    expect(unitsOf(`<h1>Vase</h1><div data-variants="${attr(one)}"></div>${productLd('Vase', 'GBP')}`)).toEqual([]);
    const two = [
      { attributes: { Size: 'S' }, priceMoney: { value: '20.00' } },
      { attributes: { Size: 'L' }, priceMoney: { value: '30.00' } },
    ];
    expect(unitsOf(`<h1>Vase</h1><div data-variants="${attr(two)}"></div>`)).toEqual([]);
    expect(unitsOf(`<h1>Vase</h1><div data-variants="[{oops"></div>${productLd('Vase', 'GBP')}`)).toEqual([]);
  });

  it('reads a picker whose options say their own prices, under its label', () => {
    const html = `<h1>Windshield replacement</h1><label for="size">Car size</label><select id="size"><option value="">Choose</option><option>Small car (Yaris, Accent) – 690 SAR</option><option>Large car / SUV – 1,290 SAR</option></select>`;
    expect(unitsOf(html)).toEqual([
      {
        heading: ['Windshield replacement'],
        text: 'Windshield replacement — Car size: Small car (Yaris, Accent) – 690 SAR\nWindshield replacement — Car size: Large car / SUV – 1,290 SAR',
      },
    ]);
  });

  it('leaves pickers of amounts alone, and a page of several pickers (a collection’s)', () => {
    expect(unitsOf(`<h1>Gift card</h1><select aria-label="Amount"><option>50 €</option><option>80 €</option><option>100 €</option></select>`)).toEqual([]);
    const picker = (name: string) => `<select><option>${name} small – €5</option><option>${name} large – €9</option></select>`;
    expect(unitsOf(`<h1>Shop</h1>${picker('Tea')}${picker('Coffee')}`)).toEqual([]);
    // Each in a form of its own, a collection's quick-add pickers are still other products'.
    expect(unitsOf(`<h1>Shop</h1><form>${picker('Tea')}</form><form>${picker('Coffee')}</form>`)).toEqual([]);
  });

  it('reads options that differ by a size as options, and every picker of one product’s form', () => {
    const sizes = `<h1>Black frame</h1><select aria-label="Size"><option>8 x 10 in – $24.00</option><option>11 x 14 in – $34.00</option></select>`;
    expect(unitsOf(sizes)[0]!.text).toBe('Black frame — Size: 8 x 10 in – $24.00\nBlack frame — Size: 11 x 14 in – $34.00');
    // Square Online: the label before each select, all in the product's one form.
    const form = `<h1>Custom framing</h1><form><label>Size</label><select><option>Choose size</option><option>11 x 14 in – $118.00</option><option>16 x 20 in – $164.00</option></select><label>Glazing</label><select><option>Regular glass</option><option>UV glass (+$40.00)</option><option>Museum glass (+$125.00)</option></select></form>`;
    expect(unitsOf(form).map((unit) => unit.text)).toEqual([
      'Custom framing — Size: 11 x 14 in – $118.00\nCustom framing — Size: 16 x 20 in – $164.00',
      'Custom framing — Glazing: UV glass (+$40.00)\nCustom framing — Glazing: Museum glass (+$125.00)',
    ]);
  });

  it('reads a picker’s grouped options, and no picker where the options’ data already said the prices', () => {
    const grouped = `<h1>Tint film</h1><select aria-label="Grade"><optgroup label="Film"><option>Carbon – 750 SAR</option><option>Ceramic – 1,400 SAR</option></optgroup></select>`;
    expect(unitsOf(grouped)[0]!.text).toBe('Tint film — Grade: Carbon – 750 SAR\nTint film — Grade: Ceramic – 1,400 SAR');
    const variations = [
      { attributes: { attribute_size: 'S' }, display_price: 10, is_in_stock: true },
      { attributes: { attribute_size: 'L' }, display_price: 12, is_in_stock: true },
    ];
    const both = `<html lang="en-GB"><head><meta property="product:price:currency" content="GBP"></head><body><h1>Tee</h1><form data-product_variations="${attr(variations)}"><select><option>S - £10.00</option><option>L - £12.00</option></select></form></body></html>`;
    expect(unitsOf(both)).toEqual([{ heading: ['Tee'], text: 'Tee — S: £10.00\nTee — L: £12.00' }]);
    // A select of thousands is read for its first fifty options only.
    const many = Array.from({ length: 60 }, (_, i) => `<option>${i < 50 ? `Size ${i}` : `Size ${i} – €${i}`}</option>`).join('');
    expect(unitsOf(`<h1>Poster</h1><select>${many}</select>`)).toEqual([]);
  });
});
