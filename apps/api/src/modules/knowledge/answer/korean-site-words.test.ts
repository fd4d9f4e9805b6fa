import { describe, expect, it } from 'vitest';
import { cjkBigrams } from '../index/knowledge-index';
import { daysNamed } from './day-names';
import { carries } from './fact-types';
import { fold } from './fold';
import { absentKoreanWords } from './korean-site-words';
import { readQuestion } from './question';

// A study café's site: its words as the index holds them, syllable pairs.
const SITE = '당일권 12시간 11,000원. 자유석 4주권 149,000원, 고정석 4주권 189,000원. 사물함 4주 10,000원. 환불은 결제 후 7일 이내.';
const pairs = new Set(cjkBigrams(SITE));
const onSite = (pair: string) => (pairs.has(pair) ? 1 : 0);

describe('Korean questions', () => {
  // NFKD took syllables apart into letters, and the letters were read as words the site never wrote.
  it('folds Korean as it is written', () => expect(fold('당일권은 얼마예요?')).toBe('당일권은 얼마예요?'));

  it.each([
    ['하루종일 공부할건데 당일권은 몇시간짜리고 얼마예요?', ['duration', 'price']],
    ['토요일에 몇시까지 해요?', ['hours']],
    ['환불 되나요?', ['returns']],
    ['비번 까먹었는데 출입문 비밀번호 좀 알려주세요', []],
  ])('%s asks %s', (text, intents) => {
    const question = readQuestion(text);
    expect(question.language).toBe('ko');
    expect([...question.intents].sort()).toEqual(intents);
  });

  it('reads a Korean name inside an English question as English', () => expect(readQuestion('Who is the manager at the 홍대점 branch?').language).toBe('en'));

  it('finds the words the site never writes, under their particles', () => {
    expect(absentKoreanWords('당일권은 얼마예요?', onSite)).toEqual([]);
    expect(absentKoreanWords('고정석 하면 사물함도 같이 주나요?', onSite)).toEqual([]);
    expect(absentKoreanWords('당일권 사면 코인세탁기 있어요?', onSite)).toEqual(['코인세탁기']);
    // "세" may count ("세 시간") and "가" is a particle: neither makes "세탁기" or "가방" the visitor's own word.
    expect(absentKoreanWords('당일권 사면 세탁기랑 가방 보관함 있어요?', onSite)).toEqual(['세탁기랑', '가방', '보관함']);
    // A site in another language is read through the other paths.
    expect(absentKoreanWords('코인세탁기 있어요?', () => 0)).toEqual([]);
  });

  it('reads Korean facts and days', () => {
    expect(carries('duration', '유효기간은 결제일로부터 90일간입니다.')).toBe(true);
    expect(carries('price', '1시간 3,500원')).toBe(true);
    expect(carries('price', '정원 10명')).toBe(false);
    expect(daysNamed('토요일에 몇시까지 해요?')).toEqual([5]);
  });
});
