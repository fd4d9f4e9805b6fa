import { describe, expect, it } from 'vitest';
import { priceQuestion } from './asks';
import { comparedSides } from './compare';

describe('the two things a price comparison weighs', () => {
  it('reads "instead of" and Italian "conviene" with a price', () => {
    expect(comparedSides('conviene prendere il carnet da 10 lezioni invece di pagare ogni volta la lezione di gruppo? quanto si risparmia?')).toEqual([
      'prendere il carnet da 10 lezioni',
      'pagare ogni volta la lezione di gruppo',
    ]);
    expect(comparedSides('Is the 10-visit pass cheaper than paying per visit?')).toEqual(['10-visit pass', 'paying per visit']);
    // Letters that fold to two ("æ" as "ae") leave the sides where they stand.
    expect(comparedSides('Is the Ærø tour cheaper than the Fanø tour?')).toEqual(['Ærø tour', 'Fanø tour']);
  });

  it('reads comparisons asked in Chinese and Japanese', () => {
    expect(comparedSides('刮痧跟拔罐哪個比較便宜？')).toEqual(['刮痧', '拔罐']);
    expect(comparedSides('请问分体机和柜机哪个贵？')).toEqual(['分体机', '柜机']);
    expect(comparedSides('推拿比拔罐便宜吗？')).toEqual(['推拿', '拔罐']);
    expect(comparedSides('着物と浴衣はどちらが安いですか？')).toEqual(['着物', '浴衣']);
    // "比较" is "rather", not "than": no comparison of two things.
    expect(comparedSides('推拿比较便宜吗？')).toBeNull();
    expect(comparedSides('拔罐一次多少钱？')).toBeNull();
    // Each side is asked in the visitor's script.
    expect(priceQuestion('拔罐', 'zh-Hant')).toBe('拔罐多少錢？');
    expect(priceQuestion('柜机', 'zh-Hans')).toBe('柜机多少钱？');
    expect(priceQuestion('浴衣', 'ja')).toBe('浴衣はいくらですか？');
  });

  it('reads Dutch "goedkoper … of …", and English "of" as no side', () => {
    expect(comparedSides('We zijn met 12 man. Wat is goedkoper: twee kleine sloepen of één grote?')).toEqual(['twee kleine sloepen', 'één grote']);
    expect(comparedSides('Is een strippenkaart voordeliger dan losse lessen?')).toEqual(['strippenkaart', 'losse lessen']);
    expect(comparedSides('Which is cheaper, a box of six or a single cake?')).toEqual(['box of six', 'single cake']);
    expect(comparedSides('Wat is goedkoper, de sloep of de kano?')).toEqual(['sloep', 'kano']);
  });

  it('takes "conviene" without a price for advice, not a comparison', () => {
    expect(comparedSides('Conviene prenotare o posso venire direttamente?')).toBeNull();
  });

  it('reads "X vs Y" with what is weighed, and "the difference between" in other languages', () => {
    expect(comparedSides('kwikset vs schlage deadbolt, whats the price difference? is the schlage worth it')).toEqual(['kwikset', 'schlage deadbolt']);
    expect(comparedSides('Quelle est la différence de prix entre la location avec skipper et sans skipper pour une journée complète ?')).toEqual([
      'location avec skipper',
      'sans skipper pour une journée complète',
    ]);
    expect(comparedSides("What's the difference in price between a normal call-out and an emergency one?")).toEqual(['normal call-out', 'emergency call-out']);
    // Two things named without a question of price are no comparison.
    expect(comparedSides('Schlage vs Kwikset: which do you install?')).toBeNull();
    // A price word and what it is per may stand before "entre"; other words, or another measure, may not.
    expect(comparedSides('Qual é a diferença de preço por noite entre a Duo e a Surf?')).toEqual(['Duo', 'Surf']);
    expect(comparedSides('Is there a difference in price if booking between Monday and Friday?')).toBeNull();
    expect(comparedSides("Che differenza di durata c'è tra la festa dei piccoli e quella con il laboratorio?")).toBeNull();
    expect(comparedSides('Estou a pensar lanchar aí: o que sai mais barato, uma tosta mista ou uma fatia do bolo do dia?')).toEqual([
      'tosta mista',
      'fatia do bolo do dia',
    ]);
  });
});
