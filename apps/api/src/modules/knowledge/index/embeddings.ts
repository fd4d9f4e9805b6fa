import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';

/** An OpenAI-compatible `/embeddings` endpoint (OpenAI, Ollama, vLLM, …). */
export interface EmbeddingsConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  fetch?: typeof fetch;
}

export interface Embedder {
  dimensions: number;
  embed(texts: string[]): Promise<number[][]>;
}

const BATCH = 64;

export async function createEmbedder(config: EmbeddingsConfig): Promise<Embedder> {
  const call = async (input: string[]) => {
    const response = await (config.fetch ?? fetch)(`${config.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey && { authorization: `Bearer ${config.apiKey}` }) },
      body: JSON.stringify({ model: config.model, input }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`Embeddings provider answered ${response.status}`);
    const body = (await response.json()) as { data?: { index: number; embedding: number[] }[] };
    if (!Array.isArray(body.data) || body.data.length !== input.length) throw new Error('Embeddings provider returned an unexpected body');
    return [...body.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
  };
  const [probe] = await call(['dimension probe']);
  const dimensions = probe!.length;
  return {
    dimensions,
    async embed(texts) {
      const out: number[][] = [];
      for (let start = 0; start < texts.length; start += BATCH) out.push(...(await call(texts.slice(start, start + BATCH))));
      return out;
    },
  };
}

/**
 * Turns on vector search: the pgvector extension and a side table of chunk embeddings. Returns
 * false (full-text search only) when the database has no pgvector.
 */
export async function enableVectorSearch(db: Db, dimensions: number): Promise<boolean> {
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
    await db.execute(
      sql.raw(`CREATE TABLE IF NOT EXISTS chunk_embeddings (
      chunk_id integer PRIMARY KEY REFERENCES knowledge_chunks(id) ON DELETE CASCADE,
      organization_id integer NOT NULL,
      embedding vector(${Number(dimensions)}) NOT NULL)`),
    );
    await db.execute(sql`CREATE INDEX IF NOT EXISTS chunk_embeddings_org_idx ON chunk_embeddings (organization_id)`);
    await db.execute(sql`CREATE INDEX IF NOT EXISTS chunk_embeddings_hnsw_idx ON chunk_embeddings USING hnsw (embedding vector_cosine_ops)`);
    return true;
  } catch {
    return false;
  }
}

export const toVectorLiteral = (values: number[]) => `[${values.map((v) => (Number.isFinite(v) ? v : 0)).join(',')}]`;
