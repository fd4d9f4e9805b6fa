/**
 * How well the embedded recogniser hears everyday English with business speech models of several
 * sizes (VOICE_COMMON_WORDS): 16 questions a visitor might ask a shop whose knowledge is bench-voice's
 * 8 FAQs, in words the FAQs do not use, each said by two of Flite's voices, decoded by PocketSphinx
 * as a call does. Prints the word error rate, the exact transcripts and the CPU a question took
 * (loading included) for each size. Offline; needs pocketsphinx, pocketsphinx-en-us and flite.
 * Run: pnpm exec tsx scripts/bench-voice-vocabulary.ts   (BENCH_WORDS=20000,10000,6000 by default;
 * BENCH_SHOW=1 prints every transcript that differs)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSpeechModel } from '../src/modules/voice/recognition/speech-model';
import { FLITE_VOICES, fliteSpeech } from '../src/modules/voice/test-kit';
import { FAQS } from './voice-bench-kit';

const KNOWLEDGE = FAQS.map((faq) => `${faq.question} ${faq.answer}`);
const QUESTIONS = [
  'Is there parking near your store',
  'Do you offer a discount for students',
  'Can I speak to a manager please',
  'What is your phone number',
  'Do you sell bicycles',
  'Can I bring my dog',
  'Do you have vegan food',
  'What is the weather like today',
  'How much does shipping cost to Canada',
  'My package arrived damaged what should I do',
  'Can I pick up my order in the store',
  'Are you hiring at the moment',
  'Do you have this jacket in a smaller size',
  'I would like to cancel my subscription',
  'Is the store open on public holidays',
  'How do I track my parcel',
];
/** PocketSphinx as pocketsphinx.ts starts it (its search limits and silence window). */
const RECOGNISER = ['-logfn', '/dev/null', '-vad_postspeech', '20', '-maxhmmpf', '3000', '-maxwpf', '5', '-pl_window', '10'];

/** CPU of this process's children that have exited, in ms (Linux: cutime and cstime of /proc/self/stat, in ticks of 10 ms). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word-level edit distance: substitutions, insertions and deletions. */
function editDistance(said: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, j) => j);
  for (let i = 1; i <= said.length; i++) {
    const row = [i];
    for (let j = 1; j <= heard.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[heard.length]!;
}

const dir = mkdtempSync(join(tmpdir(), 'parley-bench-vocabulary-'));
try {
  const spoken = QUESTIONS.flatMap((text, i) =>
    FLITE_VOICES.filter((_, v) => (i + v) % 2 === 0).map((voice) => {
      const file = join(dir, `${i}-${voice}.raw`);
      // 200 ms of silence before, 500 ms after: the recogniser closes the utterance as in a call.
      writeFileSync(file, Buffer.concat([Buffer.alloc(6_400), fliteSpeech(text, { voice }), Buffer.alloc(16_000)]));
      return { text, voice, file };
    }),
  );
  for (const size of (process.env.BENCH_WORDS ?? '20000,10000,6000').split(',').map(Number)) {
    const model = await buildSpeechModel(KNOWLEDGE, { commonWords: size });
    const languageModel = join(dir, `${size}.lm`);
    const dictionary = join(dir, `${size}.dict`);
    writeFileSync(languageModel, model.arpa);
    writeFileSync(dictionary, model.dictionary);
    let errors = 0;
    let total = 0;
    let exact = 0;
    const cpuBefore = childrenCpuMs();
    for (const { text, voice, file } of spoken) {
      const heard = execFileSync('pocketsphinx_continuous', ['-infile', file, ...RECOGNISER, '-lm', languageModel, '-dict', dictionary])
        .toString()
        .trim();
      const distance = editDistance(words(text), words(heard));
      errors += distance;
      total += words(text).length;
      if (distance === 0) exact++;
      else if (process.env.BENCH_SHOW) console.info(`  ${size} words, ${voice}: "${text}" heard as "${heard.replace(/\n/g, ' | ')}"`);
    }
    const childMs = childrenCpuMs() - cpuBefore;
    console.info(
      `${size} everyday words (${model.words} in the model): word error ${((100 * errors) / total).toFixed(1)}%, ` +
        `${exact}/${spoken.length} heard exactly, ${(childMs / spoken.length).toFixed(0)} ms of CPU a question`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
