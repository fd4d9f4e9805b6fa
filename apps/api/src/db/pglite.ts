/**
 * How the embedded database is opened and migrated, shared by the server (database.ts) and the
 * short-lived process that creates a new data folder (create-pglite-child.ts): both must start
 * PGlite the same way.
 */
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite/vector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * Shared buffers of 16 MB instead of initdb's 128 MB: a single-user database reads through the
 * operating system's file cache anyway (PGlite alone on a 10,000-chunk database: 367 → 232 MB;
 * scripts/bench-embedded-memory.ts).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** PGlite in `dataDir` (in memory when undefined, from `template` when given). */
export function startPglite(dataDir: string | undefined, template?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir && { dataDir }),
    ...(!dataDir && template && { loadDataDir: template }),
    // pgvector ships inside PGlite; it is only used when an embeddings provider is configured.
    extensions: { vector },
    startParams: START_PARAMS,
  });
}

/** Runs the migrations the database does not have yet (none on an up-to-date one). */
export async function migrateEmbedded(client: PGlite, migrationsDir: string): Promise<void> {
  await migrate(drizzle(client), { migrationsFolder: migrationsDir });
}
