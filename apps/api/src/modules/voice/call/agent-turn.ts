import type { ProductCard, ProductCardsMessage, ToolCallsMessage } from '@parley/contract/media-socket';
import type { ToolHook } from '../../knowledge/answer/responder';
import { createLeadTrimmer } from '../audio/leading-silence';
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
  onText: (piece: string) => void;
  /** 16 kHz frames of the agent's voice, sentence by sentence. */
  onAudio: (frames: Buffer[]) => void;
  timings: TurnTimings;
  /** Sentences synthesised at once: the next ones are ready before the current one has played. */
  lookahead?: number;
}

/** One sentence's synthesis, started early; its chunks wait here until it is this sentence's turn. */
class SentenceAudio {
  private readonly chunks: Buffer[] = [];
  private done = false;
  private failure: unknown = null;
  private wake: (() => void) | null = null;

  constructor(tts: TextToSpeech, text: string, signal: AbortSignal, onFirst: () => void) {
    const trimLead = createLeadTrimmer();
    void (async () => {
      try {
        for await (const synthesised of tts.synthesize(text, signal)) {
          const chunk = trimLead(synthesised);
          if (!chunk.length) continue;
          if (!this.chunks.length) onFirst();
          this.chunks.push(chunk);
          this.notify();
        }
      } catch (error) {
        this.failure = error;
      } finally {
        this.done = true;
        this.notify();
      }
    })();
  }

  private notify() {
    this.wake?.();
    this.wake = null;
  }

  /** The chunks in order, as soon as each exists. */
  async *read(signal: AbortSignal): AsyncIterable<Buffer> {
    for (;;) {
      if (signal.aborted) return;
      const chunk = this.chunks.shift();
      if (chunk) {
        yield chunk;
        continue;
      }
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what the synthesis threw, as it was
      if (this.failure) throw this.failure;
      if (this.done) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

/**
 * One spoken answer: text streams in and is cut into sentences; each sentence's synthesis starts
 * as soon as it is written (up to `lookahead` at once), and the audio is handed over strictly in
 * order, so a slow synthesis of the next sentence does not leave a gap after the current one.
 * Resolves with the whole text when the last frame has been handed over (or the turn was
 * aborted: barge-in, a newer question, the end of the call).
 */
export async function runAgentTurn({
  text,
  tts,
  signal,
  onText,
  onAudio,
  timings,
  lookahead = 3,
}: AgentTurnOptions): Promise<{ text: string; aborted: boolean }> {
  const splitter = createSentenceSplitter();
  const waiting: string[] = [];
  const started: SentenceAudio[] = [];
  let written = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  signal.addEventListener('abort', notify, { once: true });

  /** Starts syntheses while fewer than `lookahead` are ahead of the one playing. */
  const startMore = () => {
    while (waiting.length && started.length < lookahead && !signal.aborted) {
      const spoken = speakable(waiting.shift()!);
      if (!spoken) continue;
      timings.synthStart ??= performance.now();
      started.push(new SentenceAudio(tts, spoken, signal, () => (timings.synthFirstAudio ??= performance.now())));
    }
  };

  const speak = async () => {
    for (;;) {
      if (signal.aborted) return;
      startMore();
      const current = started[0];
      if (!current) {
        if (written && !waiting.length) return;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      const framer = createFramer();
      for await (const pcm of current.read(signal)) {
        const frames = framer.push(pcm);
        if (frames.length) {
          timings.firstFrameQueued ??= performance.now();
          onAudio(frames);
        }
      }
      if (signal.aborted) return;
      onAudio(framer.flush());
      started.shift();
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
        waiting.push(...done);
        startMore();
        notify();
      }
    }
    const rest = splitter.end();
    if (rest.length) timings.firstSentence ??= performance.now();
    waiting.push(...rest);
    startMore();
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
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows what the synthesis threw, as it was
  if (failure) throw failure;
  return { text: full.trim(), aborted: signal.aborted };
}

/** A fixed text (the greeting, `say`) as a one-piece stream. */
// eslint-disable-next-line @typescript-eslint/require-await -- an async generator is the plainest AsyncIterable
export async function* fixedText(text: string): AsyncIterable<string> {
  yield text;
}

/** The visitor's app sees each tool the model calls (the SDK's `tool-calls` message) as it is called. */
export function announcing(tools: ToolHook, send: (message: ToolCallsMessage) => void): ToolHook {
  return {
    definitions: tools.definitions,
    call: (call) => {
      send({ type: 'tool-calls', toolCalls: [{ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } }] });
      return tools.call(call);
    },
  };
}

/** The answer's product cards, as the chat shows them; a failed read costs the cards, not the call. */
export async function showCards(cards: Promise<ProductCard[]>, send: (message: ProductCardsMessage) => void, warn: (error: unknown) => void) {
  try {
    const products = await cards;
    if (products.length) send({ type: 'product-cards', products });
  } catch (error) {
    warn(error);
  }
}
