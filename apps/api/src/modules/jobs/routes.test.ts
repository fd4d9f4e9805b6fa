import type { FailedJob, KnowledgeDocument } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { multipart, signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createJobQueue } from './create-job-queue';
import { createJobHandlers, createJobTargets, failRowOnLastAttempt } from '../knowledge/knowledge-jobs';

describe.each(testDatabases())('failed jobs over the API on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  it("lists the organization's dead-lettered jobs with their last error, retries one, and walls other organizations off", async () => {
    const alpha = await signUpOwner(app, 'jobs', 'Alpha');
    const beta = await signUpOwner(app, 'jobs', 'Beta');
    const queue = createJobQueue(database, { pollMs: 20 });
    let runs = 0;
    const worker = await queue.work({
      handlers: {
        document: () => {
          runs += 1;
          return runs === 1 ? Promise.reject(new Error('The PDF parser ran out of memory')) : Promise.resolve();
        },
      },
    });
    try {
      await queue.enqueue({ kind: 'document', refId: 77, organizationId: alpha.organizationId, maxAttempts: 1 });
      const list = (auth: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/organizations/current/jobs/failed', headers: auth });
      let failed: FailedJob[] = [];
      for (let i = 0; i < 200 && failed.length === 0; i++) {
        failed = (await list(alpha.auth)).json<{ data: FailedJob[] }>().data;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(failed).toEqual([
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- expect.any is typed any so it can stand for any value
        { id: expect.any(String), kind: 'document', ref_id: 77, error: 'The PDF parser ran out of memory', attempts: 1, failed_at: expect.any(String) },
      ]);
      expect((await list(beta.auth)).json<{ data: FailedJob[] }>().data).toEqual([]);

      const retry = (auth: Record<string, string>, id: string) =>
        app.inject({ method: 'POST', url: `/api/v1/organizations/current/jobs/${id}/retry`, headers: auth });
      expect((await retry(beta.auth, failed[0]!.id)).statusCode).toBe(404);
      expect((await retry(alpha.auth, '123456789')).statusCode).toBe(404);
      expect((await retry(alpha.auth, failed[0]!.id)).statusCode).toBe(204);
      for (let i = 0; i < 200 && runs < 2; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(runs).toBe(2);
      expect((await list(alpha.auth)).json<{ data: FailedJob[] }>().data).toEqual([]);
      expect((await retry(alpha.auth, failed[0]!.id)).statusCode).toBe(404); // no longer failed
    } finally {
      await worker.stop();
    }
  });
});

describe.each(testDatabases())('a document whose processing fails every attempt, on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  const queue = { current: null as ReturnType<typeof createJobQueue> | null };
  useTestApp(
    async () => {
      const opened = await open();
      queue.current = createJobQueue(opened, { pollMs: 20, maxAttempts: 1 });
      return opened;
    },
    () => ({ jobs: queue.current! }),
    (opened) => ({ app, database } = opened),
  );

  it('shows as failed with the error, and Retry processes it again', async () => {
    const owner = await signUpOwner(app, 'jobs', 'Gamma');
    let crash = true;
    const process = createJobHandlers(database.db, { allowPrivateNetworks: false }).document;
    const worker = await queue.current!.work({
      handlers: {
        document: failRowOnLastAttempt(createJobTargets(database.db), 'document', async (refId, context) => {
          if (crash) throw new Error('The reader crashed');
          await process(refId, context);
        }),
      },
    });
    try {
      const form = multipart([
        { name: 'files', value: Buffer.from('# Returns\n\nReturns are free within 30 days.\n'), filename: 'returns.md', type: 'text/markdown' },
      ]);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/v1/organizations/current/documents',
        headers: { ...owner.auth, ...form.headers },
        payload: form.payload,
      });
      expect(uploaded.statusCode).toBe(201);
      const id = uploaded.json<{ data: KnowledgeDocument[] }>().data[0]!.id;
      const document = async () =>
        (await app.inject({ method: 'GET', url: `/api/v1/organizations/current/documents/${id}`, headers: owner.auth })).json<{ data: KnowledgeDocument }>()
          .data;
      for (let i = 0; i < 200 && (await document()).status === 'processing'; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await document()).toMatchObject({ status: 'failed', error: 'The reader crashed' });

      const [failed] = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/jobs/failed', headers: owner.auth })).json<{
        data: FailedJob[];
      }>().data;
      expect(failed).toMatchObject({ kind: 'document', ref_id: id });
      crash = false;
      expect((await app.inject({ method: 'POST', url: `/api/v1/organizations/current/jobs/${failed!.id}/retry`, headers: owner.auth })).statusCode).toBe(204);
      for (let i = 0; i < 200 && (await document()).status !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await document()).toMatchObject({ status: 'ready', error: null });
    } finally {
      await worker.stop();
    }
  });
});
