/**
 * A new embedded database is created in a process of its own (create-pglite-child.ts), and the
 * server then opens the finished folder. Creating one (initdb, which runs a second PGlite and
 * copies the fresh cluster through a tarball, then the migrations) grows a process to ~610 MB of
 * WebAssembly memory, compiled code and malloc arenas, much of which is never given back.
 * Closing that PGlite and reopening it in the same process still left the server ~130 MB above a
 * restarted one (first start ~450–495 MB against 295–383; scripts/bench-embedded-memory.ts); a
 * worker thread left ~150 MB (the arenas are the process's). When the child exits, all of it goes.
 */
import { spawn } from 'node:child_process';
import { siblingProcessArgs } from '../sibling-entry';

/** Creates and migrates a PGlite database in the (empty) folder `dataDir`; rejects with the child's stderr. */
export function createPgliteApart(dataDir: string, migrationsDir: string): Promise<void> {
  // The parent's own node flags are not passed on: an --inspect port or a heap limit is the server's, not this child's.
  const child = spawn(process.execPath, [...siblingProcessArgs(import.meta.url, 'create-pglite-child'), dataDir, migrationsDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database in ${dataDir} failed (${code ?? signal}): ${stderr.trim()}`)),
    );
  });
}
