import { describe, expect, it } from 'vitest';
import type { TextToSpeech } from '../providers/types';
import { fixedText, runAgentTurn } from './agent-turn';

/** A voice whose first sentence is slow: each sentence becomes frames filled with ten times its index (loud enough to be sound, not a lead-in). */
function slowFirstVoice(log: string[]): TextToSpeech {
  let n = 0;
  return {
    name: 'parley',
    voiceId: 'test',
    async *synthesize(text, signal) {
      const index = ++n;
      log.push(`start ${index}`);
      await new Promise((r) => setTimeout(r, index === 1 ? 80 : 5));
      if (signal.aborted) return;
      log.push(`end ${index}`);
      yield Buffer.alloc(640 * 2, index * 10);
      yield Buffer.alloc(640, index * 10);
    },
  };
}

async function* tokens(text: string) {
  for (const word of text.split(/(?<= )/)) {
    yield word;
    await new Promise((r) => setTimeout(r, 1));
  }
}

describe('an agent turn', () => {
  it('synthesises the next sentences while the first is still being made, and hands audio over in order', async () => {
    const log: string[] = [];
    const frames: number[] = [];
    const pieces: string[] = [];
    const result = await runAgentTurn({
      text: tokens('First one here. Second one. Third one.'),
      tts: slowFirstVoice(log),
      signal: new AbortController().signal,
      onText: (p) => pieces.push(p),
      onAudio: (f) => frames.push(...f.map((b) => b[0]!)),
      timings: {},
    });
    expect(result).toEqual({ text: 'First one here. Second one. Third one.', aborted: false });
    expect(pieces.join('')).toBe('First one here. Second one. Third one.');
    // Sentences 2 and 3 were done before sentence 1 …
    expect(log, log.join(', ')).toEqual(expect.arrayContaining(['start 1', 'start 2']));
    expect(log.indexOf('end 2'), log.join(', ')).toBeLessThan(log.indexOf('end 1'));
    // … yet the audio is in sentence order, three frames each.
    expect(frames).toEqual([10, 10, 10, 20, 20, 20, 30, 30, 30]);
  });

  it('drops the silence a synthesiser puts before a sentence, but 20 ms of it', async () => {
    const leadIn: TextToSpeech = {
      name: 'parley',
      voiceId: 'test',
      // eslint-disable-next-line @typescript-eslint/require-await -- an async generator is the plainest AsyncIterable
      async *synthesize() {
        yield Buffer.alloc(32 * 220); // 220 ms of silence, as Flite starts every sentence
        yield Buffer.alloc(32 * 100, 10); // 100 ms of sound
      },
    };
    const frames: Buffer[] = [];
    await runAgentTurn({
      text: fixedText('Hello.'),
      tts: leadIn,
      signal: new AbortController().signal,
      onText: () => {},
      onAudio: (f) => frames.push(...f),
      timings: {},
    });
    expect(frames.map((frame) => (frame[0] ? 'sound' : 'silence'))).toEqual(['silence', 'sound', 'sound', 'sound', 'sound', 'sound']);
  });

  it('stops handing over audio when aborted (barge-in)', async () => {
    const controller = new AbortController();
    const frames: Buffer[] = [];
    const log: string[] = [];
    setTimeout(() => controller.abort(), 20);
    const result = await runAgentTurn({
      text: fixedText('One. Two. Three.'),
      tts: slowFirstVoice(log),
      signal: controller.signal,
      onText: () => {},
      onAudio: (f) => frames.push(...f),
      timings: {},
    });
    expect(result.aborted).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it('reports a synthesis failure', async () => {
    const broken: TextToSpeech = {
      name: 'parley',
      voiceId: 'x',
      // eslint-disable-next-line require-yield, @typescript-eslint/require-await -- a voice that fails before its first frame
      async *synthesize() {
        throw new Error('voice down');
      },
    };
    await expect(
      runAgentTurn({ text: fixedText('Hello.'), tts: broken, signal: new AbortController().signal, onText: () => {}, onAudio: () => {}, timings: {} }),
    ).rejects.toThrow('voice down');
  });
});
