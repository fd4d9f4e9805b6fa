import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Words the pronouncing dictionary lacks (brand and product names, "Riverstone", "headlamp") get
 * a pronunciation from Flite's letter-to-sound rules, which Debian's `flite` ships as `t2p`: a
 * word a recogniser cannot say is a word it can never hear, however often the business uses it.
 */
export const LETTER_TO_SOUND = 't2p';

/** Words per `t2p` run: ~400 words take ~50 ms, and the command line stays far below its limit. */
const BATCH = 400;

/** Flite's phones beyond the recogniser's set, as the CMU dictionary writes the same sounds. */
const FLITE_TO_CMU: Record<string, string> = { ax: 'AH', axr: 'ER' };
const CMU_PHONES = new Set('AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '));

/**
 * A word the dictionary lacks is spelled out when the business writes it this often. Once is
 * enough: a dish or a product is often named once, on its menu or its page (bench-voice-words:
 * word error on visitors' questions 24.2% spelling words used twice or more, 22.9% all).
 */
const SPELL_AFTER_USES = 1;
/** At most this many words spelled out per business (the model stays small, the build quick). */
const MAX_SPELLED = 3_000;

/** The business's words (with how often it uses them) that the dictionary lacks, most used first. */
export function wordsToSpell(uses: ReadonlyMap<string, number>, dictionary: ReadonlyMap<string, unknown>): string[] {
  return [...uses]
    .filter(([word, count]) => count >= SPELL_AFTER_USES && !dictionary.has(word))
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_SPELLED)
    .map(([word]) => word);
}

/** Only plain words are spelled out: a recogniser's dictionary entry is one lowercase word. */
export const spellable = (word: string) => /^[a-z]{2,24}$/.test(word);

/**
 * `t2p`'s output for words said one after another, each closed by a pause ("pau r ih1 v er s t
 * ow1 n pau hh eh1 d …"), as the CMU dictionary's phones per word (stress dropped, Flite's
 * reduced vowels mapped); null when the pauses do not match the words one for one.
 */
export function parseLetterToSound(output: string, words: readonly string[]): Map<string, string> | null {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const phone of output.trim().split(/\s+/)) {
    if (!phone) continue;
    if (phone === 'pau') {
      if (current.length) groups.push(current);
      current = [];
      continue;
    }
    const bare = phone.replace(/\d$/, '');
    const cmu = FLITE_TO_CMU[bare] ?? bare.toUpperCase();
    if (!CMU_PHONES.has(cmu)) return null;
    current.push(cmu);
  }
  if (current.length) groups.push(current);
  if (groups.length !== words.length) return null;
  return new Map(words.map((word, i) => [word, groups[i]!.join(' ')]));
}

const execute = promisify(execFile);
const run = async (command: string, text: string) => (await execute(command, [text], { timeout: 10_000, maxBuffer: 4 * 1024 * 1024 })).stdout;

/**
 * Pronunciations for `words` from the letter-to-sound rules ("riverstone" → "R IH V ER S T OW N"),
 * one `t2p` run per batch (commas make Flite pause between the words, which is how the output is
 * cut back into words). A batch whose output cannot be cut is spelled word by word; without `t2p`
 * on the machine the map is empty and the model keeps only the dictionary's words.
 */
export async function spellOut(words: Iterable<string>, command = LETTER_TO_SOUND): Promise<Map<string, string>> {
  const wanted = [...new Set(words)].filter(spellable);
  const found = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += BATCH) {
    const batch = wanted.slice(i, i + BATCH);
    let output: string;
    try {
      output = await run(command, batch.join(', '));
    } catch {
      return found;
    }
    const parsed = parseLetterToSound(output, batch);
    if (parsed) {
      for (const [word, phones] of parsed) found.set(word, phones);
      continue;
    }
    for (const word of batch) {
      const one = parseLetterToSound(await run(command, word).catch(() => ''), [word]);
      const phones = one?.get(word);
      if (phones) found.set(word, phones);
    }
  }
  return found;
}
