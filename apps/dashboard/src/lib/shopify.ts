/** Where the Parley Shopify app is installed from; set VITE_SHOPIFY_APP_URL for your own listing. */
export const SHOPIFY_APP_URL = (import.meta.env.VITE_SHOPIFY_APP_URL as string | undefined) ?? 'https://apps.shopify.com/parley';

/** The store domain is taken from the organization's website URL (spec §5). */
export function shopDomainFrom(websiteUrl: string | null | undefined): string | null {
  if (!websiteUrl) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:/i.test(websiteUrl) ? websiteUrl : `https://${websiteUrl}`).hostname;
    return host.includes('.') ? host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * The Shopify app authorization URL, with `shop` and `apiKey` (spec §7). Without a domain only an
 * error is logged, as the spec says, and there is nothing to open.
 */
export function shopifyAuthorizationUrl(websiteUrl: string | null | undefined, apiKey: string): string | null {
  const shop = shopDomainFrom(websiteUrl);
  if (!shop) {
    console.error('Shopify connect needs a store domain: the organization has no usable website_url');
    return null;
  }
  const url = new URL(SHOPIFY_APP_URL);
  url.searchParams.set('shop', shop);
  url.searchParams.set('apiKey', apiKey);
  return url.toString();
}
