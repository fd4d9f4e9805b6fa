import { htmlToText } from './dom-text';
import { findTypedNodes } from './json-ld';
import { asArray, asText, isRecord, type JsonRecord } from './json-guards';
import { normaliseUrl } from './url';
import type { Availability, ExtractedProduct } from './types';

/**
 * A price as a number. Schema.org asks for "1299.00", but sites also write "$1,299.00",
 * "1.299,00" or "12,50"; the last separator followed by 1–2 digits is taken as the decimal point.
 */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = (decimal ? cleaned.slice(0, decimal.index) : cleaned).replace(/[.,]/g, '');
  const parsed = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  return Number.isFinite(parsed) ? parsed : null;
}

/** schema.org ItemAvailability (full URL or bare name) → our four states. */
export function parseAvailability(value: unknown): Availability {
  const name = typeof value === 'string' ? value.replace(/^.*[/:]/, '').toLowerCase() : '';
  switch (name) {
    case 'instock':
    case 'limitedavailability':
    case 'onlineonly':
    case 'instoreonly':
      return 'in_stock';
    case 'outofstock':
    case 'soldout':
    case 'discontinued':
      return 'out_of_stock';
    // Back-ordered items can be ordered now and ship later, which is what "preorder" tells a buyer.
    case 'preorder':
    case 'presale':
    case 'backorder':
      return 'preorder';
    default:
      return 'unknown';
  }
}

function absoluteHttpUrl(value: unknown, base: string): string | null {
  const text = asText(value);
  if (text === null) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** image may be a URL, an ImageObject, or an array of either. */
function firstImage(value: unknown, base: string): string | null {
  for (const item of asArray(value)) {
    const url = isRecord(item) ? absoluteHttpUrl(item.url ?? item.contentUrl, base) : absoluteHttpUrl(item, base);
    if (url !== null) return url;
  }
  return null;
}

/** Offers may be an Offer, an array, or an AggregateOffer (lowPrice, nested offers). */
function flattenOffers(value: unknown): JsonRecord[] {
  const offers: JsonRecord[] = [];
  for (const offer of asArray(value).filter(isRecord)) {
    offers.push(offer);
    offers.push(...asArray(offer.offers).filter(isRecord));
  }
  return offers;
}

function offerPrice(offer: JsonRecord): { price: number | null; currency: string | null } {
  const spec = asArray(offer.priceSpecification).find(isRecord);
  const price = parsePrice(offer.price) ?? parsePrice(offer.lowPrice) ?? (spec ? parsePrice(spec.price) : null);
  const currency = asText(offer.priceCurrency) ?? (spec ? asText(spec.priceCurrency) : null);
  return { price, currency: currency?.toUpperCase() ?? null };
}

function toProduct(node: JsonRecord, pageUrl: string): ExtractedProduct | null {
  const name = asText(node.name);
  if (name === null) return null;
  const offers = flattenOffers(node.offers);
  // The first offer with a price describes the product; availability may sit on any offer.
  const priced = offers.find((offer) => offerPrice(offer).price !== null) ?? offers[0];
  const { price, currency } = priced ? offerPrice(priced) : { price: null, currency: null };
  const availabilityOffer = priced?.availability !== undefined ? priced : offers.find((o) => o.availability);
  const description = asText(node.description);
  return {
    name: htmlToText(name),
    description: description === null ? null : htmlToText(description) || null,
    price,
    currency,
    sku: asText(node.sku) ?? (priced ? asText(priced.sku) : null),
    url: absoluteHttpUrl(node.url, pageUrl) ?? absoluteHttpUrl(priced?.url, pageUrl) ?? pageUrl,
    image: firstImage(node.image, pageUrl),
    availability: parseAvailability(availabilityOffer?.availability),
  };
}

/** Products from JSON-LD, including ones inside @graph, arrays, ItemList and ProductGroup. */
export function productsFromJsonLd(blocks: unknown[], pageUrl: string): ExtractedProduct[] {
  return findTypedNodes(blocks, ['Product'])
    .map((node) => toProduct(node, pageUrl))
    .filter((product): product is ExtractedProduct => product !== null);
}

/**
 * Merges products describing the same item: same SKU, or else same normalised URL. The first
 * occurrence wins field by field and later ones only fill its gaps (JSON-LD knows the currency,
 * the Shopify feed may know the SKU).
 */
export function dedupeProducts(products: ExtractedProduct[]): ExtractedProduct[] {
  const merged: ExtractedProduct[] = [];
  const byKey = new Map<string, ExtractedProduct>();
  const keysOf = (product: ExtractedProduct): string[] => {
    const keys = [`url:${safeNormalise(product.url)}`];
    if (product.sku !== null) keys.unshift(`sku:${product.sku.toLowerCase()}`);
    return keys;
  };
  for (const product of products) {
    const keys = keysOf(product);
    const existing = keys.map((key) => byKey.get(key)).find((found) => found !== undefined);
    if (existing === undefined) {
      const copy = { ...product };
      merged.push(copy);
      for (const key of keys) byKey.set(key, copy);
      continue;
    }
    existing.description ??= product.description;
    existing.price ??= product.price;
    existing.currency ??= product.currency;
    existing.sku ??= product.sku;
    existing.image ??= product.image;
    if (existing.availability === 'unknown') existing.availability = product.availability;
    for (const key of keysOf(existing)) if (!byKey.has(key)) byKey.set(key, existing);
  }
  return merged;
}

function safeNormalise(url: string): string {
  try {
    return normaliseUrl(url);
  } catch {
    return url;
  }
}
