import { describe, expect, it } from 'vitest';
import { cjkBigrams } from '../index/knowledge-index';
import { otherChineseScript, pairsInOtherScript } from './chinese-scripts';
import { absentCjkWords } from './cjk-site-words';

/** A site's chunk counts for the character pairs of its text. */
const siteOf = (text: string) => {
  const pairs = new Set(cjkBigrams(text));
  return (pair: string) => (pairs.has(pair) ? 1 : 0);
};

describe('Chinese in the other script', () => {
  it('writes Simplified as Traditional and Traditional as Simplified', () => {
    expect(otherChineseScript('看诊')).toEqual(['看診']);
    expect(otherChineseScript('價格')).toEqual(['价格']);
    // One Simplified character may be several Traditional ones: the site's words choose.
    expect(otherChineseScript('周日')).toContain('週日');
    expect(otherChineseScript('分钟')).toContain('分鐘');
    expect(otherChineseScript('头发')).toContain('頭髮');
    expect(pairsInOtherScript(['几点', '上午', '看诊']).get('看诊')).toEqual(['看診']);
    expect(pairsInOtherScript(['几点', '上午', '看诊']).get('几点')).toContain('幾點');
    expect(pairsInOtherScript(['上午']).size).toBe(0);
    // Each character keeps its own form where the other script writes it too: "台" in "台湾", "面" in "後面".
    expect(otherChineseScript('台灣')).toContain('台湾');
    expect(otherChineseScript('后面')).toContain('後面');
  });

  it('leaves alone what both write alike, kana and hangul', () => {
    expect(otherChineseScript('上午')).toEqual([]);
    expect(otherChineseScript('ヘア')).toEqual([]);
    expect(otherChineseScript('連れ')).toEqual([]);
    expect(otherChineseScript('예약')).toEqual([]);
  });
});

describe('words of a Chinese or Japanese question that the site never writes', () => {
  const clinic = siteOf('自費項目 拔罐：NT$300／次 推拿 30 分鐘：NT$900 醫師 針灸 預約掛號 健保卡 藥材 科學中藥');
  const repair = siteOf('空调清洗 上门费 50元 维修 师傅 保修 90天 冰箱 加氟 服务区域 嘉定区 另加');
  const kimono = siteOf('着物レンタル ヘアセット 来店 着付け 返却 料金');

  it('finds an ask that names nothing the site writes, in either script', () => {
    expect(absentCjkWords('我是做药材批发的，你们当归进货价一斤多少钱？', clinic)).toEqual(['当归', '进货价']);
    expect(absentCjkWords('我想做空调清洗的工作，底薪多少？', repair)).toEqual(['底薪']);
  });

  it('passes an ask that names something the site writes, in the other script too', () => {
    expect(absentCjkWords('請問拔罐一次多少錢', clinic)).toEqual([]);
    expect(absentCjkWords('预约挂号要带健保卡吗？', clinic)).toEqual([]);
    // ICU cuts a word it does not know into characters: "保|修" is read whole again.
    expect(absentCjkWords('修好以后保修多久？', repair)).toEqual([]);
    expect(absentCjkWords('我住嘉定区，你们能上门吗？要不要加钱？', repair)).toEqual([]);
    expect(absentCjkWords('明日、ヘアセットもお願いできますか？', kimono)).toEqual([]);
  });

  it('reads only the clauses that ask, and no measure, word of asking or everyday word', () => {
    // "药材批发" explains who asks; the ask names the clinic's acupuncture.
    expect(absentCjkWords('我是做药材批发的，针灸多少钱？', clinic)).toEqual([]);
    expect(absentCjkWords('两个人一起可以吗？', clinic)).toEqual([]);
    // An everyday word the site writes ("捷運") is what the ask names; joining characters are no unknown name.
    expect(absentCjkWords('搭捷運的話要在哪一站下車？走幾號出口？', siteOf('捷運大安站6號出口 醫師 針灸'))).toEqual([]);
  });

  it('says nothing of a site that writes none of the question', () => {
    const english = siteOf('Opening hours Monday to Friday');
    expect(absentCjkWords('你们当归进货价多少钱？', english)).toEqual([]);
  });
});
