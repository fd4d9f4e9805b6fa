/**
 * Creates and migrates a new PGlite data folder, then exits: run as a process of its own by
 * create-pglite.ts. Usage: node create-pglite-child.js <dataDir> <migrationsDir>
 */
import { migrateEmbedded, startPglite } from './pglite';

const [dataDir, migrationsDir] = process.argv.slice(2);
if (!dataDir || !migrationsDir) throw new Error('usage: create-pglite-child <dataDir> <migrationsDir>');
const client = await startPglite(dataDir);
await migrateEmbedded(client, migrationsDir);
await client.close();
