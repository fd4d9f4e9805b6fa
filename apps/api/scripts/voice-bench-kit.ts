/**
 * What the voice benchmarks share: the fixture shop they speak to, the statistics they print, and
 * the barge-in part of bench-voice (kept here so that script stays a readable length).
 */
import { frameFeatures } from '../src/modules/voice/audio/vad';
import { FRAME_BYTES, FRAME_MS } from '../src/modules/voice/audio/wav';
import { FLITE_VOICES, fliteSpeech, silence, VOICED_LEVEL, type MediaClient } from '../src/modules/voice/test-kit';
import { readFileSync } from 'node:fs';
import { percentile } from './bench-kit';

/** The fixture shop's FAQs, and how a visitor asks each (not always in the FAQ's words). */
export const FAQS = [
  { question: 'Do you ship internationally?', answer: 'Yes, we ship internationally to over forty countries.', spoken: 'Do you ship internationally?' },
  { question: 'What is your return policy?', answer: 'You can return any item within thirty days for a full refund.', spoken: 'What is your return policy?' },
  { question: 'When are you open?', answer: 'We are open every day from nine in the morning to six in the evening.', spoken: 'What time do you open?' },
  { question: 'Do you have a warranty?', answer: 'Every product comes with a two year warranty.', spoken: 'Is there a warranty?' },
  { question: 'Where is your store?', answer: 'Our store is at twelve Harbor Street, next to the train station.', spoken: 'Where is your store?' },
  { question: 'How long does delivery take?', answer: 'Delivery takes three to five business days.', spoken: 'How long does delivery take?' },
  { question: 'Can I pay with a gift card?', answer: 'Yes, gift cards work online and in the store.', spoken: 'Can I pay with a gift card?' },
  { question: 'Can I change my order?', answer: 'You can change an order until it leaves the warehouse.', spoken: 'Can I change my order?' },
];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
export const p95 = (values: number[]) => percentile(values, 0.95);
export const fmt = (v: number) => `${v.toFixed(0)} ms`;

/** PocketSphinx (bench-voice-vocabulary, bench-voice-words) as pocketsphinx.ts starts it (its search limits and silence window). */
export const RECOGNISER = ['-logfn', '/dev/null', '-vad_postspeech', '20', '-maxhmmpf', '3000', '-maxwpf', '5', '-pl_window', '10'];

