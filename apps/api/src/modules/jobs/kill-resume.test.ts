/**
 * A crawl survives `kill -9` of the process running it: the real server process on PostgreSQL
 * (graphile-worker) is killed mid-crawl, a second one frees the dead worker's job about a lease
 * later and finishes the crawl without reading a page twice. Needs TEST_DATABASE_URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, signUpOverHttp, startServerProcess, type ServerProcess } from '../../process-test-kit';

const PAGES = 60;
const LEASE_MS = 3_000;

/** A site of PAGES pages, each answering after 250 ms, so the crawl is still running when it is killed. */
function slowSite() {
  const reads = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    reads.set(path, (reads.get(path) ?? 0) + 1);
    if (path === '/robots.txt') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    if (path !== '/' && !path.startsWith('/p/')) return void response.writeHead(404).end();
    const n = path === '/' ? 0 : Number(path.slice(3));
    const links = Array.from({ length: PAGES }, (_, i) => `<a href="/p/${i + 1}">Page ${i + 1}</a>`).join(' ');
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><html><head><title>Page ${n}</title></head><body><main><h1>Page ${n}</h1>
        <p>Page ${n} of the slow outdoor shop tells the story of tent number ${n} and its waterproof seams.</p>${n === 0 ? links : ''}</main></body></html>`);
    }, 250);
  });
  return { server, reads };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a crawl after kill -9 of its process', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const site = slowSite();
  let origin: string;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SCRAPER_ALLOW_PRIVATE_NETWORKS: 'true',
      JOB_LEASE_MS: String(LEASE_MS),
      API_REQUESTS_PER_MINUTE: '100000',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    site.server.close();
    await database?.drop();
  }, 60_000);

  it('resumes on another process about a lease later and reads each page once', async () => {
    const first = await start();
    const auth = await signUpOverHttp(first.origin, 'killed');
    const started = await fetch(`${first.origin}/api/v2/scraping_jobs`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${origin}/` }),
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { id } = (await started.json()) as { id: number };
    const status = async (server: ServerProcess) =>
      (await (await fetch(`${server.origin}/api/v2/scraping_jobs/${id}/status`, { headers: auth })).json()) as { status: string; progress: { done: number } };

    let before = await status(first);
    for (let i = 0; i < 300 && before.progress.done < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = await status(first);
    }
    expect(before.status).toBe('running');
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();

    const second = await start();
    // Counted from when the second process is up: starting one takes 5-15 s on a loaded 2-core
    // machine, and the lease (3 s) runs out meanwhile either way.
    const readyAt = Date.now();
    let after = await status(second);
    let resumedAt: number | null = null;
    for (let i = 0; i < 600 && after.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await status(second);
      if (resumedAt === null && after.progress.done > before.progress.done + 4) resumedAt = Date.now();
    }
    console.info(
      `killed at ${before.progress.done} pages; resumed ${((resumedAt! - killedAt) / 1000).toFixed(1)} s after the kill (lease ${LEASE_MS / 1000} s)`,
    );
    expect(after.status).toBe('completed');
    expect(after.progress.done).toBe(PAGES + 1);
    // Freed a lease after the kill (plus a sweep), not graphile-worker's 4 hours.
    // resumedAt stays null when the second process never got past the killed one's pages: null - x is negative, so say it.
    expect(resumedAt, 'the second process never went past the pages the killed one had done').not.toBeNull();
    expect(resumedAt! - Math.max(readyAt, killedAt + LEASE_MS)).toBeLessThan(LEASE_MS * 4);
    // Pages the killed process had finished were not read again (at most its in-flight batch was).
    const readTwice = [...site.reads].filter(([path, count]) => path.startsWith('/p/') && count > 1);
    expect(readTwice.length).toBeLessThanOrEqual(4);
  }, 120_000);
});
