import { createHash } from 'node:crypto';
import { load, type CheerioAPI } from 'cheerio';
import { dropCookieBanners } from './cookie-banners';
import { CONTENT_IN_FORM, readableText } from './dom-text';
import { revealFoldedPanels } from './disclosure';
import { dedupeFaqs, faqsFromJsonLd, faqsFromMarkup } from './faqs';
import { readJsonLd, readMicrodata } from './json-ld';
import { productsFromJsonLd } from './products';
import type { ExtractedFaq, ExtractedProduct } from './types';
import { isAssetUrl, isHttpUrl, isSameSite } from './url';
import { pageUnits } from '../facts/page-units';
import { encodeUnit } from '../facts/unit';

export interface ExtractedPage {
  title: string;
  /** Readable main text, one block per line. */
  text: string;
  /** Absolute same-site page links, fragment stripped, deduplicated. */
  links: string[];
  faqs: ExtractedFaq[];
  products: ExtractedProduct[];
  /** sha256 (hex) of `text`, to skip pages that repeat another page's content. */
  contentHash: string;
  /** The page's facts as search chunks (see facts/unit.ts): site chrome included, under no page heading. */
  units: string[];
}

/** Site chrome and non-content elements, dropped before reading the text. */
const NOISE = 'script, style, noscript, template, nav, aside, svg, iframe, [hidden], [aria-hidden="true"], .skip-link, .skip-to-content';

/** Everything the knowledge base wants from one HTML page. Pure: no I/O. */
export function extractPage(html: string, url: string): ExtractedPage {
  const $ = load(html);
  revealFoldedPanels($);
  // Structured data, whether JSON-LD or microdata.
  const blocks = [...readJsonLd($), ...readMicrodata($)];
  const faqs = dedupeFaqs([...faqsFromJsonLd(blocks), ...faqsFromMarkup($)]);
  const products = productsFromJsonLd(blocks, url);
  // Links come from the whole page, navigation included: that is how the rest of the site is found.
  const links = extractLinks($, url);
  const title = extractTitle($);
  const units = pageUnits($, blocks, title).map(encodeUnit);
  const text = extractText($);
  return { title, text, links, faqs, products, contentHash: createHash('sha256').update(text).digest('hex'), units };
}

function extractTitle($: CheerioAPI): string {
  const candidates = [$('head > title').first().text(), $('meta[property="og:title"]').attr('content') ?? '', $('h1').first().text()];
  return candidates.map((candidate) => candidate.replace(/\s+/g, ' ').trim()).find((c) => c !== '') ?? '';
}

/** Mutates `$` (removes noise), so it runs after everything that needs the full document. */
function extractText($: CheerioAPI): string {
  $(NOISE).remove();
  dropCookieBanners($);
  $('form')
    .filter((_, element) => $(element).find(CONTENT_IN_FORM).length === 0)
    .remove();
  // Page-level header/footer are chrome; a header inside an article is usually its headline.
  $('header, footer')
    .filter((_, element) => $(element).parents('main, article, [role="main"]').length === 0)
    .remove();
  const main = $('main, [role="main"]');
  const articles = $('article').filter((_, element) => $(element).parents('article').length === 0);
  for (const root of [main, articles]) {
    if (root.length === 0) continue;
    const text = readableText(root);
    if (text !== '') return text;
  }
  return readableText($('body').length > 0 ? $('body') : $.root().contents());
}

function extractLinks($: CheerioAPI, pageUrl: string): string[] {
  let base: URL;
  try {
    // <base href> changes how relative links resolve.
    base = new URL($('base[href]').attr('href') ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }
  const links = new Set<string>();
  $('a[href]').each((_, element) => {
    const href = $(element).attr('href')?.trim();
    if (!href) return;
    let link: URL;
    try {
      link = new URL(href, base);
    } catch {
      return;
    }
    if (!isHttpUrl(link) || !isSameSite(link, pageUrl) || isAssetUrl(link)) return;
    link.hash = '';
    links.add(link.href);
  });
  return [...links];
}
