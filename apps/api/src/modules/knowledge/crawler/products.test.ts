import { describe, expect, it } from 'vitest';
import { dedupeProducts, parsePrice } from './products';
import { parseShopifyProducts } from './shopify';

describe('parseShopifyProducts', () => {
  it('maps the products.json feed', () => {
    const products = parseShopifyProducts(
      {
        products: [
          {
            title: 'Camp Mug',
            handle: 'camp-mug',
            body_html: '<p>Enamel <strong>mug</strong>.</p>',
            variants: [
              { price: '18.00', sku: 'CM-300', available: false },
              { price: '19.00', sku: 'CM-301', available: true },
            ],
            images: [{ src: 'https://cdn.example/mug.jpg' }, { src: 'https://cdn.example/mug2.jpg' }],
          },
          { title: 'Gift card', handle: 'gift-card', body_html: null, variants: [{ price: '25', sku: '' }], images: [] },
          { title: 'No handle' },
          'garbage',
        ],
      },
      'https://shop.example/collections/all',
    );
    expect(products).toEqual([
      {
        name: 'Camp Mug',
        description: 'Enamel mug.',
        price: 18,
        currency: null,
        sku: 'CM-300',
        url: 'https://shop.example/products/camp-mug',
        image: 'https://cdn.example/mug.jpg',
        availability: 'in_stock',
      },
      {
        name: 'Gift card',
        description: null,
        price: 25,
        currency: null,
        sku: null,
        url: 'https://shop.example/products/gift-card',
        image: null,
        availability: 'unknown',
      },
    ]);
    expect(parseShopifyProducts('<html>', 'https://shop.example')).toEqual([]);
  });

  it('merges a Shopify product into the JSON-LD one with the same SKU', () => {
    const [merged, ...rest] = dedupeProducts([
      { name: 'Shoe', description: null, price: 129, currency: 'USD', sku: 'TS-100', url: 'https://s.example/p/shoe', image: null, availability: 'unknown' },
      {
        name: 'Shoe',
        description: 'Grippy.',
        price: 120,
        currency: null,
        sku: 'TS-100',
        url: 'https://s.example/products/shoe',
        image: 'https://cdn/x.jpg',
        availability: 'in_stock',
      },
    ]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ price: 129, currency: 'USD', description: 'Grippy.', image: 'https://cdn/x.jpg', availability: 'in_stock' });
    expect(parsePrice('$1,299.00')).toBe(1299);
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('free')).toBeNull();
  });
});
