/**
 * Process-level tests: the real server (`src/main.ts`) as a child process, on a throwaway
 * PostgreSQL database, reached through a TCP proxy the test can cut, hang and restore. Faults
 * such as a dropped connection, a hung database or SIGTERM only show up in a real process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverProcessEnv } from './cluster/cluster';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A fresh database on the PostgreSQL at `adminUrl`, dropped (with its connections) by `drop()`. */
export async function createThrowawayDatabase(adminUrl: string) {
  const name = `parley_proc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    /** Ends every server connection to the database, as `pg_terminate_backend` after a failover does. */
    terminateConnections: () => admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

type ProxyMode = 'up' | 'down' | 'hang';

/**
 * A TCP proxy in front of PostgreSQL. `down`: connections are refused and the open ones cut (the
 * database is away); `hang`: open connections stop carrying bytes and new ones are accepted but
 * never answered (a hung database or a network partition); `up`: traffic flows again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = 'up';
  const pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  const server: Server = createServer((client) => {
    if (mode === 'down') return void client.destroy();
    const pair = { client, upstream: null as Socket | null };
    pairs.add(pair);
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    client.on('error', () => undefined);
    if (mode === 'hang') return; // accepted, never answered
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    set(next: ProxyMode) {
      mode = next;
      for (const pair of pairs) {
        if (next === 'down') pair.client.destroy();
        if (next === 'hang' && pair.upstream) {
          pair.client.unpipe();
          pair.upstream.unpipe();
          pair.client.pause();
          pair.upstream.pause();
        }
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.client.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string | null>;
  /** Sends `signal` (SIGTERM: a graceful shutdown) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

export interface ServerProcessOptions {
  /** `src`: `src/main.ts` through tsx (the default); `dist`: the built server, as `pnpm start` runs it. */
  entry?: 'src' | 'dist';
  /** A data folder the caller keeps (a restart on the same folder); by default a new one, removed on exit. */
  dataDir?: string;
}

/** Starts the server with `env` on a free loopback port and resolves once it listens. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  { entry = 'src', dataDir: keptDir }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'parley-proc-'));
  const child = spawn(process.execPath, entry === 'dist' ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...serverProcessEnv(dataDir),
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 'process-test-secret-0123456789abcdef0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal);
    }),
  );
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const look = () => {
      const port = /Parley is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { child, origin, output: () => output, exited, stop };
}

/** Signs a business up on a server process over HTTP, as the dashboard does; resolves to its owner's auth header. */
export async function signUpOverHttp(origin: string, label: string): Promise<{ authorization: string }> {
  const response = await fetch(`${origin}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: { email: `owner@${label}.example.com`, password: 'Str0ng-password', name: 'Owner' },
      organization: { name: `${label} Co`, website_url: `${label}.example.com` },
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return { authorization: String(response.headers.get('authorization')) };
}
