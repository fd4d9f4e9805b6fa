import { htmlToText } from './dom-text';
import { asArray, asText, isRecord } from './json-guards';
import { parsePrice } from './products';
import type { Availability, ExtractedProduct } from './types';

/**
 * Products from a Shopify store's public `/products.json`. The feed has no currency (it is a shop
 * setting), so currency is null; the JSON-LD on product pages usually fills it in when merged.
 */
export function parseShopifyProducts(json: unknown, storeOrigin: string): ExtractedProduct[] {
  if (!isRecord(json)) return [];
  const origin = new URL(storeOrigin).origin;
  const products: ExtractedProduct[] = [];
  for (const item of asArray(json.products).filter(isRecord)) {
    const name = asText(item.title);
    const handle = asText(item.handle);
    if (name === null || handle === null) continue;
    const variants = asArray(item.variants).filter(isRecord);
    const first = variants[0];
    const image = asArray(item.images).filter(isRecord)[0];
    const bodyHtml = asText(item.body_html);
    products.push({
      name,
      description: bodyHtml === null ? null : htmlToText(bodyHtml) || null,
      price: first ? parsePrice(first.price) : null,
      currency: null,
      sku: first ? asText(first.sku) : null,
      url: `${origin}/products/${encodeURIComponent(handle)}`,
      image: image ? asText(image.src) : null,
      availability: availabilityOf(variants),
    });
  }
  return products;
}

/** In stock when any variant can be bought: a shoe sold out in one size is still for sale. */
function availabilityOf(variants: Record<string, unknown>[]): Availability {
  const flags = variants.map((variant) => variant.available).filter((flag) => typeof flag === 'boolean');
  if (flags.length === 0) return 'unknown';
  return flags.some(Boolean) ? 'in_stock' : 'out_of_stock';
}
