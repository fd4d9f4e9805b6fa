import { describe, expect, it } from 'vitest';
import { resolveFollowUp } from './follow-up';
import { readQuestion } from './question';

describe('a follow-up takes the subject of the question before', () => {
  it.each([
    ['and how much is it?', 'How long is the tapas class?'],
    // Spanish opens a question with "¿": "¿y cuánto cuesta?" leans on the one before as "and how much?" does.
    ['¿y cuánto cuesta por persona?', '¿Hacéis team building para empresas?'],
  ])('%s after %s', (asked, before) => {
    const { carried } = resolveFollowUp(readQuestion(asked), [{ role: 'user', content: before }]);
    expect(carried.size).toBeGreaterThan(0);
  });
});
