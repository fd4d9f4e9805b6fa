/**
 * The embedded product's memory: the whole server on PGlite in a data folder (as `pnpm start`
 * runs it), with 10,000 knowledge chunks, answering widget questions. Prints the server's resident
 * memory (RSS) on its first start (the database is created then), after loading the chunks, after
 * 300 questions, and again after a restart on the same folder with 300 more questions; beside it,
 * PGlite alone on the same folder (the peer). Budget: under 400 MB.
 *
 * Each measurement runs in a child process of its own (this script with BENCH_ROLE), so nothing
 * of the load generator or an earlier phase is counted.
 * Run: pnpm exec tsx scripts/bench-embedded-memory.ts   (PARLEY_DB_THREAD=true: the database on a thread of its own, as the server runs it then)
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHUNKS = 10_000;
const QUESTIONS = 300;
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
const SITE = 'memory.example.com';
/** As the server reads PARLEY_DB_THREAD: the database on a thread of its own only when it says true. */
const DB_THREAD = process.env.PARLEY_DB_THREAD === 'true';

type Report = Record<string, number>;
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

async function serve(dataDir: string, firstStart: boolean) {
  const { openDatabase } = await import('../src/db/database');
  const { buildApp } = await import('../src/app');
  const { addFaq, signUpBusiness, widgetHeaders } = await import('../src/test-kit');
  const { insertPassages, benchQuestion } = await import('./bench-kit');
  const report: Report = {};
  const database = await openDatabase({ dataDir, pgliteThread: DB_THREAD });
  const app = await buildApp({ env: { JWT_SECRET: SECRET, NODE_ENV: 'production', RUNTIME_KEY_MESSAGES_PER_MINUTE: 1_000_000 }, database });
  report.started = rssMb();
  if (firstStart) {
    const owner = await signUpBusiness(app, 'memory', 'Memory Co', { website: SITE });
    await addFaq(app, owner.auth, { question: 'Do you ship to Canada?', answer: 'Yes, in 3 to 5 business days.' });
    await insertPassages(database, owner.organizationId, CHUNKS, { title: 'Guide', url: `https://${SITE}/guide` });
    report.loaded = rssMb();
  }
  const { agents } = await import('../src/db/schema');
  const [agent] = await database.db.select({ liveKey: agents.liveKey }).from(agents).limit(1);
  const business = { live: `Bearer ${agent!.liveKey}`, origin: `https://${SITE}` };
  for (let i = 0; i < QUESTIONS; i++) {
    const answer = await app.inject({
      method: 'POST',
      url: '/chat',
      headers: { ...widgetHeaders(business), 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
      payload: { input: i % 3 ? benchQuestion() : 'Do you ship to Canada?' },
    });
    if (answer.statusCode !== 200) throw new Error(`POST /chat answered ${answer.statusCode}: ${answer.body}`);
  }
  report.answered = rssMb();
  await app.close();
  await database.close();
  process.send!(report);
}

async function peer(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ dataDir });
  await client.query('select count(*) from knowledge_chunks');
  process.send!({ pgliteAlone: rssMb() } satisfies Report);
  await client.close();
}

function phase(role: string, dataDir: string): Promise<Report> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_ROLE: role, BENCH_DATA_DIR: dataDir } });
  return new Promise((resolve, reject) => {
    let report: Report | undefined;
    child.on('message', (message) => (report = message as Report));
    child.on('exit', (code) => (report && code === 0 ? resolve(report) : reject(new Error(`${role} exited with ${code}`))));
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-memory-'));
  try {
    const first = await phase('first', dataDir);
    const again = await phase('again', dataDir);
    const alone = await phase('peer', dataDir);
    const worst = Math.max(...Object.values(first), ...Object.values(again));
    console.info(
      `Embedded product on PGlite (data folder, ${DB_THREAD ? 'PARLEY_DB_THREAD=true: on a thread of its own' : 'on the server thread'}), ${CHUNKS.toLocaleString('en')} knowledge chunks, resident memory:`,
    );
    console.info(`  first start ${first.started} MB; chunks loaded ${first.loaded} MB; after ${QUESTIONS} questions ${first.answered} MB`);
    console.info(`  restarted ${again.started} MB; after ${QUESTIONS} questions ${again.answered} MB`);
    console.info(`  peer: PGlite alone on the same folder ${alone.pgliteAlone} MB`);
    console.info(`  highest ${worst} MB (budget: under 400 MB)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const role = process.env.BENCH_ROLE;
const dir = process.env.BENCH_DATA_DIR!;
await (role === 'first' ? serve(dir, true) : role === 'again' ? serve(dir, false) : role === 'peer' ? peer(dir) : main());
