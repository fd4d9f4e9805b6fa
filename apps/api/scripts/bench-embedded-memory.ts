/**
 * The embedded product's memory, as it ships: the built server (`node dist/main.js`, what
 * `pnpm start` runs) on a PGlite data folder with its defaults (the demo business seeded), a
 * business that uploads a document of 10,000 knowledge chunks through the API, and 300 widget
 * questions over HTTP. Prints the server process's resident memory (RSS, read from /proc) on its
 * first start (the database is created then), once the document is indexed, after the questions,
 * and again after a restart on the same folder with 300 more questions; beside it, PGlite alone on
 * the same folder (the peer), which also counts the chunks. Budget: under 400 MB.
 *
 * The processes the server starts (the speech helper) are printed apart: they are small, and the
 * budget is the server's. Needs `pnpm build` first (`BENCH_FROM_SOURCE=1` runs src/main.ts through
 * tsx instead, which adds the loader's own memory). PARLEY_DB_THREAD=false: the database on the
 * server's thread, as the server reads it.
 * Run: pnpm exec tsx scripts/bench-embedded-memory.ts
 */
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpOverHttp, startServerProcess } from '../src/process-test-kit';
import { multipart } from '../src/test-kit';
import { benchQuestion, passage } from './bench-kit';

const CHUNKS = 10_000;
const QUESTIONS = 300;
const SITE = 'memory.example.com';
/** As the server reads PARLEY_DB_THREAD: on a thread of its own unless it says false. */
const DB_THREAD = process.env.PARLEY_DB_THREAD !== 'false';
const FROM_SOURCE = process.env.BENCH_FROM_SOURCE === '1';
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

const mb = (kb: number) => Math.round(kb / 1024);

/** Resident memory of a process, in kB, from /proc (0 once it is gone). */
function rssKb(pid: number): number {
  const status = (() => {
    try {
      return readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return '';
    }
  })();
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** The process's descendants (the speech helper and what it runs), from /proc. */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry), ...descendants(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The built server (or the sources, BENCH_FROM_SOURCE=1) on `dataDir`, with its memory: its own RSS and its descendants', in MB. */
async function startServer(dataDir: string) {
  const server = await startServerProcess(
    {
      LOG_LEVEL: 'warn',
      PARLEY_DB_THREAD: String(DB_THREAD),
      // The embedded defaults: the demo and showcase businesses seeded, as `pnpm start` has them.
      PARLEY_SEED_DEMO: 'true',
      PARLEY_SEED_SHOWCASE: 'true',
      // One load generator on one address asks far more than a visitor would.
      API_REQUESTS_PER_MINUTE: '1000000',
      RUNTIME_KEY_MESSAGES_PER_MINUTE: '1000000',
    },
    120_000,
    { entry: FROM_SOURCE ? 'src' : 'dist', dataDir },
  );
  const pid = server.child.pid!;
  return { ...server, memory: () => ({ server: mb(rssKb(pid)), others: mb(descendants(pid).reduce((sum, child) => sum + rssKb(child), 0)) }) };
}
type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * A Markdown document of the benchmark's corpus under headings. The reader joins some short
 * paragraphs into one unit (10,000 paragraphs gave 8,099 chunks), so it has a quarter more
 * paragraphs than the chunks wanted; the peer counts what the folder holds.
 */
function document(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 50 === 0) parts.push(`## Guide part ${i / 50 + 1}`);
    parts.push(`${passage()}.`);
  }
  return parts.join('\n\n') + '\n';
}

