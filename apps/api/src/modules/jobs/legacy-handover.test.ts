import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { jobs } from '../../db/schema';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createDocumentRepository } from '../knowledge/documents/document-repository';
import { createJobQueue } from './create-job-queue';

const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.skipIf(!postgres)('upgrading PostgreSQL from the old queue', () => {
  let app: TestApp;
  let database: Database;
  useTestApp(
    () => postgres!.open(),
    {},
    (opened) => ({ app, database } = opened),
  );

  it('moves the jobs still waiting in the old table into graphile-worker, where they run', async () => {
    const owner = await signUpOwner(app, 'legacy', 'Legacy Co');
    const document = await createDocumentRepository(database.db).add(owner.organizationId, {
      filename: 'faq.md',
      kind: 'markdown',
      bytes: Buffer.from('# FAQ\n'),
    });
    const [legacy] = await database.db.insert(jobs).values({ kind: 'document', refId: document.id, status: 'queued' }).returning();

    const ran: number[] = [];
    const worker = await createJobQueue(database, { pollMs: 20 }).work({
      handlers: {
        document: (refId) => {
          ran.push(refId);
          return Promise.resolve();
        },
      },
    });
    try {
      for (let i = 0; i < 200 && ran.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(ran).toEqual([document.id]);
      const [after] = await database.db.select().from(jobs).where(eq(jobs.id, legacy!.id));
      expect(after!.status).toBe('done');
    } finally {
      await worker.stop();
    }
  });
});
