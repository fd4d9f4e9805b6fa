import type { CheerioAPI } from 'cheerio';
import { findTypedNodes, parseLenient } from '../crawler/json-ld';
import { asArray, asText, isRecord, type JsonRecord } from '../crawler/json-guards';
import { hasMoney, MONEY } from '../answer/fact-types';
import { PAGE_IN_FORM } from '../crawler/dom-text';
import { clean, type DomNode } from './page-dom';
import { splitSentences } from './sentences';
import { splitLongUnit, type Unit } from './unit';

/** One option of a product as a shop sells it: "24 stems" at 105.00. */
interface Variant {
  label: string;
  price: number;
  /** Where the option says its own currency (Squarespace's priceMoney). */
  currency?: string;
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
  const pageProduct = short(productName($, jsonLd) ?? pageTitle, MAX_NAME);
  const sets: VariantSet[] = [];
  const read = (selector: string, variantsOf: (element: ReturnType<CheerioAPI>) => VariantSet) => {
    $(selector).each((i, element) => {
      if (i < MAX_SETS) sets.push(variantsOf($(element)));
    });
  };
  read('[data-variants]', (element) => ({ name: null, variants: squarespaceVariants(element.attr('data-variants')) }));
  read('[data-product_variations]', (element) => ({ name: null, variants: wooVariants(element.attr('data-product_variations')) }));
  read(
    'variant-selects script[type="application/json"], variant-radios script[type="application/json"], script[data-product-json], script[id^="ProductJson"]',
    (element) => shopifyVariants(element.text()),
  );
  // A set that does not say whose options it holds belongs to the page's product only when it is the
  // page's one set: a collection page's quick-add pickers are other products'.
  const unnamed = sets.filter((set) => set.name === null).length;
  const units: Unit[] = [];
  const said = new Set<string>();
  for (const set of sets) {
    const name = set.name ?? (unnamed === 1 ? pageProduct : null);
    const priced = set.variants.filter((variant) => variant.label && Number.isFinite(variant.price) && variant.price >= 0).slice(0, MAX_OPTIONS);
    // One option is the product's own price, which the page already says.
    if (!name || priced.length < 2 || !currency) continue;
    const lines = priced.map(
      (v) => `${name} — ${short(v.label, MAX_LABEL)}: ${money(v.price, v.currency ?? currency, locale)}${v.soldOut ? ` (${soldOut(locale)})` : ''}`,
    );
    const text = lines.join('\n');
    if (said.has(text)) continue;
    said.add(text);
    units.push(...splitLongUnit({ heading: [name], text }, splitSentences));
  }
  // A picker says again what a set's data said ("S - £10.00" beside the variant JSON): read only without one.
  if (units.length) return units;
  const pickers = pricedPickers($);
  // As with the data sets, a page's pickers are its product's only where there is one, or where
  // one form holds them all (size, glass, mat of one product): a collection's quick-add pickers
  // are other products', each in a form of its own.
  const form = pickers[0]?.form ?? null;
  // A form that wraps the page (ASP.NET WebForms) holds every product's pickers: no one product's.
  const oneForm = form !== null && $(form).find(PAGE_IN_FORM).length === 0 && pickers.every((picker) => picker.form === form);
  if ((pickers.length === 1 || oneForm) && pageProduct) {
    for (const { label, options } of pickers) {
      const text = options.map((option) => `${pageProduct} — ${label ? `${label}: ` : ''}${option}`).join('\n');
      units.push(...splitLongUnit({ heading: [pageProduct], text }, splitSentences));
    }
  }
  return units;
}

/**
 * Pickers whose options say their prices in their own text ("Small car (Yaris, Accent) – 690 SAR"):
 * the page shows one price and swaps it when an option is picked, and the page's text leaves
 * form controls out. Each with its label ("Car size") where the page gives one.
 */
