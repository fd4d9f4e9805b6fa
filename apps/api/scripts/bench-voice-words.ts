/**
 * Does the embedded recogniser hear a business's own words? For each English benchmark site of the
 * answer benchmark (fixture, held-out and fresh: a tea shop, a dental practice, a restaurant, a
 * bike shop, a yoga studio, a vet clinic), its pages are read as the crawler reads them, a speech
 * model is made from them as a call makes it, and the site's visitor questions are spoken by
 * Flite's four voices in turn and decoded by PocketSphinx: once as written in the benchmark (they
 * name the site's products, people and places), once paraphrased as visitors say them (context,
 * everyday words). Two models are compared in the same run: the dictionary's words only, and with
 * letter-to-sound pronunciations for the words the dictionary lacks and the other forms of the
 * site's words (speech-model.ts). Prints word error, exact transcripts and the words of the
 * questions the model cannot say. Offline; needs pocketsphinx, pocketsphinx-en-us and flite.
 * Run: pnpm exec tsx scripts/bench-voice-words.ts   (BENCH_SHOW=1 prints every transcript that differs; BENCH_SITES=unseen)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freshSites } from '../src/modules/knowledge/answer/benchmark/fresh';
import { heldoutSites } from '../src/modules/knowledge/answer/benchmark/heldout';
import { paraphrased } from '../src/modules/knowledge/answer/benchmark/paraphrases';
import { benchSites } from '../src/modules/knowledge/answer/benchmark/sites';
import type { BenchSite } from '../src/modules/knowledge/answer/benchmark/types';
import { unseenSites } from '../src/modules/knowledge/answer/benchmark/unseen';
import { unseen2Sites } from '../src/modules/knowledge/answer/benchmark/unseen2';
import { extractPage } from '../src/modules/knowledge/crawler/extract';
import { pronunciationsOf } from '../src/modules/voice/recognition/pronunciations';
import { buildSpeechModel, type SpeechModelOptions } from '../src/modules/voice/recognition/speech-model';
import { spokenSentences } from '../src/modules/voice/recognition/spoken-words';
import { embeddedVoiceOrNote, FLITE_VOICES, fliteSpeech } from '../src/modules/voice/test-kit';
import { editDistance, RECOGNISER, words } from './voice-bench-kit';

const run = promisify(execFile);
if (!embeddedVoiceOrNote('bench-voice-words')) process.exit(2);

/**
 * The English sites (the hair salon's pages are German, which the embedded recogniser does not
 * hear). BENCH_SITES=unseen speaks to the answer benchmark's six unseen sites instead (a driving
 * school, a plumber, a climbing gym, a patisserie, a language school, a dog groomer): a check on
 * sites the speech model's question shapes were not written from.
 */
const sites = (process.env.BENCH_SITES === 'unseen' ? [...unseenSites(), ...unseen2Sites()] : [...benchSites(), ...heldoutSites(), ...freshSites()]).filter(
  (site) => !site.name.includes('salon'),
);
/**
 * BENCH_RECOGNISER='-lw 9|-lw 11' compares recogniser settings on the default model instead of the
 * two models (each `|`-separated entry is one more set of PocketSphinx arguments, beside none).
 */
const variants = process.env.BENCH_RECOGNISER?.split('|').map((args) => args.trim().split(/\s+/).filter(Boolean));
const MODELS: [string, SpeechModelOptions, string[]][] = variants
  ? [['PocketSphinx defaults', {}, []], ...variants.map((args): [string, SpeechModelOptions, string[]] => [args.join(' '), {}, args])]
  : [
      ['letter-to-sound + word forms', {}, []],
      ['+ everyday questions', { everydayQuestions: true }, []],
    ];

/** What the crawler keeps of a site: page titles and text, FAQs, products. */
function siteTexts(site: BenchSite): string[] {
  const texts: string[] = [];
  for (const [path, html] of Object.entries(site.pages)) {
    if (!html.trimStart().startsWith('<')) continue;
    const page = extractPage(html, `https://shop.example${path}`);
    texts.push(page.title, page.text);
    for (const faq of page.faqs) texts.push(faq.question, faq.answer);
    for (const product of page.products) texts.push(product.name, product.description ?? '');
  }
  return texts;
}

/**
 * The answerable English questions, as a visitor would say them (figures read out as words). A
 * question with a typo ("jamsine", "adress") is left out: a spoken question has none, and the
 * reference would count the right word as an error.
 */
