import type { ScrapedPage, ScrapingJobStatus } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/database';
import { pages, scrapeUrls } from '../../../db/schema';
import { askAgent, signUpOwner, TEST_JWT_SECRET, useTestApp, type TestApp } from '../../../test-app';
import { testDatabases } from '../../../test-databases';
import { createJobHandlers } from '../knowledge-jobs';
import { createJobQueue } from '../../jobs/create-job-queue';
import { useFixtureSite } from '../crawler/crawler-test-kit';

describe.each(testDatabases())('website scraping jobs on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  let strictApp: TestApp;
  const { site } = useFixtureSite({ pages: 30 });
  useTestApp(open, { env: { SCRAPER_ALLOW_PRIVATE_NETWORKS: true } }, (opened) => ({ app, database } = opened));
  beforeAll(async () => {
    strictApp = await buildApp({ env: { JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'test', SCRAPER_ALLOW_PRIVATE_NETWORKS: false }, database });
  });
  afterAll(() => strictApp?.close());

  const signup = async () => (await signUpOwner(app, 's', 'Acme Outdoor')).auth;
  /** A job worker on the suite's database that may crawl the fixture site on loopback. */
  const worker = (options: { concurrency?: number; leaseMs?: number } = {}) =>
    createJobQueue(database, { pollMs: 20, leaseMs: options.leaseMs }).work({
      handlers: createJobHandlers(database.db, { allowPrivateNetworks: true, concurrency: options.concurrency }),
    });
  const status = async (auth: Record<string, string>, id: number) =>
    (await app.inject({ method: 'GET', url: `/api/v2/scraping_jobs/${id}/status`, headers: auth })).json<ScrapingJobStatus>();
  async function waitFor(auth: Record<string, string>, id: number, done: (s: ScrapingJobStatus) => boolean) {
    for (let i = 0; i < 300; i += 1) {
      const current = await status(auth, id);
      if (done(current)) return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('scrape did not finish');
  }

  it('crawls the site in the background: pages, FAQs, products, robots.txt, redirect, broken link, duplicate', async () => {
    const auth = await signup();
    const running = await worker();
    try {
      const started = await app.inject({ method: 'POST', url: '/api/v2/scraping_jobs', headers: auth, payload: { url: `${site.origin}/` } });
      expect(started.statusCode).toBe(201);
      const { id } = started.json<{ id: number }>();
      const finished = await waitFor(auth, id, (s) => s.status === 'completed');
      expect(finished.stats).toMatchObject({ faqs_count: 3, products_count: 3, skipped_robots: 1, skipped_duplicates: 1 });
      expect(finished.progress.failed).toBe(1);
      const list = (await app.inject({ method: 'GET', url: `/api/v2/scraping_jobs/${id}/pages`, headers: auth })).json<{ data: ScrapedPage[] }>().data;
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.stringContaining is typed any so it can stand for any value
      expect(list.find((p) => p.url.endsWith('/missing'))).toMatchObject({ status: 'failed', error: expect.stringContaining('404') });
      expect(list.find((p) => p.url.includes('/private/'))).toMatchObject({ status: 'skipped' });
      expect(site.requestedPaths().some((path) => path.startsWith('/private/'))).toBe(false);
      expect((await askAgent(app, auth, 'Do you ship internationally?')).answer).toBe('Yes, we ship to 40 countries.');
    } finally {
      await running.stop();
    }
  });

  it('resumes after the worker stops mid-crawl and finishes without duplicates', async () => {
    const auth = await signup();
    const started = await app.inject({ method: 'POST', url: '/api/v2/scraping_jobs', headers: auth, payload: { url: `${site.origin}/` } });
    const { id } = started.json<{ id: number }>();
    // A worker reads a few pages, then is stopped (a shutdown): it hands the job back at a checkpoint.
    const first = await worker({ concurrency: 2, leaseMs: 60_000 });
    await waitFor(auth, id, (s) => s.progress.done >= 4);
    await first.stop();
    const midway = await status(auth, id);
    expect(midway.status).toBe('running');

    // Another worker takes it at once, without waiting for the 60 s lease (the queue's own suite checks the attempt is not counted).
    const second = await worker({ leaseMs: 60_000 });
    try {
      const finished = await waitFor(auth, id, (s) => s.status === 'completed');
      expect(finished.progress.done).toBeGreaterThan(midway.progress.done);
      const urls = (await database.db.select({ url: scrapeUrls.url }).from(scrapeUrls).where(eq(scrapeUrls.jobId, id))).map((r) => r.url);
      expect(new Set(urls).size).toBe(urls.length);
      const stored = (await database.db.select({ url: pages.url }).from(pages).where(eq(pages.jobId, id))).map((r) => r.url);
      expect(new Set(stored).size).toBe(stored.length);
      // Every URL read once; /old-page counts as read but its page is stored as /about.
      expect(stored.length).toBe(finished.progress.done - 1);
    } finally {
      await second.stop();
    }
  });

  it('refuses private, loopback and metadata addresses when they are not allowed', async () => {
    const auth = await signup();
    for (const url of [
      `${site.origin}/`,
      'http://10.0.0.8/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://localhost/',
      'file:///etc/passwd',
    ]) {
      const res = await strictApp.inject({ method: 'POST', url: '/api/v2/scraping_jobs', headers: auth, payload: { url } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json<{ error: string }>().error, url).toMatch(/^url: /);
    }
    expect((await strictApp.inject({ method: 'GET', url: '/api/v2/scraping_jobs', headers: auth })).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it("walls tenants off: another organization's scraping jobs are 404", async () => {
    const alpha = await signup();
    const beta = await signup();
    const { id } = (await app.inject({ method: 'POST', url: '/api/v2/scraping_jobs', headers: alpha, payload: { url: `${site.origin}/` } })).json<{
      id: number;
    }>();
    for (const [method, url] of [
      ['GET', `/api/v2/scraping_jobs/${id}/status`],
      ['GET', `/api/v2/scraping_jobs/${id}/pages`],
      ['DELETE', `/api/v2/scraping_jobs/${id}`],
      ['POST', `/api/v2/scraping_jobs/${id}/recrawl`],
    ] as const) {
      expect((await app.inject({ method, url, headers: beta })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await app.inject({ method: 'DELETE', url: `/api/v2/scraping_jobs/${id}`, headers: alpha })).statusCode).toBe(204);
  });
});