/** CPU of this process's children that have exited, in ms (Linux: cutime and cstime of /proc/self/stat, in ticks of 10 ms). */
export function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word-level edit distance: substitutions, insertions and deletions. */
export function editDistance(said: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i++) {
    const row = [i];
    for (let j = 1; j <= heard.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[heard.length]!;
}

/** A transcript line's text (the media socket's messages are loosely typed). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A question as audio, with the indexes of its first and last voiced 20 ms frames. */
export interface SpokenQuestion {
  pcm: Buffer;
  firstVoiced: number;
  lastVoiced: number;
}

/** Speaks one question and waits for the whole answer; returns when the last voiced frame left and when the answer's first frame came. */
export async function askAloud(client: MediaClient, question: SpokenQuestion) {
  let speechEnd = 0;
  const framesBefore = client.frames.length;
  const messagesBefore = client.messages.length;
  let speechStart = 0;
  await client.stream(question.pcm, (i, at) => {
    if (i === question.firstVoiced) speechStart = at;
    if (i === question.lastVoiced) speechEnd = at;
  });
  const assistantStopped = (m: { type: string; role?: unknown; status?: unknown }) =>
    m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped';
  const first = await client.waitFor((m) => m.type === 'transcript' && m.role === 'assistant', 60_000, messagesBefore);
  await client.waitFor(assistantStopped, 60_000, client.messages.indexOf(first));
  // A pause inside the question may have ended the turn early: the answer to the whole question
  // comes after, and is the one the visitor is left with.
  await new Promise((resolve) => setTimeout(resolve, 400));
  const since = () => client.messages.slice(messagesBefore);
  const lastStart = since().findLast((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started');
  if (lastStart && !since().some((m) => assistantStopped(m) && m.seq > lastStart.seq))
    await client.waitFor(assistantStopped, 60_000, client.messages.indexOf(lastStart));
  const heardAll = since().filter((m) => m.type === 'transcript' && m.role === 'user');
  const said = since().findLast((m) => m.type === 'transcript' && m.role === 'assistant');
  const after = client.frames.slice(framesBefore).filter((f) => f.at > speechEnd);
  // The server sends ahead of real time (AUDIO_LEAD_MS), so frames arrive in a burst and a player
  // plays them back to back from the first: the first voiced frame is heard when it arrived or when
  // the frames before it have played, whichever is later. A synthesiser's lead-in of silence is not an answer.
  const voiced = after.findIndex((f) => f.voiced);
  return {
    speechEnd,
    firstFrameAt: after[0]?.at ?? NaN,
    /** When the visitor hears the agent's voice: its first voiced frame played. */
    firstVoiceAt: voiced < 0 ? NaN : Math.max(after[voiced]!.at, after[0]!.at + voiced * FRAME_MS),
    heard: heardAll.map((m) => textOf(m.transcript)).join(' | '),
    split: heardAll.length > 1,
    // Agent audio while the visitor was still asking: it talked over them.
    talkedOver: client.frames.slice(framesBefore).some((f) => f.at > speechStart && f.at < speechEnd),
    said: textOf(said?.transcript),
  };
}

/** Indexes of the first and last voiced frames, as a VAD on the client would see them. */
export function voicedFrames(pcm: Buffer): { first: number; last: number } {
  let first = -1;
  let last = -1;
  for (let i = 0, offset = 0; offset + FRAME_BYTES <= pcm.length; i++, offset += FRAME_BYTES)
    if (frameFeatures(pcm.subarray(offset, offset + FRAME_BYTES)).level > VOICED_LEVEL) {
      if (first < 0) first = i;
      last = i;
    }
  return { first, last };
}

/** Issue 18: the agent's audio stops within this long of the visitor starting to speak over it. */
export const BARGE_IN_P95_MS = 100;

/**
 * Barge-in: the agent reads a long answer; half a second into its audio the visitor speaks over
 * it (Flite's four voices, two phrases, a fresh call each). Measured: the visitor's first voiced
 * frame leaving the client → `clear-audio` arriving there, p95 ≤ 100 ms (the voice client stops
 * its queued audio the moment `clear-audio` arrives, which its Chromium test checks); and frames
 * of the interrupted answer arriving after `clear-audio` (budget 0). Prints the figures; false
 * when over a budget.
 */
export async function bargeInPart(startCall: () => Promise<{ client: MediaClient }>): Promise<boolean> {
  const longAnswer = Array.from({ length: 12 }, (_, i) => `This is sentence number ${i + 1} of a long answer.`).join(' ');
  const phrases = ['Sorry, can I ask something else?', 'Wait, what about delivery?'];
  const delays: number[] = [];
  let framesAfterClear = 0;
  let missed = 0;
  for (const voice of FLITE_VOICES)
    for (const text of phrases) {
      const pcm = Buffer.concat([fliteSpeech(text, { voice }), silence(800)]);
      const { first } = voicedFrames(pcm);
      const { client } = await startCall();
      client.send({ type: 'say', content: longAnswer });
      const started = await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started', 20_000);
      await client.waitForFrames(client.frames.length + 25, 20_000);
      let onset = NaN;
      const talking = client.stream(pcm, (i, at) => {
        if (i === first) onset = at;
      });
      const clear = await client.waitFor((m) => m.type === 'clear-audio', 10_000, client.messages.indexOf(started)).catch(() => null);
      await talking;
      if (!clear) {
        missed++;
      } else {
        delays.push(clear.at - onset);
        // The answer to what the visitor said announces itself; until then, nothing more may come.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const next = client.messages.find((m) => m.seq > clear.seq && m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started');
        framesAfterClear += client.frames.filter((f) => f.seq > clear.seq && (!next || f.seq < next.seq)).length;
      }
      client.send({ type: 'end-call' });
      await client.close();
    }
  console.info(
    `voice, barge-in, ${delays.length + missed} interruptions (${FLITE_VOICES.length} voices × ${phrases.length} phrases): visitor's first voiced frame → clear-audio at the client ` +
      `median ${fmt(median(delays))}, p95 ${fmt(p95(delays))} (budget ≤ ${BARGE_IN_P95_MS}); interrupted answer's frames after clear-audio ${framesAfterClear} (budget 0); not stopped ${missed} (budget 0)`,
  );
  return missed === 0 && framesAfterClear === 0 && p95(delays) <= BARGE_IN_P95_MS;
}

/**
 * Backchannels (part of bench-voice's part 3): the visitor says "okay", "yeah" or "mhm" (Flite's
 * four voices) over a three-sentence answer. The agent pauses at once (the same `clear-audio`),
 * and, hearing only that, goes on to the end of the answer: counted as going on when no second
 * answer starts and the rest of the answer arrives after the clear. Budget: every one.
 */
export async function backchannelPart(startCall: () => Promise<{ client: MediaClient }>): Promise<boolean> {
  const answer = 'Our store is at twelve Harbor Street. It is next to the train station. We are open every day from nine to six.';
  const sounds = ['Okay.', 'Yeah.', 'Mhm.'];
  let wentOn = 0;
  const misses: string[] = [];
  for (const voice of FLITE_VOICES)
    for (const text of sounds) {
      const { client } = await startCall();
      client.send({ type: 'say', content: answer });
      const started = await client.waitFor((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'started', 20_000);
      await client.waitForFrames(client.frames.length + 25, 20_000);
      await client.stream(Buffer.concat([fliteSpeech(text, { voice }), silence(1200)]));
      const from = client.messages.indexOf(started);
      const clear = await client.waitFor((m) => m.type === 'clear-audio', 5_000, from).catch(() => null);
      // Paused ("stopped"), then going on ("started" again) or replaced by an answer to what was heard: the answer is ~6 s.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      const again = client.messages.some((m) => m.seq > started.seq && m.type === 'model-output');
      const rest = clear ? client.frames.filter((f) => f.seq > clear.seq).length : 0;
      // The answer is ~6 s; the sound came ~0.5 s in: most of it is left to play.
      if (clear && !again && rest > 100) wentOn++;
      else {
        const heard = client.messages
          .filter((m) => m.type === 'transcript' && m.role === 'user' && m.transcriptType === 'final')
          .map((m) => textOf(m.transcript));
        misses.push(`"${text}" (${voice}) heard as "${heard.join(' | ')}"${clear ? '' : ', not paused'}`);
      }
      client.send({ type: 'end-call' });
      await client.close();
    }
  console.info(
    `voice, backchannels, ${FLITE_VOICES.length * sounds.length} said over an answer (${sounds.join(' ')}): the answer went on to its end ${wentOn} (budget all)` +
      misses.map((miss) => `\n  stopped by ${miss}`).join(''),
  );
  return wentOn === FLITE_VOICES.length * sounds.length;
}