function spokenQuestions(site: BenchSite, known: ReadonlySet<string>): string[] {
  return site.questions
    .filter((q) => q.expect && (q.language ?? 'en') === 'en' && !/[^\x20-\x7e–—’]/.test(q.ask))
    .map((q) => spokenSentences(q.ask).flat().join(' '))
    .filter((said) => said.split(' ').length >= 2 && words(said).every((word) => known.has(word)));
}

/** At most two recognisers at once (two cores). */
async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

const dir = mkdtempSync(join(tmpdir(), 'parley-bench-words-'));
const totals = new Map<string, { errors: number; words: number; exact: number; count: number }>();
try {
  const asked = [...sites, ...paraphrased(sites)].flatMap((site) => site.questions.flatMap((q) => spokenSentences(q.ask).flat()));
  const siteWords = sites.flatMap((site) => siteTexts(site).flatMap((text) => spokenSentences(text).flat()));
  const known = new Set([...(await pronunciationsOf(new Set(asked))).keys(), ...siteWords]);
  const original = new Map(sites.map((site) => [site.name, spokenQuestions(site, known)]));
  const reworded = new Map(paraphrased(sites).map((site) => [site.name.replace(' (paraphrased)', ''), spokenQuestions(site, known)]));
  let n = 0;
  for (const site of sites) {
    const sets: [string, string[]][] = [
      ['as written', original.get(site.name) ?? []],
      ['paraphrased', (reworded.get(site.name) ?? []).filter((said) => !(original.get(site.name) ?? []).includes(said))],
    ];
    const audio = sets.map(([set, questions]) =>
      questions.map((text) => {
        const voice = FLITE_VOICES[n++ % FLITE_VOICES.length]!;
        const file = join(dir, `${n}.raw`);
        writeFileSync(file, Buffer.concat([Buffer.alloc(6_400), fliteSpeech(text, { voice }), Buffer.alloc(16_000)]));
        return { set, text, voice, file };
      }),
    );
    const texts = siteTexts(site);
    for (const [label, options, recogniser] of MODELS) {
      const model = await buildSpeechModel(texts, options);
      const languageModel = join(dir, 'site.lm');
      const dictionary = join(dir, 'site.dict');
      writeFileSync(languageModel, model.arpa);
      writeFileSync(dictionary, model.dictionary);
      const sayable = new Set(model.dictionary.split('\n').map((line) => line.split(' ')[0]!.replace(/\(\d+\)$/, '')));
      const unsayable = new Set(audio.flat().flatMap(({ text }) => words(text).filter((word) => !sayable.has(word))));
      const line: string[] = [];
      for (const spoken of audio) {
        const heard = await inPairs(spoken, async ({ file }) => {
          const { stdout } = await run('pocketsphinx_continuous', ['-infile', file, ...RECOGNISER, ...recogniser, '-lm', languageModel, '-dict', dictionary]);
          return stdout.trim().replace(/\n/g, ' ');
        });
        let errors = 0;
        let total = 0;
        let exact = 0;
        spoken.forEach(({ text, voice }, i) => {
          const distance = editDistance(words(text), words(heard[i]!));
          errors += distance;
          total += words(text).length;
          if (distance === 0) exact++;
          else if (process.env.BENCH_SHOW) console.info(`    ${label}, ${voice}: "${text}" heard as "${heard[i]}"`);
        });
        if (!spoken.length) continue;
        const set = spoken[0]!.set;
        const key = `${set}, ${label}`;
        const sum = totals.get(key) ?? { errors: 0, words: 0, exact: 0, count: 0 };
        totals.set(key, { errors: sum.errors + errors, words: sum.words + total, exact: sum.exact + exact, count: sum.count + spoken.length });
        line.push(`${set} ${((100 * errors) / Math.max(1, total)).toFixed(1)}% (${exact}/${spoken.length} exact)`);
      }
      console.info(`${site.name}, ${label} (${model.words} words): ${line.join(', ')}; unsayable: ${[...unsayable].join(' ') || 'none'}`);
    }
  }
  console.info('\nAll sites:');
  for (const [key, sum] of totals)
    console.info(`  ${key}: word error ${((100 * sum.errors) / sum.words).toFixed(1)}%, ${sum.exact}/${sum.count} heard exactly`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
