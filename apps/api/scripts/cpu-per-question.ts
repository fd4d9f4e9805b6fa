/**
 * The CPU a benchmark's question costs: the server process's own, PostgreSQL's (all its processes,
 * read from /proc when it runs on this machine) and the load generator's, per question between two
 * readings. A server process answers readings its benchmark asks for over IPC (`answerCpuReadings`).
 */
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Database } from '../src/db/database';

/** In a server process the benchmark forked: answer each 'cpu' message with the CPU spent so far. */
export function answerCpuReadings(database: Database) {
  process.on('message', (message) => {
    if (message === 'cpu') void cpuSpent(database).then((cpu) => process.send!({ cpu }));
  });
}

/**
 * CPU this server process and PostgreSQL have used so far, in ms: on a machine shared with other
 * work the questions a second say more about the neighbours than about the chat, the CPU per
 * question much less. PostgreSQL's is read from /proc, so only for a server on this machine (null
 * otherwise): every process of the server (connections, WAL writer, checkpointer…) plus what its
 * exited processes used, which the postmaster collects as its children's time, so a connection
 * the pool closes between two readings still counts.
 */
async function cpuSpent(database: Database): Promise<Cpu> {
  const { user, system } = process.cpuUsage();
  let postgres: number | null = null;
  if (database.pool) {
    /** The fields of /proc/<pid>/stat after the command name (state first), or null when it is gone. */
    const stat = async (pid: string | number) => {
      const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
      return text ? text.slice(text.lastIndexOf(')') + 2).split(' ') : null;
    };
    // Clock ticks (100 a second): user and system time are fields 11 and 12, children's 13 and 14.
    const ticks = (fields: string[], from: number) => Number(fields[from]) + Number(fields[from + 1]);
    const { rows } = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const postmaster = (await stat(rows[0]!.pid))?.[1];
    const own = postmaster ? await stat(postmaster) : null;
    // Only when both are PostgreSQL's processes here (a server elsewhere, or in a container, is not read).
    const isPostgres = async (pid: string | number) => (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).startsWith('postgres');
    if (postmaster && own && (await isPostgres(rows[0]!.pid)) && (await isPostgres(postmaster))) {
      let total = ticks(own, 11) + ticks(own, 13);
      for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
        const fields = await stat(pid);
        if (fields?.[1] === postmaster) total += ticks(fields, 11);
      }
      postgres = (total * 1000) / 100;
    }
  }
  return { serverMs: (user + system) / 1000, serverSystemMs: system / 1000, postgresMs: postgres };
}

export interface Cpu {
  serverMs: number;
  /** Of which in the kernel (socket reads and writes, mostly). */
  serverSystemMs: number;
  /** All of PostgreSQL's processes, exited ones included; null when it is not on this machine. */
  postgresMs: number | null;
}

/**
 * CPU per question between two readings, as a sentence; with the load generator's (`loadMs`), also
 * what the machine's cores could answer if they did nothing else: a figure a busy neighbour moves
 * far less than the questions a second measured beside it.
 */
export function cpuPerQuestion(before: Cpu, after: Cpu, questions: number, loadMs: number): string {
  const server = (after.serverMs - before.serverMs) / questions;
  const kernel = (after.serverSystemMs - before.serverSystemMs) / questions;
  const serverText = `${server.toFixed(1)} ms (${kernel.toFixed(1)} in the kernel)`;
  const load = `, load generator ${loadMs.toFixed(1)} ms`;
  if (before.postgresMs === null || after.postgresMs === null) return `server CPU ${serverText} a question${load}`;
  const database = (after.postgresMs - before.postgresMs) / questions;
  const all = server + database + loadMs;
  const cores = availableParallelism();
  return (
    `CPU a question: server ${serverText}, PostgreSQL ${database.toFixed(1)} ms${load}; ` +
    `${all.toFixed(1)} ms in all, so these ${cores} cores could answer about ${((cores * 1000) / all).toFixed(0)} questions/s`
  );
}
