import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/database';
import { addProduct, askAgent, signUpOwner, useLoopbackServer, useTestApp, type TestApp } from '../../../test-app';
import { enableVectorSearch } from './embeddings';
import { setVectorIndex } from './knowledge-index';
import { setUpVectorSearch } from './vector-setup';

const DIMENSIONS = 32;
/** A toy model for the wire test: words hash to dimensions, and a few synonyms share one. */
const SYNONYMS: Record<string, string> = { cost: 'price', costs: 'price', pricing: 'price', tent: 'shelter', tents: 'shelter' };
function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const word = SYNONYMS[raw] ?? raw;
    let hash = 0;
    for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    vector[hash % DIMENSIONS]! += 1;
  }
  return vector;
}

/** An OpenAI-compatible /embeddings endpoint on loopback that records what it was asked. */
function embeddingsServer() {
  const requests: { model: string; input: string[]; authorization?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      requests.push({ ...parsed, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          model: parsed.model,
          data: parsed.input.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
        }),
      );
    });
  });
  return { server, requests };
}

describe('hybrid retrieval with an embeddings provider and pgvector (PGlite)', () => {
  const { server, requests } = embeddingsServer();
  let database: Database;
  let app: TestApp;
  const log = { info: () => {}, warn: () => {} };
  const provider = useLoopbackServer(server);
  /** PGlite with vector search switched on against the toy provider. */
  async function openWithVectors() {
    const opened = await openDatabase({ dataDir: null });
    const env = { EMBEDDINGS_BASE_URL: `${provider()}/v1`, EMBEDDINGS_API_KEY: 'sk-test', EMBEDDINGS_MODEL: 'toy-embed' };
    expect(await setUpVectorSearch(opened.db, env, log)).toBe(true);
    return opened;
  }
  useTestApp(openWithVectors, {}, (opened) => ({ app, database } = opened));
  afterAll(() => setVectorIndex(null));

  it('finds an answer by meaning when the words differ, and speaks the provider wire format', async () => {
    const { auth } = await signUpOwner(app, 'v', 'Camp Co');
    await addProduct(app, auth, { name: 'Summit Shelter', description: 'Two-person shelter for alpine trips.', price_cents: 35000, currency: 'USD' });
    const answer = await askAgent(app, auth, 'What do your tents cost?');
    expect(answer.answer).toContain('$350.00');
    expect(requests.every((r) => r.model === 'toy-embed' && r.authorization === 'Bearer sk-test')).toBe(true);
  });

  it('keeps full-text search when the database has no pgvector or the provider is down', async () => {
    expect(await setUpVectorSearch(database.db, { EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1', EMBEDDINGS_MODEL: 'x' }, log)).toBe(false);
    if (process.env.TEST_DATABASE_URL) {
      const { testDatabases } = await import('../../../test-databases');
      const postgres = await testDatabases()
        .find((d) => d.name === 'postgres')!
        .open();
      try {
        // CI's PostgreSQL has no pgvector: the switch says so instead of failing.
        const available = await postgres.db.execute(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
        expect(await enableVectorSearch(postgres.db, DIMENSIONS)).toBe(available.rows.length > 0);
      } finally {
        await postgres.close();
      }
    }
  });
});
