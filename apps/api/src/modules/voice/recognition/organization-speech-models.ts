import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { knowledgeChunks } from '../../../db/schema';
import type { SpeechVocabulary } from '../providers/types';
import type { SpeechModelOptions } from './speech-model';
import { buildSpeechModelApart } from './speech-model-apart';

/**
 * How much of a business's knowledge goes into its model: FAQs and products first, then pages and
 * documents, up to about 60,000 words. More makes a larger model that loads and searches slower
 * for little gain: the words a visitor uses are mostly in the first pages and the FAQs.
 */
const MAX_CHARS = 400_000;
/** Changes when the model's recipe does, so files made by an older build are not reused. */
const RECIPE = 'v6';

/**
 * Model files no call has used for this long are deleted when a new model is written: each change
 * of a business's knowledge (a recrawl, an edited FAQ) makes a new pair, and the old ones would
 * pile up in the temporary folder of a server that runs for months. A file in use is touched each
 * time a call asks for it, and a process whose remembered files are gone makes them again.
 */
export const UNUSED_MODEL_MAX_AGE_MS = 7 * 24 * 3_600_000;
/** A half-written file (`.part`) older than this was left by a process that died while writing it. */
const PART_MAX_AGE_MS = 3_600_000;

export interface OrganizationSpeechModelsOptions extends SpeechModelOptions {
  /** Where model files are written (shared by every process on the machine). */
  dir?: string;
}

/** Deletes the model files in `dir` unused for `maxAgeMs` (and stale half-written ones); a file another process deletes first is fine. */
export async function removeUnusedModels(dir: string, maxAgeMs = UNUSED_MODEL_MAX_AGE_MS, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    const limit = name.endsWith('.part') ? PART_MAX_AGE_MS : /\.(lm|dict)$/.test(name) ? maxAgeMs : null;
    if (limit === null) continue;
    const path = join(dir, name);
    const modified = await stat(path).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (modified !== null && now - modified > limit) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Marks the files as used now; false only when one is gone. Touching may be refused (files another
 * user made, a read-only folder): they are still there to use, and cleaned up by their owner.
 */
async function touch(files: SpeechVocabulary): Promise<boolean> {
  const now = new Date();
  return Promise.all([utimes(files.languageModel, now, now), utimes(files.dictionary, now, now)]).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );
}

/**
 * Each organization's recogniser model (ARPA language model and pronunciations), made from its
 * knowledge the first time a call needs it after the knowledge changed, and kept as files the
 * recogniser loads in ~30 ms (the general English model takes ~0.4 s of CPU and 100 MB a call).
 * Files are named by a hash of what went into them, so processes on one machine share them.
 */
export function createOrganizationSpeechModels(db: Db, { dir = join(tmpdir(), 'parley-speech'), ...options }: OrganizationSpeechModelsOptions = {}) {
  const cache = new Map<number, { version: string; files: Promise<SpeechVocabulary> }>();

  /** Cheap to ask on every call: chunks are replaced, never edited in place, so count and newest id change with any edit. */
  async function versionOf(organizationId: number): Promise<string> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, newest: sql<number | null>`max(${knowledgeChunks.id})` })
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.organizationId, organizationId));
    return `${row?.count ?? 0}:${row?.newest ?? 0}`;
  }

  async function textsOf(organizationId: number): Promise<string[]> {
    const rows = await db
      .select({ title: knowledgeChunks.title, content: knowledgeChunks.content })
      .from(knowledgeChunks)
      .where(eq(knowledgeChunks.organizationId, organizationId))
      .orderBy(sql`case ${knowledgeChunks.sourceType} when 'faq' then 0 when 'product' then 1 else 2 end`, asc(knowledgeChunks.id))
      .limit(2_000);
    const texts: string[] = [];
    let chars = 0;
    for (const row of rows) {
      if (chars > MAX_CHARS) break;
      texts.push(row.title, row.content);
      chars += row.title.length + row.content.length;
    }
    return texts;
  }

  async function make(organizationId: number): Promise<SpeechVocabulary> {
    const texts = await textsOf(organizationId);
    const name = createHash('sha256')
      .update(JSON.stringify([RECIPE, options, texts]))
      .digest('hex')
      .slice(0, 24);
    const files = { languageModel: join(dir, `${name}.lm`), dictionary: join(dir, `${name}.dict`) };
    if (await touch(files)) return files;
    // On a thread of its own: the build is CPU for up to a second, and live calls' audio must not wait.
    const model = await buildSpeechModelApart(texts, options);
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: a recogniser started meanwhile (here or in another process) never reads half a file.
    const part = `.${process.pid}-${Date.now()}.part`;
    await writeFile(files.dictionary + part, model.dictionary);
    await writeFile(files.languageModel + part, model.arpa);
    await rename(files.dictionary + part, files.dictionary);
    await rename(files.languageModel + part, files.languageModel);
    // Not awaited by the call: what is left of older models goes in the background.
    void removeUnusedModels(dir).catch(() => undefined);
    return files;
  }

  return {
    /** The organization's model files; a failure is not kept, so the next call tries again. */
    async forOrganization(organizationId: number): Promise<SpeechVocabulary> {
      const version = await versionOf(organizationId);
      const known = cache.get(organizationId);
      // Still there (another process may have cleaned it up after long disuse), and now used.
      if (known?.version === version && (await known.files.then(touch, () => true))) return known.files;
      const files = make(organizationId);
      cache.set(organizationId, { version, files });
      files.catch(() => {
        if (cache.get(organizationId)?.files === files) cache.delete(organizationId);
      });
      return files;
    },
  };
}

export type OrganizationSpeechModels = ReturnType<typeof createOrganizationSpeechModels>;
