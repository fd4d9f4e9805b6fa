import { createFramer } from '../audio/wav';
import type { TextToSpeech } from '../providers/types';
import { createSentenceSplitter, speakable } from './sentences';

export interface TurnTimings {
  /** performance.now() marks; absent when the turn never got there. */
  responderStart?: number;
  firstSentence?: number;
  synthStart?: number;
  synthFirstAudio?: number;
  firstFrameQueued?: number;
}

export interface AgentTurnOptions {
  /** The answer as it is generated (tokens) or a fixed text. */
  text: AsyncIterable<string>;
  tts: TextToSpeech;
  signal: AbortSignal;
  /** Each generated piece of text, as it comes (model-output). */
  onText(piece: string): void;
  /** 16 kHz frames of the agent's voice, sentence by sentence. */
  onAudio(frames: Buffer[]): void;
  timings: TurnTimings;
}

/**
 * One spoken answer: text streams in, is cut into sentences, and each sentence is synthesised
 * while the next is still being written, one synthesis at a time so the audio stays in order.
 * Resolves with the whole text when the last frame has been handed over (or the turn was
 * aborted: barge-in, a newer question, the end of the call).
 */
export async function runAgentTurn({ text, tts, signal, onText, onAudio, timings }: AgentTurnOptions): Promise<{ text: string; aborted: boolean }> {
  const splitter = createSentenceSplitter();
  const sentences: string[] = [];
  let written = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  signal.addEventListener('abort', notify, { once: true });

  const speak = async () => {
    for (;;) {
      if (signal.aborted) return;
      const sentence = sentences.shift();
      if (sentence === undefined) {
        if (written) return;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const spoken = speakable(sentence);
      if (!spoken) continue;
      timings.synthStart ??= performance.now();
      const framer = createFramer();
      for await (const pcm of tts.synthesize(spoken, signal)) {
        if (signal.aborted) return;
        timings.synthFirstAudio ??= performance.now();
        const frames = framer.push(pcm);
        if (frames.length) {
          timings.firstFrameQueued ??= performance.now();
          onAudio(frames);
        }
      }
      if (!signal.aborted) onAudio(framer.flush());
    }
  };
  const speaking = speak();
  // Awaited below; until then a synthesis failure must not count as an unhandled rejection.
  speaking.catch(() => {});

  let full = '';
  let failure: unknown = null;
  try {
    for await (const piece of text) {
      if (signal.aborted) break;
      full += piece;
      onText(piece);
      const done = splitter.push(piece);
      if (done.length) {
        timings.firstSentence ??= performance.now();
        sentences.push(...done);
        notify();
      }
    }
    const rest = splitter.end();
    if (rest.length) timings.firstSentence ??= performance.now();
    sentences.push(...rest);
  } catch (error) {
    failure = error;
  } finally {
    written = true;
    notify();
  }
  try {
    await speaking;
  } finally {
    signal.removeEventListener('abort', notify);
  }
  if (failure) throw failure;
  return { text: full.trim(), aborted: signal.aborted };
}

/** A fixed text (the greeting, `say`) as a one-piece stream. */
export async function* fixedText(text: string): AsyncIterable<string> {
  yield text;
}
