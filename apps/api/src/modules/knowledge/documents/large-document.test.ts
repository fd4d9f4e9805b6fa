/**
 * A 20 MB Markdown document through the real server process on PostgreSQL (TEST_DATABASE_URL, as
 * in CI): it is read and cut into units on a reader thread and indexed in batches, so it finishes,
 * its last paragraph is answerable, and the server keeps answering other requests the whole time. Embedded PGlite runs
 * each statement on the server's own thread (about 18 s for this, ARCHITECTURE.md); `pnpm bench`
 * (bench-large-document) prints both databases' figures against the /healthz budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, signUpOverHttp, startServerProcess, type ServerProcess } from '../../../process-test-kit';
import { multipart } from '../../../test-kit';
import { largeMarkdown } from './fixtures/large-markdown';

const MB = 1024 * 1024;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a 20 MB document on the running server', () => {
  let server: ServerProcess;
  let auth: Record<string, string>;
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;

  beforeAll(async () => {
    database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!);
    // This test polls ten times a second from one address: more than the default per-address limit.
    server = await startServerProcess({ API_REQUESTS_PER_MINUTE: '100000', DATABASE_URL: database.url });
    auth = await signUpOverHttp(server.origin, 'large');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('is indexed in full while /healthz keeps answering', async () => {
    // The last paragraph names something nothing else in the document does.
    const text = `${largeMarkdown(20 * MB)}## Last words\n\nThe Zephyrine lantern is hand-made in Lisbon and glows for forty nights.\n`;
    const body = multipart([{ name: 'files', value: Buffer.from(text), filename: 'catalogue.md', type: 'text/markdown' }]);
    const uploaded = await fetch(`${server.origin}/api/v1/organizations/current/documents`, {
      method: 'POST',
      headers: { ...auth, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const id = ((await uploaded.json()) as { data: { id: number }[] }).data[0]!.id;

    const latencies: number[] = [];
    const failures: string[] = [];
    let status = 'processing';
    const started = Date.now();
    while (status === 'processing' && Date.now() - started < 240_000) {
      const before = performance.now();
      const health = await fetch(`${server.origin}/healthz`);
      latencies.push(performance.now() - before);
      if (health.status !== 200) failures.push(`healthz ${health.status}`);
      const document = await fetch(`${server.origin}/api/v1/organizations/current/documents/${id}`, { headers: auth });
      expect(document.status).toBe(200);
      status = ((await document.json()) as { data: { status: string } }).data.status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    latencies.sort((a, b) => a - b);
    console.info(
      `20 MB Markdown indexed in ${((Date.now() - started) / 1000).toFixed(1)} s; /healthz during it: ${latencies.length} checks, ` +
        `p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms (budget 200 ms: pnpm bench)`,
    );
    expect(status).toBe('ready');
    expect(failures).toEqual([]);
    expect(latencies.length).toBeGreaterThan(5); // it answered throughout, not once at the end

    // The very end of the document is in the index, word for word.
    const tried = await fetch(`${server.origin}/api/v1/organizations/current/agent/try`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Where is the Zephyrine lantern made?' }),
    });
    expect(tried.status).toBe(200);
    expect(JSON.stringify(await tried.json())).toContain('Lisbon');
  }, 300_000);
});
