import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silence, tone } from '../test-kit';
import { keepableAnswer, TurnTaking } from './turn-taking';
import { UNFINISHED_CONTINUE_MS, VisitorTurns } from './visitor-turns';

/** Turn-taking in a call of `language`, with the questions it answers listed in `answered`. */
function turnTakingIn(language: string) {
  const answered: string[] = [];
  const visitor = new VisitorTurns({ frame: () => {}, speechStart: () => {}, turnEnd: () => {}, speechEnd: () => {} });
  const turnTaking = new TurnTaking({
    visitor,
    out: { pause: () => {}, resume: () => {}, paused: false },
    send: () => {},
    turn: () => null,
    language,
    respond: (question) => void answered.push(question),
  });
  // A second of voice, then the 160 ms pause that ends the turn: the clock is at its end.
  const pcm = Buffer.concat([tone(1000), silence(200)]);
  for (let offset = 0; offset < pcm.length; offset += 640) {
    visitor.push(pcm.subarray(offset, offset + 640));
    vi.advanceTimersByTime(20);
  }
  return { answered, turnTaking };
}

describe('turn-taking in the call’s language', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('holds a Spanish question that stops on "el" for its rest, and answers a finished one at once', () => {
    const { answered, turnTaking } = turnTakingIn('es');
    turnTaking.heard('¿cuánto cuesta el', performance.now());
    expect(answered).toEqual([]);
    vi.advanceTimersByTime(UNFINISHED_CONTINUE_MS);
    expect(answered).toEqual(['¿cuánto cuesta el']);
    turnTaking.heard('¿tienen bicicletas?', performance.now());
    expect(answered).toEqual(['¿cuánto cuesta el', '¿tienen bicicletas?']);
  });

  it('answers an English-looking ending at once in a Spanish call ("the" leaves nothing open there)', () => {
    const { answered, turnTaking } = turnTakingIn('es');
    turnTaking.heard('how much is the', performance.now());
    expect(answered).toEqual(['how much is the']);
  });

  it('keeps a clear answer when the words added after a pause do not ask, in the call’s language', () => {
    const earlier = { question: '¿cuánto cuesta la bici', answered: true, turn: { controller: new AbortController(), speaking: true } };
    expect(keepableAnswer(earlier, { before: '¿cuánto cuesta la bici', added: 'de montaña' }, 'es')).toBe(earlier);
    expect(keepableAnswer(earlier, { before: '¿cuánto cuesta la bici', added: '¿y hacen envíos?' }, 'es')).toBeNull();
  });
});
