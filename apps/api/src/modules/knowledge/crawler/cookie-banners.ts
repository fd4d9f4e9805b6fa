import type { Cheerio, CheerioAPI } from 'cheerio';
import type { DomNode } from './dom-text';

type Element = Extract<DomNode, { name: string; children: unknown }>;

/**
 * Cookie consent banners and dialogs, as consent plugins and shop platforms mark them up
 * (Complianz's `cmplz-cookiebanner`, a PrestaShop module's `lgcookieslaw_banner`, BigCommerce's
 * `consent-manager`, Jimdo's `cookie-notice`, OneTrust, Cookiebot, Usercentrics): every page
 * repeats their "Accept / Deny / Preferences", which says nothing of the business and outranked its
 * facts on a visitor's "do you accept …?".
 *
 * A whole class or id token names one, with at most a vendor's prefix and a container's suffix: a
 * product category or a tag ("product_cat-cookie-bars", "tag-cookie-law"), a theme's state class
 * ("has-cookie-bar", "cookie-notice-active") or a bakery's "Add cookie to cart" is none.
 */
const BANNER_TOKEN =
  /^(?!(?:tag|category|cat|product|post|page|term|has|is|with)[-_])(?:[a-z0-9]{1,12}[-_]?)?(?:cookie-?banner|cookie-?consent|cookie-?notice|cookie-?bar|cookie-?law|cookieslaw|consent-?banner|consent-?manager)(?:[-_](?:container|wrapper|root|dialog|modal|popup|banner|box|bottom|top))?$/i;
const KNOWN =
  '#onetrust-consent-sdk, #CybotCookiebotDialog, #usercentrics-root, [role="dialog"][aria-label*="cookie" i], [role="region"][aria-label*="cookie" i]';
/** Never the page itself, nor a wrapper around its content. */
const CONTENT = 'main, article, [role="main"], h1, h2';

const isElement = (node: DomNode): node is Element => 'attribs' in node;

const isBanner = (element: Element) =>
  element.name !== 'html' &&
  element.name !== 'body' &&
  [...(element.attribs.class ?? '').split(/\s+/), element.attribs.id ?? ''].some((token) => BANNER_TOKEN.test(token));

/** Removes the cookie banners within `root` (the whole document by default). */
export function dropCookieBanners($: CheerioAPI, root: Cheerio<DomNode> = $.root()): void {
  // The known ones found by their selector once, not matched against every element of the page.
  root
    .find('[class], [id]')
    .filter((_, node) => isElement(node) && isBanner(node))
    .add(root.find(KNOWN))
    .filter((_, element) => $(element).find(CONTENT).length === 0)
    .remove();
}
