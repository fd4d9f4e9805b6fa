import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Speech processes are started by a small helper process, not by the server itself. On Linux
 * every `spawn` forks the calling process, which blocks its event loop for as long as copying its
 * memory map takes: ~120 ms with the embedded PGlite database open (~800 MB), far longer on a busy
 * machine, and every live call's audio waits meanwhile. The helper is a bare Node process with a
 * tiny heap, started once; it spawns and relays over IPC (Buffers pass as they are).
 */
const HELPER = String.raw`
const { spawn } = require('node:child_process');
const { rmSync } = require('node:fs');
const { readFile, rm, writeFile } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const { randomBytes } = require('node:crypto');
const { join } = require('node:path');
const live = new Map();
const wantedNice = new Map();
// A process's scheduling group's niceness (Linux autogroup; nothing where there is none). The
// kernel takes one change per 100 ms from an unprivileged user: a refused one is tried again.
const setGroupNice = (id, nice, tries) => {
  const child = live.get(id);
  if (!child || wantedNice.get(id) !== nice) return;
  writeFile('/proc/' + child.pid + '/autogroup', String(nice)).catch((e) => {
    if (e.code === 'EAGAIN' && tries > 0) setTimeout(() => setGroupNice(id, nice, tries - 1), 40);
  });
};
const send = (m) => { if (process.connected) process.send(m); };
process.on('message', async (m) => {
  if (m.op === 'start') {
    const child = spawn(m.command, m.args, { stdio: ['pipe', 'pipe', 'ignore'], detached: true });
    live.set(m.id, child);
    if (m.nice !== undefined) { wantedNice.set(m.id, m.nice); setGroupNice(m.id, m.nice, 10); }
    child.stdin.on('error', () => {});
    child.stdout.on('data', (data) => send({ op: 'data', id: m.id, data }));
    child.on('error', (e) => send({ op: 'exit', id: m.id, code: null, error: e.message }));
    child.on('exit', (code, signal) => { live.delete(m.id); wantedNice.delete(m.id); send({ op: 'exit', id: m.id, code, signal }); });
  } else if (m.op === 'writes') {
    for (const [id, data] of m.items) {
      const child = live.get(id);
      if (child && child.stdin.writable) child.stdin.write(data);
    }
  } else if (m.op === 'nice') {
    wantedNice.set(m.id, m.nice);
    setGroupNice(m.id, m.nice, 10);
  } else if (m.op === 'kill') {
    const child = live.get(m.id);
    if (child) { try { process.kill(-child.pid, 'SIGKILL'); } catch {} }
  } else if (m.op === 'speak') {
    // The spare started for this command after the last one, already past its start-up, or a new one.
    let spare = spares.get(m.key);
    spares.delete(m.key);
    if (spare && spare.done) rm(spare.output, { force: true }).catch(() => {});
    if (!spare || spare.done) spare = startSpare(m);
    speaking.add(spare.output);
    live.set(m.id, spare.child);
    spare.child.stdin.end(m.input);
    const { code, signal, error } = await spare.closed;
    live.delete(m.id);
    let file = null;
    try { file = await readFile(spare.output); } catch {}
    await rm(spare.output, { force: true }).catch(() => {});
    speaking.delete(spare.output);
    send({ op: 'rendered', id: m.id, code, signal, stderr: spare.stderr(), file, error });
    if (!spares.has(m.key)) spares.set(m.key, startSpare(m));
  } else if (m.op === 'prepare') {
    if (!spares.has(m.key)) spares.set(m.key, startSpare(m));
  }
});
// A process started ahead, waiting for its input on stdin (its output path is its last argument).
const spares = new Map();
// The output files of spares taken for a sentence and not yet read back.
const speaking = new Set();
const startSpare = (m) => {
  // A name nobody can guess ahead: the file does not exist until the process writes it.
  const output = join(tmpdir(), 'parley-spare-' + randomBytes(12).toString('hex') + '.out');
  const child = spawn(m.command, [...m.args, output], { stdio: ['pipe', 'ignore', 'pipe'], detached: true });
  child.stdin.on('error', () => {});
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const spare = { child, output, done: false, stderr: () => stderr };
  spare.closed = new Promise((resolve) => {
    child.on('error', (e) => { spare.done = true; resolve({ code: null, signal: null, error: e.message }); });
    child.on('close', (code, signal) => { spare.done = true; resolve({ code, signal }); });
  });
  return spare;
};
process.on('disconnect', () => {
  for (const c of [...live.values(), ...[...spares.values()].map((s) => s.child)]) { try { process.kill(-c.pid, 'SIGKILL'); } catch {} }
  // A spare killed before its input came may have begun its file: none is left behind.
  for (const file of [...[...spares.values()].map((s) => s.output), ...speaking]) { try { rmSync(file, { force: true }); } catch {} }
  process.exit(0);
});
`;

type Incoming =
  | { op: 'data'; id: number; data: Uint8Array }
  | { op: 'exit'; id: number; code: number | null; signal?: string | null; error?: string }
  | { op: 'rendered'; id: number; code?: number | null; signal?: string | null; stderr?: string; file?: Uint8Array | null; error?: string };

