import { describe, expect, it } from 'vitest';
import { encodeUnit } from '../facts/unit';
import { readQuestion } from './question';
import { scoreChunk } from './score-chunk';
import { say } from './say';

const pageChunk = (heading: string[], text: string) => ({
  id: 1,
  sourceType: 'page' as const,
  sourceId: 1,
  title: 'Team',
  content: encodeUnit({ heading, text }),
  url: null,
  rank: 1,
});

describe('a line under a heading that is a name', () => {
  it('is said with the name: "teaches children…" is nobody’s without it', () => {
    const question = readQuestion('Gibt es jemanden, der Ungarisch spricht?');
    const terms = [{ word: 'ungarisch', alts: [], chunks: 1, soft: false }];
    const best = scoreChunk(
      pageChunk(['Unser Team', 'Dávid Horváth'], 'Unterrichtet Kinder ab 6. Unterricht auf Deutsch und Ungarisch.'),
      question,
      terms,
      20,
      [],
    );
    expect(best && say(best, question)).toMatch(/^Dávid Horváth: .*Ungarisch/);
  });
});
