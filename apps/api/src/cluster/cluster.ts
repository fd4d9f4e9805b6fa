/**
 * A local multi-process Parley: N API processes and M workers on one PostgreSQL and one Redis,
 * behind HAProxy on loopback. `scripts/cluster.ts` runs it from the command line; the cluster test
 * and benchmark kill and restart its processes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig } from './haproxy-config';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment of a Parley process started from this one: a production server, quiet, on its
 * own data directory, seeding nothing; of this process's environment only PATH and HOME.
 */
export const serverProcessEnv = (dataDir: string) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PARLEY_DATA_DIR: dataDir,
  PARLEY_SEED_DEMO: 'false',
  PARLEY_SEED_SHOWCASE: 'false',
});

export interface ClusterOptions {
  apis: number;
  workers: number;
  /** The proxy's port on 127.0.0.1 (0: any free one). */
  port: number;
  /** Passed to every process: DATABASE_URL, REDIS_URL and JWT_SECRET at least (all processes must share them). */
  env: Record<string, string>;
  /** `dist`: the built server (`pnpm build`); `src`: the sources through tsx (tests, development). */
  entry?: 'dist' | 'src';
  /** Each process's output, line by line, prefixed with its name. */
  onOutput?: (name: string, line: string) => void;
}

export interface ClusterProcess {
  name: string;
  kind: 'api' | 'worker';
  port: number | null;
  child: ChildProcess;
  exited: Promise<number | string | null>;
  output: () => string;
}

export interface Cluster {
  /** The proxy: where browsers, widgets and load generators go. */
  origin: string;
  processes: ClusterProcess[];
  /** An API process by index, for tests that kill one. */
  api(index: number): ClusterProcess;
  /** Starts a stopped process again on its port (the proxy puts it back once `/healthz` answers). */
  restart(name: string): Promise<ClusterProcess>;
  stop(): Promise<void>;
}

export function findHaproxy(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy 2>/dev/null'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  return found || null;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(origin: string, timeoutMs: number, exited: Promise<unknown>, describe: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (gone) throw new Error(`exited before it was ready:\n${describe()}`);
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready in ${timeoutMs} ms:\n${describe()}`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('HAProxy is not installed: apt-get install haproxy');
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET'])
    if (!options.env[name]) throw new Error(`A cluster needs ${name}: every process must share it`);
  const entry = options.entry ?? (existsSync(join(API_ROOT, 'dist/main.js')) ? 'dist' : 'src');
  const runDir = mkdtempSync(join(tmpdir(), 'parley-cluster-'));
  const processes: ClusterProcess[] = [];

  function launch(name: string, kind: 'api' | 'worker', port: number | null): ClusterProcess {
    const script = kind === 'api' ? 'main' : 'worker';
    const args = entry === 'dist' ? [`dist/${script}.js`] : ['--import', 'tsx', `src/${script}.ts`];
    const child = spawn(process.execPath, args, {
      cwd: API_ROOT,
      env: {
        ...serverProcessEnv(join(runDir, name)),
        ...options.env,
        // API processes serve; workers run the jobs.
        ...(kind === 'api' ? { PORT: String(port), HOST: '127.0.0.1', PARLEY_WORKER: 'off' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (output.length > 200_000) output = output.slice(-100_000);
      for (const line of text.split('\n')) if (line.trim()) options.onOutput?.(name, line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
    return { name, kind, port, child, exited, output: () => output };
  }

  const apiPorts = await Promise.all(Array.from({ length: options.apis }, freePort));
  const proxyPort = options.port || (await freePort());
  try {
    // The first API process migrates the database; the others start once it has.
    const first = launch('api1', 'api', apiPorts[0]!);
    processes.push(first);
    await waitForHealth(`http://127.0.0.1:${apiPorts[0]}`, 120_000, first.exited, first.output);
    for (let i = 1; i < options.apis; i++) processes.push(launch(`api${i + 1}`, 'api', apiPorts[i]!));
    for (let i = 0; i < options.workers; i++) processes.push(launch(`worker${i + 1}`, 'worker', null));
    await Promise.all(processes.filter((p) => p.kind === 'api').map((p) => waitForHealth(`http://127.0.0.1:${p.port}`, 120_000, p.exited, p.output)));
  } catch (error) {
    for (const p of processes) p.child.kill('SIGKILL');
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }

  const configFile = join(runDir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({ port: proxyPort, backends: processes.filter((p) => p.kind === 'api').map((p) => ({ name: p.name, port: p.port! })) }),
  );
  const proxy = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let proxyOutput = '';
  proxy.stdout.on('data', (c: Buffer) => (proxyOutput += c.toString()));
  proxy.stderr.on('data', (c: Buffer) => (proxyOutput += c.toString()));
  const proxyExited = new Promise((resolve) => proxy.once('exit', resolve));
  const origin = `http://127.0.0.1:${proxyPort}`;
  await waitForHealth(origin, 10_000, proxyExited, () => proxyOutput);

  const stopOne = async (p: ClusterProcess) => {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
    const killer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
    await p.exited;
    clearTimeout(killer);
  };

  return {
    origin,
    processes,
    api: (index) => processes.filter((p) => p.kind === 'api')[index]!,
    async restart(name) {
      const index = processes.findIndex((p) => p.name === name);
      const old = processes[index]!;
      await stopOne(old);
      const fresh = launch(old.name, old.kind, old.port);
      processes[index] = fresh;
      if (fresh.kind === 'api') await waitForHealth(`http://127.0.0.1:${fresh.port}`, 120_000, fresh.exited, fresh.output);
      return fresh;
    },
    async stop() {
      proxy.kill('SIGTERM');
      await Promise.all([proxyExited, ...processes.map(stopOne)]);
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
