import { describe, expect, it } from 'vitest';
import { ARABIC, dayNamesIn, HAN, HEBREW, KANA, searchWordsFor } from './search-words';

describe('the words a question searches for', () => {
  it('looks for a word the site says otherwise as the site says it', () => {
    const words = searchWordsFor([{ word: 'dog', alts: ['hund'], chunks: 12, soft: false, unsaid: true }], [], ['preis']);
    expect(words).toEqual(['hund', 'preis']);
  });

  it("puts a context word's other spellings last", () => {
    const words = searchWordsFor(
      [
        { word: 'old', alts: ['alt', 'viejo', 'vieux'], chunks: 1, soft: true },
        { word: 'email', alts: [], chunks: 4, soft: false },
      ],
      [],
      ['mail'],
    );
    expect(words).toEqual(['email', 'old', 'mail', 'alt', 'viejo', 'vieux']);
  });

  it("looks for the visitor's own word for the kind of fact before the site's usual ones", () => {
    const words = searchWordsFor([{ word: 'sessao', alts: [], chunks: 1, soft: true }], [], ['devolução', 'reembolso'], ['desmarcar']);
    expect(words).toEqual(['sessao', 'desmarcar', 'devolução', 'reembolso']);
  });

  it('looks for the days asked after the subject and before the context', () => {
    const bed = { word: 'bett', alts: [], chunks: 11, soft: false };
    const nights = { word: 'nachte', alts: [], chunks: 14, soft: true };
    expect(searchWordsFor([nights, bed], ['samstag', 'saturday'], ['preis'])).toEqual(['bett', 'samstag', 'saturday', 'nachte', 'preis']);
  });
});

describe('a rare word of the question', () => {
  it('is looked for in six of its other spellings at most, leaving the search room for the other words', () => {
    const alts = ['portugiesisch', 'portugues', 'portugais', 'portoghese', 'portuguesa', 'portugees', 'portugese'];
    const words = searchWordsFor([{ word: 'portuguese', alts, chunks: 1, soft: false }], [], []);
    expect(words).toEqual(['portuguese', ...alts.slice(0, 6)]);
  });
});

describe("the days asked, in a site's own script", () => {
  it('names them as each script writes them in its hours, two at most', () => {
    expect(dayNamesIn(KANA, [3])).toEqual(['木曜']);
    expect(dayNamesIn(HAN, [0, 4])).toEqual(['周一', '周五']);
    expect(dayNamesIn(ARABIC, [6, 3])).toEqual(['الأحد', 'الخميس']);
    expect(dayNamesIn(HEBREW, [5, 6, 0])).toEqual(['שבת', 'ראשון']);
  });
});
