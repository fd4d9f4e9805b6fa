import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createJobQueue } from './create-job-queue';

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
        document: async () => {
          runs += 1;
          if (runs === 1) throw new Error('The PDF parser ran out of memory');
        },
      },
    });
    try {
      await queue.enqueue({ kind: 'document', refId: 77, organizationId: alpha.organizationId, maxAttempts: 1 });
      const list = (auth: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/organizations/current/jobs/failed', headers: auth });
      let failed: { id: string }[] = [];
      for (let i = 0; i < 200 && failed.length === 0; i++) {
        failed = (await list(alpha.auth)).json().data;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(failed).toEqual([
        { id: expect.any(String), kind: 'document', ref_id: 77, error: 'The PDF parser ran out of memory', attempts: 1, failed_at: expect.any(String) },
      ]);
      expect((await list(beta.auth)).json().data).toEqual([]);

      const retry = (auth: Record<string, string>, id: string) =>
        app.inject({ method: 'POST', url: `/api/v1/organizations/current/jobs/${id}/retry`, headers: auth });
      expect((await retry(beta.auth, failed[0]!.id)).statusCode).toBe(404);
      expect((await retry(alpha.auth, '123456789')).statusCode).toBe(404);
      expect((await retry(alpha.auth, failed[0]!.id)).statusCode).toBe(204);
      for (let i = 0; i < 200 && runs < 2; i++) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(runs).toBe(2);
      expect((await list(alpha.auth)).json().data).toEqual([]);
      expect((await retry(alpha.auth, failed[0]!.id)).statusCode).toBe(404); // no longer failed
    } finally {
      await worker.stop();
    }
  });
});
