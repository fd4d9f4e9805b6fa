import type { Db } from '../../../db/database';
import type { Env } from '../../../env';
import { createEmbedder, enableVectorSearch } from './embeddings';
import { setVectorIndex } from './knowledge-index';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** At start-up: hybrid retrieval when an embeddings provider is configured and pgvector exists. */
export async function setUpVectorSearch(db: Db, env: Pick<Env, 'EMBEDDINGS_BASE_URL' | 'EMBEDDINGS_API_KEY' | 'EMBEDDINGS_MODEL'>, log: Log): Promise<boolean> {
  if (!env.EMBEDDINGS_BASE_URL) return false;
  try {
    const embedder = await createEmbedder({ baseUrl: env.EMBEDDINGS_BASE_URL, apiKey: env.EMBEDDINGS_API_KEY, model: env.EMBEDDINGS_MODEL });
    if (!(await enableVectorSearch(db, embedder.dimensions))) {
      log.warn({}, 'EMBEDDINGS_BASE_URL is set but this PostgreSQL has no pgvector extension: retrieval stays full-text only');
      return false;
    }
    setVectorIndex(embedder);
    log.info({ dimensions: embedder.dimensions, model: env.EMBEDDINGS_MODEL }, 'hybrid retrieval on (full text + pgvector)');
    return true;
  } catch (error) {
    log.warn({ err: String(error) }, 'embeddings provider unreachable: retrieval stays full-text only');
    return false;
  }
}