function pricedPickers($: CheerioAPI): { label: string; options: string[]; form: DomNode | null }[] {
  const pickers: { label: string; options: string[]; form: DomNode | null }[] = [];
  $('select').each((i, element) => {
    if (i >= MAX_SETS) return false;
    const select = $(element);
    // Its own options (and its groups'), the first few only: a page may hold a select of thousands.
    const read: DomNode[] = [];
    for (const child of element.children) {
      if (read.length >= MAX_OPTIONS) break;
      if (!('name' in child) || !('children' in child)) continue;
      if (child.name === 'option') read.push(child);
      else if (child.name === 'optgroup') read.push(...child.children.filter((option: DomNode) => 'name' in option && option.name === 'option'));
    }
    const options = read
      .slice(0, MAX_OPTIONS)
      .map((option) => short(clean($(option).text()), MAX_LABEL))
      .filter(hasMoney);
    // Options that differ by their amount only ("50 €", "80 €") are a gift card's values, no option's
    // price; options that differ by a size ("8 x 10 in – $24.00", "11 x 14 in – $34.00") are options.
    const amountless = (option: string) => option.replace(AMOUNTS, '').replace(/[\s.,]/g, '');
    if (options.length < 2 || new Set(options.map(amountless)).size === 1) return;
    const id = select.attr('id');
    const label = clean(
      (id
        ? $('label')
            .filter((_, candidate) => $(candidate).attr('for') === id)
            .first()
            .text()
        : '') ||
        (select.attr('aria-label') ?? '') ||
        // Square's label stands before its select without a "for": one for another control is not its.
        select.prev('label:not([for])').text(),
    );
    pickers.push({ label: short(label, MAX_LABEL), options, form: select.closest('form').get(0) ?? null });
  });
  return pickers;
}

const AMOUNTS = new RegExp(MONEY.source, 'gi');

/** Crawled markup is anyone's: a name, an option label and how many are read stay small. */
const MAX_NAME = 120;
const MAX_LABEL = 80;
const MAX_OPTIONS = 50;
const MAX_SETS = 20;
const short = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

interface VariantSet {
  /** The product the set says it is of (Shopify's product JSON does); null when it does not. */
  name: string | null;
  variants: Variant[];
}

/** A price in the data: a number, or a decimal string ("105.00"); an empty value is none. */
const priceOf = (value: unknown): number => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN);

/** Larger than any real product's variants: left unread. */
const MAX_JSON = 500_000;

function parseJson(text: string | undefined): unknown {
  return text && text.length <= MAX_JSON ? (parseLenient(text) ?? null) : null;
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
      const price = isRecord(money) ? priceOf(money.value) : priceOf(variant.price) / 100;
      const code = isRecord(money) ? asText(money.currency) : null;
      const stock = isRecord(variant.stock) ? variant.stock : {};
      return {
        label: optionLabel(variant.attributes),
        price,
        currency: code && /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : undefined,
        soldOut: stock.unlimited !== true && stock.quantity === 0,
      };
    });
}

function wooVariants(data: string | undefined): Variant[] {
  return asArray(parseJson(data))
    .filter(isRecord)
    .map((variant) => ({ label: optionLabel(variant.attributes), price: priceOf(variant.display_price), soldOut: variant.is_in_stock === false }));
}

/** Shopify's variant JSON: an array of variants, or a product with its title and `variants`; prices in cents unless written as decimals. */
function shopifyVariants(text: string): VariantSet {
  const json = parseJson(text);
  const list = isRecord(json) ? asArray(json.variants) : asArray(json);
  const title = isRecord(json) ? asText(json.title) : null;
  const variants = list.filter(isRecord).map((variant: JsonRecord) => ({
    label: clean(asText(variant.title) ?? asText(variant.public_title) ?? ''),
    price: typeof variant.price === 'string' && variant.price.includes('.') ? priceOf(variant.price) : priceOf(variant.price) / 100,
    soldOut: variant.available === false,
  }));
  return { name: title ? short(clean(title), MAX_NAME) : null, variants };
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
