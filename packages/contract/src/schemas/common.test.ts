import { describe, expect, it } from 'vitest';
import { WebsiteUrlSchema } from './common';

describe('a website URL', () => {
  it('accepts an IP address as a host, as a self-hosted shop has one', () => {
    expect(WebsiteUrlSchema.parse('http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    expect(WebsiteUrlSchema.parse('203.0.113.7/shop')).toBe('https://203.0.113.7/shop');
    expect(WebsiteUrlSchema.parse('http://[2001:db8::1]:8080/')).toBe('http://[2001:db8::1]:8080/');
  });

  it('still accepts names and localhost, and refuses what is not a web address', () => {
    expect(WebsiteUrlSchema.parse('shop.example.com')).toBe('https://shop.example.com');
    expect(WebsiteUrlSchema.parse('http://localhost:4555')).toBe('http://localhost:4555');
    for (const wrong of ['ftp://192.168.1.20/', 'http://999.1.1.1/', 'not a site', 'http://intranet/'])
      expect(WebsiteUrlSchema.safeParse(wrong).success, wrong).toBe(false);
  });
});
