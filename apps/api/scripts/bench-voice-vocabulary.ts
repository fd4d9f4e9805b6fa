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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSpeechModel } from '../src/modules/voice/recognition/speech-model';
import { FLITE_VOICES, fliteSpeech } from '../src/modules/voice/test-kit';
import { childrenCpuMs, editDistance, FAQS, RECOGNISER, words } from './voice-bench-kit';

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