export interface BrokeredProcess {
  write(data: Buffer): void;
  /** Sets the niceness of the process's scheduling group (Linux autogroup), where there is one. */
  setGroupNiceness(nice: number): void;
  kill(): void;
}

export interface RenderResult {
  code: number | null;
  stderr: string;
  file: Buffer | null;
  error?: string;
}

let helper: ChildProcess | null = null;
let nextId = 0;
const streams = new Map<number, { onData(data: Buffer): void; onExit(reason: string, code: number | null): void }>();
const renders = new Map<number, (result: RenderResult) => void>();

function ensureHelper(): ChildProcess {
  if (helper && helper.connected) return helper;
  const child = spawn(process.execPath, ['-e', HELPER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' });
  child.on('message', (raw) => {
    const m = raw as Incoming;
    if (m.op === 'data') streams.get(m.id)?.onData(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength));
    else if (m.op === 'exit') {
      const stream = streams.get(m.id);
      streams.delete(m.id);
      stream?.onExit(m.error ?? String(m.signal ?? m.code), m.code);
    } else if (m.op === 'rendered') {
      const done = renders.get(m.id);
      renders.delete(m.id);
      done?.({
        code: m.code ?? null,
        stderr: m.stderr ?? '',
        file: m.file ? Buffer.from(m.file.buffer, m.file.byteOffset, m.file.byteLength) : null,
        error: m.error,
      });
    }
  });
  // The helper gone, everything it ran is gone too: tell each waiting side once.
  child.on('exit', () => {
    if (helper === child) helper = null;
    for (const [id, stream] of streams) {
      streams.delete(id);
      stream.onExit('the process helper exited', null);
    }
    for (const [id, done] of renders) {
      renders.delete(id);
      done({ code: null, stderr: '', file: null, error: 'the process helper exited' });
    }
  });
  // The server may exit with calls open; the helper must not keep it alive.
  child.unref();
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
  helper = child;
  return child;
}

/**
 * Audio for the recognisers, gathered over one turn of the event loop and sent as one message.
 * Each message costs the server a serialisation and a write to the helper's socket, and the
 * helper a read and a parse: one per 20 ms frame per call was the server's largest share of CPU
 * with 20 calls (scripts/bench-voice.ts). The frames of one turn go together; none waits longer
 * than that turn.
 */
let queued: [number, Buffer][] = [];
function queueWrite(child: ChildProcess, id: number, data: Buffer) {
  if (!queued.length) {
    setImmediate(() => {
      const items = queued;
      queued = [];
      if (child.connected) child.send({ op: 'writes', items });
    });
  }
  queued.push([id, data]);
}

/** Starts the helper now (at server start, before the heap grows) rather than on the first call. */
export function warmProcessBroker() {
  ensureHelper();
}

/**
 * A long-running process with stdin and stdout (the recogniser), run by the helper in a session of
 * its own; `groupNiceness` sets that session's scheduling group's niceness as it starts.
 */
export function startBrokered(
  command: string,
  args: string[],
  handlers: { onData(data: Buffer): void; onExit(reason: string, code: number | null): void },
  options: { groupNiceness?: number } = {},
): BrokeredProcess {
  const child = ensureHelper();
  const id = ++nextId;
  streams.set(id, handlers);
  child.send({ op: 'start', id, command, args, nice: options.groupNiceness });
  return {
    write(data) {
      if (streams.has(id) && child.connected) queueWrite(child, id, data);
    },
    setGroupNiceness(nice) {
      if (streams.has(id) && child.connected) child.send({ op: 'nice', id, nice });
    },
    kill() {
      if (child.connected) child.send({ op: 'kill', id });
    },
  };
}

/**
 * A short process that reads its input on stdin and writes a file whose path the helper appends to
 * its arguments (the synthesiser): resolves with the file's bytes. The helper keeps one process of
 * each command and arguments started ahead, waiting for its input: Flite's start-up and voice
 * loading (~30 ms of its ~60 ms for a short clause) are over before the answer is known.
 */
export function speakBrokered(command: string, args: string[], input: string, signal: AbortSignal): Promise<RenderResult> {
  return requestRender({ op: 'speak', key: JSON.stringify([command, args]), command, args, input }, signal);
}

/** Starts the process speakBrokered would run for these arguments ahead, if none waits yet. */
export function prepareBrokered(command: string, args: string[]) {
  ensureHelper().send({ op: 'prepare', key: JSON.stringify([command, args]), command, args });
}

/** Sends a render to the helper and waits for its file; aborting kills the process. */
function requestRender(message: Record<string, unknown>, signal: AbortSignal): Promise<RenderResult> {
  const child = ensureHelper();
  const id = ++nextId;
  return new Promise((resolve) => {
    const abort = () => {
      if (child.connected) child.send({ op: 'kill', id });
    };
    signal.addEventListener('abort', abort, { once: true });
    renders.set(id, (result) => {
      signal.removeEventListener('abort', abort);
      resolve(result);
    });
    child.send({ ...message, id });
  });
}
