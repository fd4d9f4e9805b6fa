import type { Message } from './TranscriptEntry';

/** At most this many "From:" links under one answer: the page it came from, not a bibliography. */
export const MAX_SOURCE_LINKS = 2;

/** A page an answer came from, as the visitor sees it under the answer. */
export interface SourceLink {
  url: string;
  /** The page's title without the site's name; `fromAddress` when only the address names it. */
  label: string;
  fromAddress: boolean;
}

/** The separators sites put between a page's title and their name ("Shipping & returns | Trail Co"), kept by `split`. */
const SEPARATOR = /(\s+(?:\||–|—|·|•|»|::|-)\s+)/;
/** A plain hyphen also joins the words of a title: it marks a site suffix only when the suffix names the site. */
const HYPHEN = /^\s+-\s+$/;
const SUFFIX_WORDS = 4;

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The site's name as its address spells it: `www.trail-co.example` → `trailco`. */
function siteCore(url: URL): string {
  const labels = url.hostname.replace(/^www\./, '').split('.');
  return letters(labels.length > 1 ? labels.slice(0, -1).join('') : (labels[0] ?? ''));
}

/** Whether a part of the title names the site ("Trail Co" on trailco.example). */
function namesSite(part: string, core: string): boolean {
  const words = letters(part);
  return core.length >= 3 && words.length >= 3 && (words.includes(core) || core.includes(words));
}

/**
 * A page's title without the site's name around it: "Shipping & returns | Trail Co" → "Shipping &
 * returns", "Trail Co – Shipping" → "Shipping". A short last part after a separator other than a
 * hyphen is taken for the site's name even where the address spells the name otherwise.
 */
export function cleanTitle(title: string, url: URL): string {
  // [part, separator, part, separator, part…]
  const pieces = title.trim().split(SEPARATOR);
  if (pieces.length < 3) return title.trim();
  const core = siteCore(url);
  const last = pieces.at(-1)!;
  const lastSeparator = pieces.at(-2)!;
  const suffix = namesSite(last, core) || (!HYPHEN.test(lastSeparator) && last.trim().split(/\s+/).length <= SUFFIX_WORDS);
  if (suffix) return pieces.slice(0, -2).join('').trim() || title.trim();
  if (namesSite(pieces[0]!, core)) return pieces.slice(2).join('').trim();
  return title.trim();
}

/** An address as a name, for a source with no page title (an FAQ names its question, not its page). */
function addressLabel(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.host.replace(/^www\./, '')}${path}`;
}

/** One key per page: the fragment and a trailing slash do not make another page. */
const pageKey = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;

function webAddress(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The pages under an agent's answer: its site sources with a web address (pages, documents, FAQs
 * with their page), one link per page, none that a product card under it already links, none under
 * an answer that did not know (it offers the lead form instead), a person's message or small talk
 * (which has no sources).
 */
export function sourceLinks(message: Pick<Message, 'role' | 'author' | 'sources' | 'products' | 'offerLead' | 'pending'>): SourceLink[] {
  if (message.role !== 'assistant' || message.author === 'human' || message.offerLead || message.pending || !message.sources) return [];
  const carded = new Set((message.products ?? []).map((product) => webAddress(product.url)).flatMap((url) => (url ? [pageKey(url)] : [])));
  const links = new Map<string, SourceLink>();
  for (const source of message.sources) {
    const url = webAddress(source.url);
    if (source.type === 'product' || !url || carded.has(pageKey(url))) continue;
    const titled = source.type !== 'faq' && source.title.trim() !== '';
    const link: SourceLink = titled
      ? { url: url.href, label: cleanTitle(source.title, url), fromAddress: false }
      : { url: url.href, label: addressLabel(url), fromAddress: true };
    const seen = links.get(pageKey(url));
    // The same page found twice (its FAQ and the page itself): named by its title rather than its address.
    if (!seen || (seen.fromAddress && !link.fromAddress)) links.set(pageKey(url), seen ? { ...link, url: seen.url } : link);
  }
  return [...links.values()].slice(0, MAX_SOURCE_LINKS);
}
