import { describe, expect, it, vi } from 'vitest';
import { shopDomainFrom, shopifyAuthorizationUrl } from './shopify';

describe('Shopify connection', () => {
  it('takes the shop domain from the website URL and builds the authorization URL with shop and apiKey', () => {
    expect(shopDomainFrom('https://www.acme-outdoor.com/shop')).toBe('acme-outdoor.com');
    const url = new URL(shopifyAuthorizationUrl('acme.myshopify.com', 'pk_live_123')!);
    expect(url.searchParams.get('shop')).toBe('acme.myshopify.com');
    expect(url.searchParams.get('apiKey')).toBe('pk_live_123');
  });

  it('only logs an error when there is no domain', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(shopifyAuthorizationUrl('', 'pk_live_123')).toBeNull();
    expect(shopifyAuthorizationUrl('localhost', 'pk_live_123')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