async function uploadAndWait(origin: string, auth: Record<string, string>) {
  const body = multipart([{ name: 'files', value: Buffer.from(document(Math.round(CHUNKS * 1.25))), filename: 'guide.md', type: 'text/markdown' }]);
  const uploaded = await fetch(`${origin}/api/v1/organizations/current/documents`, {
    method: 'POST',
    headers: { ...auth, ...body.headers },
    body: body.payload,
  });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const id = ((await uploaded.json()) as { data: { id: number }[] }).data[0]!.id;
  for (const started = Date.now(); Date.now() - started < 600_000;) {
    const response = await fetch(`${origin}/api/v1/organizations/current/documents/${id}`, { headers: auth });
    const { status, error } = ((await response.json()) as { data: { status: string; error: string | null } }).data;
    if (status === 'ready') return;
    if (status === 'failed') throw new Error(`the document failed: ${error}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the document was not indexed in 10 minutes');
}

async function liveKey(origin: string, auth: Record<string, string>): Promise<string> {
  const response = await fetch(`${origin}/api/v1/organizations/current/agent`, { headers: auth });
  return ((await response.json()) as { data: { live_key: string } }).data.live_key;
}

async function ask(origin: string, key: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        origin: `https://${SITE}`,
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ input: i % 3 ? benchQuestion() : 'Do you ship to Canada?' }),
    });
    if (response.status !== 200) throw new Error(`POST /chat answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
}

/** PGlite alone on the folder, as the server opens it, in a process of its own: its memory, and how many chunks the folder holds. */
async function peer(dataDir: string) {
  const { startPglite } = await import('../src/db/pglite');
  const client = await startPglite(dataDir);
  const { rows } = await client.query<{ n: number }>('select count(*)::int AS n from knowledge_chunks');
  process.send!({ rss: Math.round(process.memoryUsage().rss / 1024 / 1024), chunks: rows[0]!.n });
  await client.close();
}

function peerApart(dataDir: string): Promise<{ rss: number; chunks: number }> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_ROLE: 'peer', BENCH_DATA_DIR: dataDir } });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as { rss: number; chunks: number }));
    child.once('exit', (code) => reject(new Error(`the peer exited with ${code}`)));
  });
}

async function main() {
  if (!FROM_SOURCE && !existsSync(join(API_ROOT, 'dist/main.js'))) {
    console.error('bench-embedded-memory measures the built server: run `pnpm build` first (or BENCH_FROM_SOURCE=1)');
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-memory-'));
  const report: string[] = [];
  let highest = 0;
  const note = (label: string, server: Server) => {
    const { server: rss, others } = server.memory();
    highest = Math.max(highest, rss);
    report.push(`${label} ${rss} MB (its helpers ${others} MB)`);
  };
  try {
    const first = await startServer(dataDir);
    note('first start', first);
    const auth = await signUpOverHttp(first.origin, 'memory');
    await uploadAndWait(first.origin, auth);
    note('document indexed', first);
    const key = await liveKey(first.origin, auth);
    await ask(first.origin, key, QUESTIONS);
    note(`after ${QUESTIONS} questions`, first);
    await first.stop();

    const again = await startServer(dataDir);
    note('restarted', again);
    await ask(again.origin, key, QUESTIONS);
    note(`after ${QUESTIONS} questions`, again);
    await again.stop();

    const alone = await peerApart(join(dataDir, 'pglite'));
    console.info(
      `Embedded product (${FROM_SOURCE ? 'src/main.ts through tsx' : 'node dist/main.js'}, PGlite in a data folder, ${DB_THREAD ? 'PARLEY_DB_THREAD=true: on a thread of its own' : 'on the server thread'}), ` +
        `${alone.chunks.toLocaleString('en')} knowledge chunks from an uploaded document, the server's resident memory:`,
    );
    console.info(`  ${report.slice(0, 3).join('; ')}`);
    console.info(`  ${report.slice(3).join('; ')}`);
    console.info(`  peer: PGlite alone on the same folder ${alone.rss} MB`);
    console.info(`  highest ${highest} MB (budget: under 400 MB)`);
    if (alone.chunks < CHUNKS) console.info(`  note: the document gave fewer chunks than ${CHUNKS.toLocaleString('en')}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'peer') await peer(process.env.BENCH_DATA_DIR!);
else await main();
process.exit(0);
