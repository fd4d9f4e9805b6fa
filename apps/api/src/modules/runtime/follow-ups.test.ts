import { describe, expect, it } from 'vitest';
import { followUps } from './routes';

describe('follow-up quick replies', () => {
  it('are the other FAQs the search found, never the question just asked or the answer’s own source', () => {
    const sources = [
      { type: 'faq' as const, id: 1, title: 'Do you ship to Canada?', url: null },
      { type: 'product' as const, id: 2, title: 'Trail Shoe', url: null },
      { type: 'faq' as const, id: 3, title: 'How long does delivery take?', url: null },
      { type: 'faq' as const, id: 4, title: 'do you ship to canada? ', url: null },
      { type: 'faq' as const, id: 5, title: 'How long does delivery take?', url: null },
    ];
    expect(followUps(sources, 'Do you ship to Canada?')).toEqual(['How long does delivery take?']);
    expect(followUps([], 'hi')).toEqual([]);
  });
});
