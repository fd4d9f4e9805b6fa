/**
 * Comparisons of price asked in Chinese or Japanese: "刮痧跟拔罐哪個比較便宜？", "分体机和柜机哪个贵？",
 * "A比B便宜吗？", "着物と浴衣はどちらが安いですか？", "AはBより安い？". The two sides as written, or null.
 */
const CJK_COMPARISONS = [
  // X 跟/和/与/还是 Y，哪个（比较）便宜 — which of the two is cheaper (or dearer, better value).
  /([^，,。？?！!、]+?)(?:跟|和|与|與|还是|還是|或者|或)([^，,。？?！!、]+?)(?:相比)?[，,]?\s*(?:哪个|哪個|哪一个|哪一個|哪种|哪種|哪样|哪樣|谁|誰)(?:比较|比較|更)?(?:便宜|划算|实惠|實惠|贵|貴)/u,
  // X 比(起) Y 便宜/贵 — is X cheaper than Y (not 比较, rather, 对比, a comparison, nor 比萨, pizza, 比赛, a match).
  /([^，,。？?！!、]+?)(?<![对對])比(?:起)?(?![较較如萨薩基例赛賽])([^，,。？?！!、]+?)(?:还|還|更)?(?:便宜|贵|貴|划算|实惠|實惠)/u,
  // X と Y（で）は どちらが 安い — which is cheaper.
  /([^、。，？?！!]+?)と([^、。，？?！!]+?)(?:では|は)?[、,]?\s*(?:どちら|どっち)(?:の方)?が(?:安い|お得|高い)/u,
  // X は Y より 安い — is X cheaper than Y.
  /([^、。，？?！!]+?)は([^、。，？?！!]+?)より(?:も)?(?:安い|高い|お得)/u,
];

/** What leads a side and is no part of it: "请问", "我想知道", "ちなみに". */
const LEAD = /^(?:请问|請問|我想(?:知道|问|問)|想问一下|想問一下|你们的|你們的|ちなみに|すみません)/u;

const POINTS = /^(?:这|這|那|你|您|我|他|她|它|外面|别人|別人|别家|別家)/u;

export function cjkComparedSides(question: string): [string, string] | null {
  for (const pattern of CJK_COMPARISONS) {
    const match = pattern.exec(question);
    const sides = match && [match[1]!, match[2]!].map((side) => side.trim().replace(LEAD, '').trim());
    // "你们比外面便宜吗？", "这个比…": a side that only points is no thing to price.
    if (sides && sides.every((side) => side.length > 0 && side.length <= 20 && !POINTS.test(side))) return [sides[0]!, sides[1]!];
  }
  return null;
}
