import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${dbName}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${dbName}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, timeouts });
        return {
          ...database,
          async close() {
            await database.close();
            const cleanup = new pg.Client({ connectionString: adminUrl });
            await cleanup.connect();
            await cleanup.query(`DROP DATABASE IF EXISTS ${dbName}`);
            await cleanup.end();
          },
        };
      },
    });
  } else {
    console.warn('TEST_DATABASE_URL is not set: API integration tests run on PGlite only');
  }
  return list;
}

/** In-memory PGlite with uploaded documents' bytes in files, as the embedded server keeps them (main.ts). */
async function openPgliteAsServed(): Promise<Database> {
  const database = await openDatabase({ dataDir: null });
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
