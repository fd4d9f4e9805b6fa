import { describe, expect, it } from 'vitest';
import { FetchPageError } from './errors';
import { fetchPage } from './fetch-page';
import { createGuardedDispatcher } from './network-guard';
import { useFixtureSite } from './crawler-test-kit';

const { site, track } = useFixtureSite();

describe('fetchPage', () => {
  const options = () => ({
    dispatcher: track(createGuardedDispatcher({ allowPrivateNetworks: true })),
    allowPrivateNetworks: true,
  });

  it('follows redirects and reports where it came from', async () => {
    const page = await fetchPage(`${site.origin}/old-page`, options());
    expect(page).toMatchObject({ url: `${site.origin}/about`, status: 200, redirectedFrom: `${site.origin}/old-page` });
    expect(page.body).toContain('Portland since 1998');
  });

  it('returns non-2xx answers instead of throwing', async () => {
    const page = await fetchPage(`${site.origin}/missing`, options());
    expect(page.status).toBe(404);
    expect(page.redirectedFrom).toBeUndefined();
  });

  it('enforces the redirect limit, the size cap and the timeout', async () => {
    await expect(fetchPage(`${site.origin}/loop`, options())).rejects.toThrow('redirected more than 5 times');
    await expect(fetchPage(`${site.origin}/huge`, options())).rejects.toThrow('larger than 2 MB');
    const error = await fetchPage(`${site.origin}/slow`, { ...options(), timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchPageError);
    expect(error).toMatchObject({ code: 'timeout', retryable: true, message: 'The page did not respond within 0.2 s.' });
  });

  it('does not download non-text bodies', async () => {
    const page = await fetchPage(`${site.origin}/image.png`, options());
    expect(page).toMatchObject({ status: 200, contentType: 'image/png', body: '' });
  });
});
