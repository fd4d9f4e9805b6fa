import STCharacters from 'opencc-js/dict/STCharacters';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TWVariants from 'opencc-js/dict/TWVariants';
import type { DictLike } from 'opencc-js/core';

/**
 * Each Chinese character's forms in the other script, from OpenCC's character tables, one direction
 * at a time: a Simplified character may be several Traditional ones ("发": "發" and "髮", "钟": "鐘"
 * and "鍾", "周": "週" where a weekday is meant), and Taiwan writes some its own way ("着": "著"), so
 * all are kept; the character itself too ("台" stays in "台灣", "面" in "後面"). OpenCC's phrase
 * tables would choose among them, at ten times the cost of loading; the site's own words choose here.
 */
let tables: { toTraditional: Map<string, Set<string>>; toSimplified: Map<string, Set<string>> } | null = null;
function formTables() {
  if (tables) return tables;
  const toTraditional = new Map<string, Set<string>>();
  const toSimplified = new Map<string, Set<string>>();
  const add = (table: Map<string, Set<string>>, from: string, to: string) => {
    if (from !== to) (table.get(from) ?? table.set(from, new Set()).get(from)!).add(to);
  };
  const taiwan = new Map(entries(TWVariants));
  const traditionalOf = (simplified: string, traditional: string) => {
    add(toTraditional, simplified, traditional);
    const variant = taiwan.get(traditional);
    if (variant) add(toTraditional, simplified, variant);
  };
  for (const [simplified, traditional] of entries(STCharacters)) traditionalOf(simplified, traditional);
  for (const [traditional, simplified] of entries(TSCharacters)) {
    add(toSimplified, traditional, simplified);
    traditionalOf(simplified, traditional);
  }
  for (const [standard, variant] of taiwan) for (const simplified of toSimplified.get(standard) ?? []) add(toSimplified, variant, simplified);
  return (tables = { toTraditional, toSimplified });
}

/** A dictionary's pairs ("发 發|钟 鍾|…"), the first form of each entry. */
const entries = (dictionary: DictLike): [string, string][] =>
  (typeof dictionary === 'string' ? dictionary.split('|').map((entry) => entry.split(' ')) : dictionary.map((entry) => [...entry])).flatMap(([from, to]) =>
    from && to ? [[from, to.split(' ')[0]!] as [string, string]] : [],
  );

const HAN = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+$/;

/**
 * A visitor's Chinese characters as the other script writes them: "看诊" is a Taipei clinic's
 * "看診", "周日" its "週日", "價格" a Shanghai shop's "价格"; every form where a character has
 * several (eight at most, Traditional ones first). Empty where both scripts write it alike or it is not Han characters alone
 * (kana, hangul: Japanese and Korean are read as they are).
 */
export function otherChineseScript(pair: string): string[] {
  if (!HAN.test(pair)) return [];
  const { toTraditional, toSimplified } = formTables();
  const inScript = (table: Map<string, Set<string>>) => {
    let written = [''];
    for (const char of pair) written = written.flatMap((start) => [char, ...(table.get(char) ?? [])].map((form) => start + form)).slice(0, 9);
    return written;
  };
  return [...new Set([...inScript(toTraditional), ...inScript(toSimplified)])].filter((form) => form !== pair).slice(0, 8);
}

/** The question's pairs that the other script writes otherwise, each with those forms. */
export function pairsInOtherScript(pairs: readonly string[]): Map<string, string[]> {
  const other = new Map<string, string[]>();
  for (const pair of pairs) {
    const converted = otherChineseScript(pair).filter((form) => !pairs.includes(form));
    if (converted.length) other.set(pair, converted);
  }
  return other;
}
