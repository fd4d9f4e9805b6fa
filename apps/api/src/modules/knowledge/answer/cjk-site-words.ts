import { cjkBigrams } from '../index/knowledge-index';
import { otherChineseScript } from './chinese-scripts';
import { scriptGlossary } from './script-words';

/**
 * Words of asking, pointing and wanting that Chinese and Japanese visitors type and a site rarely
 * writes (Simplified and Traditional where they differ): "你们" (you), "多少钱" (how much), "可以"
 * (can), "大丈夫" (all right), "教えて" (tell me). Kana-only words are never looked for at all.
 */
const CJK_FUNCTION_WORDS = new Set(
  `你们 你們 您们 您們 我们 我們 他们 他們 我是 你好 您好 请问 請問 麻烦 麻煩 谢谢 謝謝 可以 能不能 可不可以 是不是 是否 有没有 有沒有 没有 沒有 什么 什麼 甚麼
   怎么 怎麼 怎样 怎樣 如何 多少 多少钱 多少錢 多久 几点 幾點 几个 幾個 几天 幾天 哪里 哪裡 哪儿 哪兒 哪个 哪個 哪位 哪些 哪家 时候 時候 什么时候 什麼時候
   需要 想要 知道 一下 现在 現在 今天 明天 后天 後天 这个 這個 那个 那個 这里 這裡 那里 那裡 如果 的话 的話 还是 還是 还有 還有 就是 但是 因为 因為 所以
   才能 能否 可否 之后 之後 以后 以後 之前 以前 需不需要 不要 加钱 加錢 另外 额外 額外 比较 比較 大概 左右 一般 一定 应该 應該 觉得 覺得 喜欢 喜歡 自己 朋友 一起 或者 而且 然后 然後 已经 已經 其实 其實 真的 一点 一點 不行 不用 为什么 為什麼 告诉 告訴 问一下 問一下 打算 希望 准备 準備 方便 能够 能夠 会不会 會不會 要不要 先生 小姐
   大丈夫 教えて 下さい 出来 出来ますか 可能 何時 何分 何人 何回 何日 何番 何歳 一番 今日 明日 来週 今週 最近 以上 以下 予定 自分 友達 家族 皆さん よろしく お願い 質問`.split(
    /\s+/,
  ),
);

/** Characters that only join or point ("的", "在", "要", "吗"): no part of a name the dictionary does not know. */
const FUNCTION_CHARACTERS = new Set([
  ...'的地得了着著过過是在要想会會能可把被给給和跟与與或也都就还還很太最更再又才只我你您他她它这這那哪谁誰吗嗎呢吧啊呀嘛哦么麼从從到向对對为為让讓请請用去来來说說做搭坐走',
]);

// Built once: ICU's word dictionaries, read for every Chinese or Japanese question.
const CHINESE_WORDS = new Intl.Segmenter('zh', { granularity: 'word' });
const JAPANESE_WORDS = new Intl.Segmenter('ja', { granularity: 'word' });

const HAN_OR_KATAKANA = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u30a0-\u30ff]/;
const KANA = /[\u3040-\u30ff]/;
/** A count, a size or a time ("一斤", "两个人", "3時"): the visitor's measure, not a thing the site must name. */
const MEASURE = /^[\d０-９一二三四五六七八九十百千万萬两兩半几幾每第]/;
/** A clause that asks: a question mark after it, or a question word in it. */
const ASKS = /吗|嗎|呢|多少|几|幾|什么|什麼|甚麼|哪|怎|如何|是否|有没有|有沒有|能不能|可不可以|か$|ですか|ますか|でしょうか|いくら|どこ|いつ|どの|どう|何/;

/**
 * The words of a Chinese or Japanese question whose asking clauses name nothing the site writes, in
 * either Chinese script: "当归" asked of a clinic that names no angelica, "底薪" of a repair shop
 * that states no wages. The text has no spaces, so it is cut into words by ICU's dictionary
 * (Intl.Segmenter); a clause that only explains ("我是做药材批发的，") is the visitor's, and so are
 * single characters, measures, kana, everyday words the glossary reads and words of asking. Empty
 * where the site writes none of the question's pairs (`onSite` counts a pair's chunks).
 */
export function absentCjkWords(text: string, onSite: (pair: string) => number): string[] {
  const pairs = [...new Set(cjkBigrams(text))].filter((pair) => pair.length === 2);
  const present = (pair: string) => onSite(pair) > 0 || otherChineseScript(pair).some((form) => onSite(form) > 0);
  // A site that writes none of the question's pairs is read through the glossary, in its own language.
  if (!pairs.some(present)) return [];
  const clauses = text.split(/(?<=[，,、。！？?!；;\n])/u).filter((clause) => HAN_OR_KATAKANA.test(clause) || KANA.test(clause));
  const asking = clauses.filter((clause) => /[？?]\s*$/u.test(clause) || ASKS.test(clause.replace(/[，,、。！？?!；;\s]+$/u, '')));
  const segmenter = KANA.test(text) ? JAPANESE_WORDS : CHINESE_WORDS;
  const everyday = everydayCjkWords();
  const named = segmentedWords(segmenter, (asking.length ? asking : clauses).join(' ')).filter(
    (word) => [...word].length >= 2 && HAN_OR_KATAKANA.test(word) && !MEASURE.test(word) && !CJK_FUNCTION_WORDS.has(word),
  );
  // Unsegmented text cuts some grammar into words ("要|不要", "他的", "東西"): an ask that names anything the site
  // writes (an everyday word too: "捷運", "空调") asks about that.
  if (named.some((word) => cjkBigrams(word).some(present))) return [];
  return [...new Set(named.filter((word) => !everyday.has(word)))];
}

/**
 * The text's words; a name the dictionary does not know comes out one character at a time ("保|修",
 * "进|货|价"), so such characters side by side are read as one word again.
 */
function segmentedWords(segmenter: Intl.Segmenter, text: string): string[] {
  const words: string[] = [];
  let run = '';
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (isWordLike && [...segment].length === 1 && HAN_OR_KATAKANA.test(segment) && !FUNCTION_CHARACTERS.has(segment)) {
      run += segment;
      continue;
    }
    if (run) words.push(run);
    run = '';
    if (isWordLike) words.push(segment);
  }
  return run ? [...words, run] : words;
}

let everydayWords: Set<string> | null = null;
const everydayCjkWords = () => (everydayWords ??= new Set(scriptGlossary().cjk.map((entry) => entry.word)));
