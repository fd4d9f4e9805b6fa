/** Shapes the scraper produces; plain data so they can be stored as JSON by the job queue. */

export type Availability = 'in_stock' | 'out_of_stock' | 'preorder' | 'unknown';

export interface ExtractedFaq {
  question: string;
  answer: string;
}

export interface ExtractedProduct {
  name: string;
  description: string | null;
  price: number | null;
  /** ISO 4217 code, upper-case, when the page states it. */
  currency: string | null;
  sku: string | null;
  /** Absolute URL of the product page. */
  url: string;
  /** Absolute URL of the first image. */
  image: string | null;
  availability: Availability;
}
