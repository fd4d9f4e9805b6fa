import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { askAgent, signUpOwner, uploadDocuments, useTestApp, type TestApp } from '../../../test-app';
import { testDatabases } from '../../../test-databases';
import { createJobHandlers } from '../knowledge-jobs';
import { createJobQueue } from '../../jobs/create-job-queue';
import type { JobWorker } from '../../jobs/job-queue';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

describe.each(testDatabases())('documents on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  let worker: JobWorker;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));
  beforeAll(async () => {
    worker = await createJobQueue(database, { pollMs: 50 }).work({ handlers: createJobHandlers(database.db, { allowPrivateNetworks: true }) });
  });
  afterAll(() => worker?.stop());

  const signup = async () => (await signUpOwner(app, 'd', 'Docs Co')).auth;
  const upload = (auth: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) => uploadDocuments(app, auth, files);
  async function waitForDocuments(auth: Record<string, string>) {
    for (let i = 0; i < 100; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/organizations/current/documents', headers: auth });
      const list = res.json<{ data: { id: number; filename: string; status: string; page_count: number }[] }>().data;
      if (list.every((d) => d.status !== 'processing')) return list;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('documents still processing');
  }

  it('uploads many files at once, processes them in the background, and answers from them', async () => {
    const auth = await signup();
    const res = await upload(auth, [
      { name: 'handbook.pdf', bytes: fixture('handbook.pdf'), type: 'application/pdf' },
      { name: 'returns.docx', bytes: fixture('returns.docx') },
      { name: 'products.csv', bytes: fixture('products.csv'), type: 'text/csv' },
      { name: 'fake.txt', bytes: fixture('fake.txt'), type: 'text/plain' },
      { name: 'empty.txt', bytes: fixture('empty.txt') },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ data: { filename: string }[]; refused: { filename: string; error: string }[] }>();
    expect(body.data.map((d) => d.filename)).toEqual(['handbook.pdf', 'returns.docx', 'products.csv']);
    expect(body.refused).toEqual([
      { filename: 'fake.txt', error: expect.stringContaining('not supported') as string },
      { filename: 'empty.txt', error: 'The file is empty.' },
    ]);
    const docs = await waitForDocuments(auth);
    expect(docs.map((d) => d.status)).toEqual(['ready', 'ready', 'ready']);
    const pdf = docs.find((d) => d.filename === 'handbook.pdf')!;
    expect(pdf.page_count).toBe(3);
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/organizations/current/documents/${pdf.id}`, headers: auth })).json<{
      data: { preview: string };
    }>().data;
    expect(detail.preview).toContain('Our warranty covers accidental damage for 36 months.');

    const answer = await askAgent(app, auth, 'How long does the warranty cover accidental damage?');
    expect(answer.answer).toContain('36 months');
    expect(answer.sources[0]).toMatchObject({ type: 'document', title: 'handbook.pdf' });

    expect((await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/documents/${pdf.id}`, headers: auth })).statusCode).toBe(204);
    expect((await askAgent(app, auth, 'warranty accidental damage')).answer).not.toContain('36 months');
  });

  it('refuses a single bad upload with a clear 422, an oversized one with 413, and hides documents from other organizations', async () => {
    const auth = await signup();
    const refused = await upload(auth, [{ name: 'invoice.pdf', bytes: fixture('fake.txt') }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: string }>().error).toMatch(/^files: This file type is not supported/);
    const tooBig = await upload(auth, [{ name: 'big.txt', bytes: Buffer.alloc(50 * 1024 * 1024 + 10, 'a') }]);
    expect([413, 422]).toContain(tooBig.statusCode);
    expect(tooBig.json<{ error: string }>().error).toMatch(/50 MB/);

    const mine = (await upload(auth, [{ name: 'notes.txt', bytes: fixture('notes.txt') }])).json<{ data: { id: number }[] }>().data[0]!;
    const other = await signup();
    expect((await app.inject({ method: 'GET', url: `/api/v1/organizations/current/documents/${mine.id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/documents/${mine.id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/organizations/current/documents', headers: other })).json<{ data: unknown[] }>().data).toEqual([]);
  });
});
