import type { Db } from '../../../db/database';
import { termStats } from '../index/term-stats';

/** German separable prefixes, longest first ("vorbeibringen" is "vorbei" + "bringen", not "vor" + "beibringen"). */
const SEPARABLE_PREFIXES = [
  'vorbei',
  'zuruck',
  'heraus',
  'herein',
  'dabei',
  'durch',
  'fest',
  'nach',
  'weg',
  'mit',
  'auf',
  'aus',
  'ein',
  'vor',
  'her',
  'hin',
  'los',
  'an',
  'ab',
  'zu',
];

/**
 * The verb of a German separable verb in the infinitive ("mitbringen" → "bringen", "vorbeikommen" →
 * "kommen"): in a main clause the site writes the two apart ("bringen Sie … mit"). Null for a word
 * that is not one.
 */
export function separatedVerb(word: string): string | null {
  if (!/^\p{L}+(?:en|ern|eln)$/u.test(word)) return null;
  const prefix = SEPARABLE_PREFIXES.find((p) => word.startsWith(p) && word.length - p.length >= 5);
  return prefix ? word.slice(prefix.length) : null;
}

/** How German and Dutch join a compound's first word to its second: "Brille·n·fassung", "Hochzeit·s·tanz", "kauw·en·nest". */
const LINKS = ['', 's', 'n', 'en', 'es', 'e'];

/**
 * A German compound the knowledge never writes whole, as two words it does write ("Brillenfassung":
 * "Brille", "Fassung"; "Kinderbrille": "Kinder", "Brille"): the split with the longest last word
 * (the compound's head), each part four letters or more. Both must be there: a head alone
 * ("Geräte" of "Hörgeräte") names another thing.
 */
export async function compoundParts(
  db: Db,
  organizationId: number,
  word: string,
  knowledgeVersion?: number,
): Promise<{ term: string; chunks: number }[] | null> {
  if (word.length < 8 || !/^\p{L}+$/u.test(word)) return null;
  const splits: { head: string; firsts: string[] }[] = [];
  for (let at = 4; at <= word.length - 4; at += 1) {
    const first = word.slice(0, at);
    // "ein·ge·baut", "aus·ge·bucht": a participle's prefix and "ge" are no word of a compound.
    if (SEPARABLE_PREFIXES.some((prefix) => first === `${prefix}ge`)) continue;
    const firsts = LINKS.filter((link) => first.endsWith(link) && first.length - link.length >= 4).map((link) => first.slice(0, first.length - link.length));
    splits.push({ head: word.slice(at), firsts });
  }
  const asked = [...new Set(splits.flatMap((split) => [split.head, ...split.firsts]))];
  const { stats } = await termStats(db, organizationId, asked, [], knowledgeVersion);
  const chunksOf = (term: string) => stats.find((stat) => stat.term === term)?.chunks ?? 0;
  for (const { head, firsts } of splits) {
    const first = firsts.find((part) => chunksOf(part) > 0);
    if (first && chunksOf(head) > 0) return [first, head].map((term) => ({ term, chunks: chunksOf(term) }));
  }
  return null;
}
