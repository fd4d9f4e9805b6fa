import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { POCKETSPHINX_MODEL_DIR } from '../providers/config';

/** The CMU pronouncing dictionary that Debian's pocketsphinx-en-us ships (134,723 entries). */
export const CMU_DICTIONARY = `${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`;

/**
 * The dictionary's lines for the given words ("store S T AO R", "read(2) R EH D"): one pass over
 * the file, keeping only what a model needs, so the 3 MB dictionary is never held in memory.
 */
export async function pronunciationsOf(words: ReadonlySet<string>, path = CMU_DICTIONARY): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const text = await readFile(path, 'utf8');
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const space = text.indexOf(' ', start);
    if (space > start && space < end) {
      const entry = text.slice(start, space);
      const paren = entry.indexOf('(');
      const word = paren > 0 ? entry.slice(0, paren) : entry;
      if (words.has(word)) {
        const line = text.slice(start, end).trim();
        const lines = found.get(word);
        if (lines) lines.push(line);
        else found.set(word, [line]);
      }
    }
    start = end + 1;
  }
  return found;
}

const here = fileURLToPath(new URL('.', import.meta.url));
/** speech/ beside src/ (from the sources) or beside dist/ (from the build). */
const COMMON_ENGLISH = here.includes('/src/')
  ? new URL('../../../../speech/common-english.tsv', import.meta.url)
  : new URL('../speech/common-english.tsv', import.meta.url);

let common: Promise<Map<string, number>> | null = null;

/** Everyday English: the words of the general model, most likely first, with their log10 probabilities. */
export function commonEnglish(): Promise<Map<string, number>> {
  common ??= readFile(COMMON_ENGLISH, 'utf8').then((text) => {
    const words = new Map<string, number>();
    for (const line of text.split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const [word, logProb] = line.split('\t');
      if (word && logProb) words.set(word, Number(logProb));
    }
    return words;
  });
  return common;
}
