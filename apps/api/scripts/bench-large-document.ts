/**
 * Large documents on the running server: a 20 MB Markdown file and a 50 MB PDF are uploaded to
 * the real server process and indexed while /healthz is asked every 50 ms. Prints, for each, the
 * time to `ready`, the chunks indexed, the server's peak RSS, and /healthz p50, p99 and max
 * (budget: under 200 ms throughout).
 *
 * Embedded PGlite by default; with BENCH_DATABASE_URL (an admin PostgreSQL URL) a throwaway
 * database is used. Run from apps/api: pnpm exec tsx scripts/bench-large-document.ts [markdown|pdf]
 * (both when neither is named: the PDF alone takes minutes).
 */
import { readFileSync } from 'node:fs';
import { largeMarkdown } from '../src/modules/knowledge/documents/fixtures/large-markdown';
import { writePdf } from '../src/modules/knowledge/documents/fixtures/pdf-writer';
import { createThrowawayDatabase, signUpOverHttp, startServerProcess } from '../src/process-test-kit';
import { multipart } from '../src/test-kit';
import { percentile } from './bench-kit';

const MB = 1024 * 1024;
const BUDGET_MS = 200;
const only = process.argv[2];
if (only === '--help' || (only !== undefined && only !== 'markdown' && only !== 'pdf')) {
  console.info('Usage: tsx scripts/bench-large-document.ts [markdown|pdf]   (BENCH_DATABASE_URL: an admin PostgreSQL URL; PGlite without it)');
  process.exit(only === '--help' ? 0 : 1);
}

const database = process.env.BENCH_DATABASE_URL ? await createThrowawayDatabase(process.env.BENCH_DATABASE_URL) : undefined;
const server = await startServerProcess({ API_REQUESTS_PER_MINUTE: '1000000', ...(database ? { DATABASE_URL: database.url } : {}) }, 120_000);
const auth = await signUpOverHttp(server.origin, 'bench');

/** The server's resident memory, read from /proc (Linux). */
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function ingest(label: string, filename: string, type: string, bytes: Buffer) {
  const body = multipart([{ name: 'files', value: bytes, filename, type }]);
  const uploadStarted = performance.now();
  const uploaded = await fetch(`${server.origin}/api/v1/organizations/current/documents`, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: body.payload,
  });
  if (uploaded.status !== 201) throw new Error(`${label}: upload answered ${uploaded.status} ${await uploaded.text()}`);
  const id = ((await uploaded.json()) as { data: { id: number }[] }).data[0]!.id;
  const uploadMs = performance.now() - uploadStarted;
  const latencies: number[] = [];
  let peak = rssMb();
  let status = 'processing';
  const started = performance.now();
  let lastPoll = 0;
  while (status === 'processing') {
    const before = performance.now();
    const health = await fetch(`${server.origin}/healthz`);
    latencies.push(performance.now() - before);
    if (health.status !== 200) throw new Error(`${label}: /healthz answered ${health.status}`);
    peak = Math.max(peak, rssMb());
    if (performance.now() - lastPoll > 500) {
      lastPoll = performance.now();
      const listed = await fetch(`${server.origin}/api/v1/organizations/current/documents`, { headers: auth });
      status = ((await listed.json()) as { data: { id: number; status: string }[] }).data.find((d) => d.id === id)?.status ?? 'missing';
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const max = latencies.at(-1) ?? 0;
  console.info(
    `${label}: ${(bytes.length / MB).toFixed(1)} MB uploaded in ${(uploadMs / 1000).toFixed(1)} s, ${status} after ${seconds.toFixed(1)} s; server peak RSS ${peak.toFixed(0)} MB; ` +
      `/healthz during it (${latencies.length} checks): p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${max.toFixed(0)} ms (budget < ${BUDGET_MS} ms)`,
  );
  return status === 'ready' && max < BUDGET_MS;
}

const sentence = (n: number, k: number) => `Model ${n}-${k} of the brass trail lantern lasts ${n % 90} hours on one fill and ships in ${k + 1} days.`;
const pdfPages = (count: number) => Array.from({ length: count }, (_, n) => Array.from({ length: 10 }, (_, k) => `${sentence(n, k)} ${sentence(n, k + 10)}`));

let ok = true;
if (only !== 'pdf') ok = await ingest('Markdown', 'catalogue.md', 'text/markdown', Buffer.from(largeMarkdown(20 * MB)));
// About 2.2 KB a page: 22,500 pages make the 50 MB PDF.
if (only !== 'markdown') ok = (await ingest('PDF', 'catalogue.pdf', 'application/pdf', Buffer.from(writePdf(pdfPages(22_500))))) && ok;

server.child.kill('SIGTERM');
await server.exited;
await database?.drop();
process.exit(ok ? 0 : 1);
