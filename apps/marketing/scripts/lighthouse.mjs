#!/usr/bin/env node
/**
 * Lighthouse scores (performance, accessibility, best practices, SEO) of the built marketing site.
 *
 *   pnpm --filter @parley/marketing lighthouse                 # home and pricing, English
 *   pnpm --filter @parley/marketing lighthouse -- / /ar/pricing/ --min=95 --runs=5
 *
 * Each page is measured --runs times (3 by default) and the median of each score is printed, because
 * a busy machine moves the performance score by several points from one run to the next.
 * Serves the site the way production does: the API server (apps/api/dist/main.js) on a free port
 * with a throwaway data folder, so /api/v1/plans and the demo agent answer for real. Without an API
 * build it falls back to a small static server over apps/marketing/dist. Chromium is Debian's
 * (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded. Exits 1 if a score is below --min.
 * Slow (about 20 s a page), so it is not part of `test`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const dist = join(root, 'dist');
const apiMain = join(root, '..', 'api', 'dist', 'main.js');
const lighthouseBin = join(root, 'node_modules', '.bin', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
const min = Number(args.find((a) => a.startsWith('--min='))?.slice(6) ?? 95);
/** Lighthouse's own advice for noisy machines: several runs, the median of each score. */
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3));
const paths = args.filter((a) => a.startsWith('/'));
const pages = paths.length ? paths : ['/', '/pricing/'];
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/marketing/dist is missing: run `pnpm --filter @parley/marketing build` first.');
  process.exit(2);
}
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(2);
}

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The real server: marketing pages, /api/v1/plans, the showcase demo agents. */
async function startApi(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-'));
  const child = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLEY_DATA_DIR: dataDir,
      PARLEY_WORKER: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 60_000);
  return {
    kind: 'API server (apps/api/dist)',
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.xml': 'application/xml', '.txt': 'text/plain' };

/** Fallback: the static files only; API calls get an empty 204 so the page scripts keep the prerendered content. */
async function startStatic(port) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (path.startsWith('/api/')) return response.writeHead(204).end();
    let file = normalize(join(dist, path));
    if (!file.startsWith(dist)) return response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { kind: 'static server over apps/marketing/dist', stop: () => new Promise((resolve) => server.close(resolve)) };
}

function runLighthouse(url) {
  const flags = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(lighthouseBin, flags, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out));
      } catch (error) {
        reject(new Error(`lighthouse printed no report: ${error.message}`));
      }
    });
  });
}

const port = await freePort();
const server = existsSync(apiMain) ? await startApi(port) : await startStatic(port);
console.info(`Serving the site with the ${server.kind} on http://localhost:${port}`);
let failed = false;
try {
  const rows = [];
  for (const page of pages) {
    const started = Date.now();
    const reports = [];
    for (let run = 0; run < runs; run += 1) reports.push(await runLighthouse(`http://localhost:${port}${page}`));
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(reports.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)))]));
    // The run whose performance is the median explains a miss best.
    const report = reports.find((r) => Math.round(r.categories.performance.score * 100) === scores.performance) ?? reports[0];
    rows.push({ page, ...scores, seconds: Math.round((Date.now() - started) / 1000 / runs) });
    for (const category of CATEGORIES) {
      if (scores[category] >= min) continue;
      failed = true;
      // Say why: the audits of that category that did not pass.
      const refs = report.categories[category].auditRefs.filter((ref) => ref.weight > 0);
      const misses = refs.map((ref) => report.audits[ref.id]).filter((audit) => audit.score !== null && audit.score < 1);
      console.warn(`${page} ${category} ${scores[category]} < ${min}:`, misses.map((a) => `${a.id} (${a.displayValue ?? a.score})`).join(', '));
    }
  }
  const width = Math.max(...rows.map((r) => r.page.length), 4);
  console.info(['page'.padEnd(width), ...CATEGORIES.map((c) => c.padStart(14)), 'seconds'.padStart(8)].join(' '));
  for (const row of rows)
    console.info([row.page.padEnd(width), ...CATEGORIES.map((c) => String(row[c]).padStart(14)), String(row.seconds).padStart(8)].join(' '));
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
