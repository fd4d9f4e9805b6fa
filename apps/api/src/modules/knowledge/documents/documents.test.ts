import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/database';
import { testDatabases } from '../../../test-databases';
import { createJobHandlers } from '../../jobs/handlers';
import { startWorker, type Worker } from '../../jobs/worker';

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
let seq = 0;

function multipart(files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = `----docs${Date.now()}${++seq}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('documents on $name', ({ open }) => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let worker: Worker;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ env: { JWT_SECRET: SECRET, NODE_ENV: 'test' }, database });
    worker = startWorker({ db: database.db, handlers: createJobHandlers(database.db, { allowPrivateNetworks: true }), pollMs: 50 });
  });
  afterAll(async () => {
    await worker.stop();
    await app.close();
    await database.close();
  });

  async function signup() {
    const res = await app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        user: { email: `d-${Date.now()}-${++seq}@example.com`, password: 'Str0ng-password', name: 'Owner' },
        organization: { name: 'Docs Co', website_url: 'docs.example.com' },
      },
    });
    return { authorization: String(res.headers.authorization) };
  }
  async function waitForDocuments(auth: Record<string, string>) {
    for (let i = 0; i < 100; i += 1) {
      const list = (await app.inject({ method: 'GET', url: '/api/v1/organizations/current/documents', headers: auth })).json().data as {
        id: number;
        filename: string;
        status: string;
        page_count: number;
      }[];
      if (list.every((d) => d.status !== 'processing')) return list;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('documents still processing');
  }

  it('uploads many files at once, processes them in the background, and answers from them', async () => {
    const auth = await signup();
    const form = multipart([
      { name: 'handbook.pdf', bytes: fixture('handbook.pdf'), type: 'application/pdf' },
      { name: 'returns.docx', bytes: fixture('returns.docx') },
      { name: 'products.csv', bytes: fixture('products.csv'), type: 'text/csv' },
      { name: 'fake.txt', bytes: fixture('fake.txt'), type: 'text/plain' },
      { name: 'empty.txt', bytes: fixture('empty.txt') },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/documents',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data.map((d: { filename: string }) => d.filename)).toEqual(['handbook.pdf', 'returns.docx', 'products.csv']);
    expect(body.refused).toEqual([
      { filename: 'fake.txt', error: expect.stringContaining('not supported') },
      { filename: 'empty.txt', error: 'The file is empty.' },
    ]);
    const docs = await waitForDocuments(auth);
    expect(docs.map((d) => d.status)).toEqual(['ready', 'ready', 'ready']);
    const pdf = docs.find((d) => d.filename === 'handbook.pdf')!;
    expect(pdf.page_count).toBe(3);
    const detail = (await app.inject({ method: 'GET', url: `/api/v1/organizations/current/documents/${pdf.id}`, headers: auth })).json().data;
    expect(detail.preview).toContain('Our warranty covers accidental damage for 36 months.');

    const answer = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/organizations/current/agent/try',
        headers: auth,
        payload: { message: 'How long does the warranty cover accidental damage?' },
      })
    ).json();
    expect(answer.answer).toContain('36 months');
    expect(answer.sources[0]).toMatchObject({ type: 'document', title: 'handbook.pdf' });

    expect((await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/documents/${pdf.id}`, headers: auth })).statusCode).toBe(204);
    const after = (
      await app.inject({ method: 'POST', url: '/api/v1/organizations/current/agent/try', headers: auth, payload: { message: 'warranty accidental damage' } })
    ).json();
    expect(after.answer).not.toContain('36 months');
  });

  it('refuses a single bad upload with a clear 422, an oversized one with 413, and hides documents from other organizations', async () => {
    const auth = await signup();
    const fake = multipart([{ name: 'invoice.pdf', bytes: fixture('fake.txt') }]);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/documents',
      headers: { ...auth, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/^files: This file type is not supported/);
    const huge = multipart([{ name: 'big.txt', bytes: Buffer.alloc(20 * 1024 * 1024 + 10, 'a') }]);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/v1/organizations/current/documents',
      headers: { ...auth, ...huge.headers },
      payload: huge.payload,
    });
    expect([413, 422]).toContain(tooBig.statusCode);
    expect(tooBig.json().error).toMatch(/20 MB/);

    const ok = multipart([{ name: 'notes.txt', bytes: fixture('notes.txt') }]);
    const mine = (
      await app.inject({ method: 'POST', url: '/api/v1/organizations/current/documents', headers: { ...auth, ...ok.headers }, payload: ok.payload })
    ).json().data[0];
    const other = await signup();
    expect((await app.inject({ method: 'GET', url: `/api/v1/organizations/current/documents/${mine.id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/documents/${mine.id}`, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/organizations/current/documents', headers: other })).json().data).toEqual([]);
  });
});
