import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseTimeouts } from './db/database';
import { keepDocumentBytesInFiles } from './modules/knowledge/documents/document-bytes';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** `timeouts`: a benchmark loading millions of rows lifts the server's statement timeout. */
  open: (timeouts?: Partial<DatabaseTimeouts>) => Promise<Database>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a fresh database per open). */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openPgliteAsServed }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      async open(timeouts) {
        const dbName = `parley_test_${randomBytes(6).toString('hex')}`;
        const template = await migratedPostgresTemplate(adminUrl);
        await asAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`));
        const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, dbName), dataDir: null, timeouts });
        return {
          ...database,
          async close() {
            await database.close();
            await asAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${dbName}`));
          },
        };
      },
    });
  } else {
    console.warn('TEST_DATABASE_URL is not set: API integration tests run on PGlite only');
  }
  return list;
}

function databaseUrl(adminUrl: string, dbName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated database each PostgreSQL test database is copied from (`CREATE DATABASE … TEMPLATE`,
 * ~0.4 s where creating and migrating takes ~1 s), named after the migrations so a changed one
 * makes a new template. Built under a unique name and renamed into place: a second process
 * building it at the same time loses the rename and drops its copy.
 */
async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `parley_test_template_${await migrationsFingerprint()}`;
  const exists = await asAdmin(adminUrl, (admin) => admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]));
  if (exists.rowCount) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  const migrated = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), dataDir: null });
  await migrated.close();
  await asAdmin(adminUrl, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  });
  return name;
}

/** In-memory PGlite with uploaded documents' bytes in files, as the embedded server keeps them (main.ts). */
async function openPgliteAsServed(): Promise<Database> {
  const database = await openTestPglite();
  const files = await mkdtemp(join(tmpdir(), 'parley-documents-'));
  keepDocumentBytesInFiles(database.db, files);
  return {
    ...database,
    async close() {
      await database.close();
      await rm(files, { recursive: true, force: true });
    },
  };
}

/** In-memory PGlite, migrated: started from a dump of a freshly migrated database (see below). */
export async function openTestPglite(): Promise<Database> {
  return openDatabase({ dataDir: null, pgliteTemplate: await migratedPgliteDump() });
}

/**
 * Replaying every migration into a new PGlite takes ~3.5 s on 2 cores and the suite opens a
 * hundred of them, one test file at a time: most of the API suite's time. Loading a dump of a
 * database those migrations produced takes ~0.7 s. The dump is made once by running the real
 * migrations and kept in the temporary folder under a name derived from the migrations and PGlite's
 * version, so a changed migration makes a new one; written to a unique name and renamed into
 * place, so a test file reading it never sees half a dump.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const path = join(tmpdir(), `parley-test-pglite-${await migrationsFingerprint()}.tar`);
  const existing = await readFile(path).catch(() => undefined);
  if (existing) return new Blob([existing]);
  const fresh = await openDatabase({ dataDir: null });
  // `Db` is the driver-neutral type, so it does not name drizzle's `$client`; in memory it is a PGlite.
  const client: unknown = Reflect.get(fresh.db, '$client');
  if (!(client instanceof PGlite)) throw new Error('the in-memory test database is not a PGlite');
  const dump = await client.dumpDataDir('none');
  await fresh.close();
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return dump;
}

async function migrationsFingerprint(): Promise<string> {
  const folder = fileURLToPath(new URL('../drizzle', import.meta.url));
  const hash = createHash('sha256');
  // The installed PGlite's path names its version (pnpm's store), and a dump is only read by the PGlite that wrote it.
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const name of (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort()) {
    hash.update(name).update(await readFile(join(folder, name)));
  }
  hash.update(await readFile(join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}
