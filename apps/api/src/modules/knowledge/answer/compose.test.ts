import { describe, expect, it } from 'vitest';
import { bestSentences } from './compose';

describe('bestSentences', () => {
  it('picks the sentences that share the question’s words', () => {
    const passage = 'We were founded in 1999. Shipping is free over $50. Our shop is in Lyon.';
    expect(bestSentences('Is shipping free?', passage, 1)).toBe('Shipping is free over $50.');
  });

  it('splits and matches Japanese and Chinese text, which has no spaces', () => {
    const japanese = '当店は1999年創業です。5000円以上のご注文で送料無料です。店舗は京都にあります。';
    expect(bestSentences('送料は無料ですか', japanese, 1)).toBe('5000円以上のご注文で送料無料です。');
    const chinese = '我们成立于1999年。30天内免费退货。门店位于上海。';
    expect(bestSentences('可以退货吗', chinese, 1)).toBe('30天内免费退货。');
  });
});
