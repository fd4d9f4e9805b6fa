import type { CheerioAPI } from 'cheerio';
import { findTypedNodes } from '../crawler/json-ld';
import { asArray, asText, isRecord, type JsonRecord } from '../crawler/json-guards';
import { clean } from './page-dom';
import type { Unit } from './unit';

/** One option of a product as a shop sells it: "24 stems" at 105.00. */
interface Variant {
  label: string;
  price: number;
  soldOut: boolean;
}

/**
 * The prices of a product's options ("12 stems £60", "24 stems £105") that shop builders keep out of
 * the visible text: the page shows "from £60.00" and a size picker, and the script swaps the price
 * when a size is picked. The options and their prices are in the markup as data, which is read here:
 * Squarespace's `data-variants`, WooCommerce's `data-product_variations`, and the variant JSON of
 * Shopify themes (`<variant-selects>`/`<variant-radios>` and `data-product-json` scripts). One unit
 * per product, under its name, one option a line, the price written in the page's language.
 */
export function variantUnits($: CheerioAPI, jsonLd: unknown[], pageTitle: string): Unit[] {
  const locale = $('html').attr('lang')?.trim() || 'en';
  const currency = pageCurrency($, jsonLd);
  const name = productName($, jsonLd) ?? pageTitle;
  const sets: Variant[][] = [];
  const read = (selector: string, variantsOf: (element: ReturnType<CheerioAPI>) => Variant[]) => {
    $(selector).each((_, element) => {
      sets.push(variantsOf($(element)));
    });
  };
  read('[data-variants]', (element) => squarespaceVariants(element.attr('data-variants')));
  read('[data-product_variations]', (element) => wooVariants(element.attr('data-product_variations')));
  read(
    'variant-selects script[type="application/json"], variant-radios script[type="application/json"], script[data-product-json], script[id^="ProductJson"]',
    (element) => shopifyVariants(element.text()),
  );
  const units: Unit[] = [];
  const said = new Set<string>();
  for (const variants of sets) {
    const priced = variants.filter((variant) => variant.label && Number.isFinite(variant.price));
    // One option is the product's own price, which the page already says.
    if (priced.length < 2 || !currency) continue;
    const lines = priced.map((v) => `${name} — ${v.label}: ${money(v.price, currency, locale)}${v.soldOut ? ` (${soldOut(locale)})` : ''}`);
    const text = lines.join('\n');
    if (said.has(text)) continue;
    said.add(text);
    units.push({ heading: [name], text });
  }
  return units;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** "attribute_pa_size": "12-stems" → "12 stems"; several options joined ("Large / Red"). */
function optionLabel(attributes: unknown): string {
  if (!isRecord(attributes)) return '';
  return Object.values(attributes)
    .map((value) => (typeof value === 'string' ? clean(value.replace(/-/g, ' ')) : ''))
    .filter(Boolean)
    .join(' / ');
}

function squarespaceVariants(data: string | undefined): Variant[] {
  return asArray(parseJson(data))
    .filter(isRecord)
    .map((variant) => {
      const money = isRecord(variant.salePriceMoney) && variant.onSale === true ? variant.salePriceMoney : variant.priceMoney;
      const price = isRecord(money) ? Number(money.value) : Number(variant.price) / 100;
      const stock = isRecord(variant.stock) ? variant.stock : {};
      return { label: optionLabel(variant.attributes), price, soldOut: stock.unlimited !== true && Number(stock.quantity) === 0 };
    });
}

function wooVariants(data: string | undefined): Variant[] {
  return asArray(parseJson(data))
    .filter(isRecord)
    .map((variant) => ({ label: optionLabel(variant.attributes), price: Number(variant.display_price), soldOut: variant.is_in_stock === false }));
}

/** Shopify's variant JSON: an array of variants, or a product with `variants`; prices in cents. */
function shopifyVariants(text: string): Variant[] {
  const json = parseJson(text);
  const list = isRecord(json) ? asArray(json.variants) : asArray(json);
  return list.filter(isRecord).map((variant: JsonRecord) => ({
    label: clean(asText(variant.title) ?? asText(variant.public_title) ?? ''),
    price: Number(variant.price) / 100,
    soldOut: variant.available === false,
  }));
}

function productName($: CheerioAPI, jsonLd: unknown[]): string | null {
  const product = findTypedNodes(jsonLd, ['Product'])[0];
  return (product && asText(product.name)) || clean($('h1').first().text()) || null;
}

/** ISO 4217 code of the page's prices: structured data first, then the shop's meta tags. */
function pageCurrency($: CheerioAPI, jsonLd: unknown[]): string | null {
  for (const product of findTypedNodes(jsonLd, ['Product', 'Offer', 'AggregateOffer'])) {
    const offers = [product, ...asArray(product.offers).filter(isRecord)];
    for (const offer of offers) {
      const code = asText(offer.priceCurrency);
      if (code && /^[A-Za-z]{3}$/.test(code)) return code.toUpperCase();
    }
  }
  const meta = $('meta[property="og:price:currency"], meta[property="product:price:currency"], meta[itemprop="priceCurrency"]').attr('content');
  return meta && /^[A-Za-z]{3}$/.test(meta.trim()) ? meta.trim().toUpperCase() : null;
}

function money(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount).replace(/\u00a0|\u202f/g, ' ');
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const SOLD_OUT: Record<string, string> = { de: 'ausverkauft', fr: 'épuisé', es: 'agotado', it: 'esaurito' };
const soldOut = (locale: string) => SOLD_OUT[locale.slice(0, 2).toLowerCase()] ?? 'sold out';
