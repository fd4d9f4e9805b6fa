import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BlockedAddressError, PRIVATE_NETWORKS_SETTING, UnsafeUrlError } from './errors';
import { fetchPage } from './fetch-page';
import { createPinnedDispatcher } from '@parley/fixture-site/pinned-dispatcher';
import { assertPublicUrl, createGuardedDispatcher, isBlockedAddress } from './network-guard';
import { fakeDns, useFixtureSite } from './crawler-test-kit';

const { site, track } = useFixtureSite();

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    'fc00::1',
    'fd12:3456::1',
    '169.254.169.254',
    'fe80::1',
    '0.0.0.0',
    '::',
    '100.64.0.1',
    '100.100.100.200',
    '224.0.0.1',
    'ff02::1',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.10',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:10.1.2.3',
    '[::1]',
    'not-an-ip',
  ])('blocks %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows public %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });
});

describe('SSRF protection (allowPrivateNetworks: false)', () => {
  const guarded = () => track(createGuardedDispatcher({ allowPrivateNetworks: false }));

  it('refuses private, loopback, metadata and localhost targets', async () => {
    const before = site.requestedPaths().length;
    const dispatcher = guarded();
    const port = new URL(site.origin).port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
      // Decimal and hex spellings of 127.0.0.1: the URL parser normalises them, then they are refused.
      'http://2130706433/',
      'http://0x7f.1/',
      'http://100.100.100.200/latest/meta-data/',
    ]) {
      await expect(assertPublicUrl(new URL(url), false), url).rejects.toBeInstanceOf(BlockedAddressError);
      await expect(fetchPage(url, { dispatcher, allowPrivateNetworks: false }), url).rejects.toBeInstanceOf(BlockedAddressError);
    }
    // localhost goes through a real (local, /etc/hosts) lookup and resolves to loopback.
    await expect(fetchPage('http://localhost/', { dispatcher, allowPrivateNetworks: false })).rejects.toThrow(
      'This address points to a private or internal network and cannot be scraped.',
    );
    expect(site.requestedPaths().slice(before)).toEqual([]);
  });

  it('tells a self-hoster which setting lets the scraper reach a private address, one the README documents', async () => {
    const refusal = await assertPublicUrl(new URL('http://192.168.1.20:8080/'), false).catch((caught: unknown) => caught);
    expect(refusal).toBeInstanceOf(BlockedAddressError);
    expect((refusal as Error).message).toContain(`set ${PRIVATE_NETWORKS_SETTING}=true`);
    const readme = readFileSync(fileURLToPath(new URL('../../../../../../README.md', import.meta.url)), 'utf8');
    expect(readme).toContain(`| \`${PRIVATE_NETWORKS_SETTING}\` |`);
  });

  it('refuses other schemes, credentials and non-web ports', async () => {
    const publicDns = fakeDns({ 'shop.example': ['93.184.216.34'] });
    await expect(assertPublicUrl(new URL('file:///etc/passwd'), false)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(assertPublicUrl(new URL('ftp://shop.example/'), true)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(assertPublicUrl(new URL('http://user:pw@shop.example/'), false, publicDns)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(assertPublicUrl(new URL('http://shop.example:6379/'), false, publicDns)).rejects.toThrow('standard web ports');
    await expect(assertPublicUrl(new URL('https://shop.example:8443/'), false, publicDns)).resolves.toBeUndefined();
    // A name with one public and one private answer is refused: any blocked answer is enough.
    const mixed = fakeDns({ 'mixed.example': ['93.184.216.34', '10.0.0.5'] });
    await expect(assertPublicUrl(new URL('http://mixed.example/'), false, mixed)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('checks every redirect hop: a public page redirecting to loopback or metadata is refused', async () => {
    // Hop 1: shop.example "resolves" to a public IP, and the pinned dispatcher serves it from the fixture.
    const options = {
      dispatcher: track(createPinnedDispatcher(site.origin)),
      allowPrivateNetworks: false,
      resolve: fakeDns({ 'shop.example': ['93.184.216.34'] }),
    };
    const before = site.requestedPaths().length;
    await expect(fetchPage('http://shop.example/go-internal', options)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(fetchPage('http://shop.example/go-metadata', options)).rejects.toBeInstanceOf(BlockedAddressError);
    // The first hops were really served; the second hops never happened.
    expect(site.requestedPaths().slice(before)).toEqual(['/go-internal', '/go-metadata']);
    // Control: the same setup without a redirect succeeds, so the refusal above came from the hop check.
    const page = await fetchPage('http://shop.example/about', options);
    expect(page.status).toBe(200);
  });

  it('re-checks the address at connect time (DNS rebinding)', async () => {
    // The pre-flight check sees a public address; by connect time the name points at loopback.
    const dispatcher = track(createGuardedDispatcher({ allowPrivateNetworks: false, resolve: fakeDns({ 'rebind.example': ['127.0.0.1'] }) }));
    const error = await fetchPage('http://rebind.example/', {
      dispatcher,
      allowPrivateNetworks: false,
      resolve: fakeDns({ 'rebind.example': ['93.184.216.34'] }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BlockedAddressError);
    expect((error as BlockedAddressError).address).toBe('127.0.0.1');
  });
});
