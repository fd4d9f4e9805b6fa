import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * Adds the figures the triggers logged since the last fold into the rollups
 * (drizzle/0015_rollup_deltas.sql says why writers log deltas instead of updating the rollups).
 * Readers fold and wait for a fold in progress, so they see every committed write; the background
 * fold skips when another process is folding.
 */
export async function foldRollups(db: Db, { wait = true }: { wait?: boolean } = {}): Promise<void> {
  await db.execute(sql`SELECT parley_fold_rollups(${wait})`);
}

/** How often each process folds: the logs stay a few seconds' writes long, so a reader's fold is short. */
export const FOLD_EVERY_MS = 5_000;

/** Folds in the background until stopped; a failure (the database away) is logged and tried again next time. */
export function foldRollupsRegularly(db: Db, log: { warn(obj: object, msg: string): void }, everyMs = FOLD_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    foldRollups(db, { wait: false })
      .catch((error: unknown) => log.warn({ err: error }, 'folding the analytics rollups failed; the next fold takes what is pending'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
