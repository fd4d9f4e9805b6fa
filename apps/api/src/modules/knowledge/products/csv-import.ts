import { parse } from 'csv-parse/sync';
import type { ProductValues } from './product-repository';

export class CsvImportError extends Error {}

const AVAILABILITY: Record<string, ProductValues['availability']> = {
  in_stock: 'in_stock',
  instock: 'in_stock',
  'in stock': 'in_stock',
  available: 'in_stock',
  yes: 'in_stock',
  true: 'in_stock',
  out_of_stock: 'out_of_stock',
  outofstock: 'out_of_stock',
  'out of stock': 'out_of_stock',
  sold_out: 'out_of_stock',
  no: 'out_of_stock',
  false: 'out_of_stock',
  preorder: 'preorder',
  'pre-order': 'preorder',
};

/** "19.99", "$1,299.00", "1 299,50" → cents; anything else → null. */
export function parsePriceCents(value: string | undefined): number | null {
  if (!value) return null;
  let cleaned = value.replace(/[^\d.,-]/g, '');
  if (/,\d{2}$/.test(cleaned) && !/\.\d{2}$/.test(cleaned)) cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  const amount = Number(cleaned.replace(/,/g, ''));
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : null;
}

const httpUrl = (value: string | undefined) => (value && /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null);

/**
 * A product catalogue CSV: a header row naming columns (name is required; description, price,
 * currency, sku, url, image_url or image, availability are optional), one product per row.
 */
export function parseProductCsv(text: string, maxRows = 5000): ProductValues[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_')),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new CsvImportError(`The CSV could not be read: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new CsvImportError('The CSV has no product rows.');
  if (!('name' in records[0]!))
    throw new CsvImportError('The CSV needs a "name" column (optional: description, price, currency, sku, url, image_url, availability).');
  if (records.length > maxRows) throw new CsvImportError(`The CSV has more than ${maxRows} rows; split it into smaller files.`);
  return records
    .filter((row) => row.name)
    .map((row) => ({
      name: row.name!.slice(0, 200),
      description: (row.description ?? '').slice(0, 5000),
      priceCents: parsePriceCents(row.price),
      currency: /^[a-z]{3}$/i.test(row.currency ?? '') ? row.currency!.toUpperCase() : null,
      sku: row.sku ? row.sku.slice(0, 100) : null,
      url: httpUrl(row.url),
      imageUrl: httpUrl(row.image_url ?? row.image),
      availability: AVAILABILITY[(row.availability ?? '').toLowerCase()] ?? 'unknown',
      source: 'csv' as const,
    }));
}
