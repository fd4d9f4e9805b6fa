import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPocketSphinxStt } from '../providers/pocketsphinx';
import type { SpeechVocabulary } from '../providers/types';
import { embeddedVoiceOrNote, FLITE_VOICES, fliteSpeech, silence, type FliteVoice } from '../test-kit';
import { buildSpeechModel } from './speech-model';

const hasVoice = embeddedVoiceOrNote('Recognition with a business model');

/** What the recogniser hears of spoken text, streamed to it as a call's audio is. */
function hear(pcm: Buffer, options: { language: string; vocabulary?: SpeechVocabulary }): Promise<string> {
  return new Promise((resolve, reject) => {
    const session = createPocketSphinxStt().start(
      {
        onTranscript: (event) => {
          session.close();
          resolve(event.text);
        },
        onError: reject,
      },
      options,
    );
    for (let offset = 0; offset < pcm.length; offset += 640) session.write(pcm.subarray(offset, offset + 640));
  });
}

describe.runIf(hasVoice)("the recogniser with a business's model", () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-business-words-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const knowledge = [
    'Where is your store?',
    'Our store is at twelve Harbor Street, next to the train station.',
    'How long does delivery take?',
    'Delivery takes three to five business days.',
    'What is your return policy?',
    'You can return any item within thirty days for a full refund.',
  ];

  // Each is misheard by the general model alone ("where is your star", "how long does delivery date",
  // "what is your thread darn policy"): words one sound apart from the business's.
  it.each<[string, FliteVoice]>([
    ['Where is your store?', 'slt'],
    ['How long does delivery take?', 'kal16'],
    ['What is your return policy?', 'awb'],
  ])('hears "%s" (%s) in the business\'s words', async (question, voice) => {
    const model = await buildSpeechModel(knowledge);
    const vocabulary = { languageModel: join(dir, 'shop.lm'), dictionary: join(dir, 'shop.dict') };
    writeFileSync(vocabulary.languageModel, model.arpa);
    writeFileSync(vocabulary.dictionary, model.dictionary);
    const pcm = Buffer.concat([silence(200), fliteSpeech(question, { voice }), silence(800)]);
    expect(await hear(pcm, { language: 'en', vocabulary })).toBe(question.toLowerCase().replace(/[?]/g, ''));
  });

  // Neither word is in the pronouncing dictionary: without letter-to-sound rules the recogniser
  // heard "how much is the reverse don't had land" in every voice.
  it.each(FLITE_VOICES)('hears a product name the dictionary lacks, spelled by letter-to-sound rules (%s)', async (voice) => {
    const shop = ['The Riverstone headlamp costs forty dollars and lights the trail for ten hours.', 'Our Trailhead backpack holds forty litres.'];
    const question = 'How much is the Riverstone headlamp?';
    const pcm = Buffer.concat([silence(200), fliteSpeech(question, { voice }), silence(800)]);
    const heard: string[] = [];
    for (const letterToSound of [true, false]) {
      const model = await buildSpeechModel(shop, { letterToSound });
      const vocabulary = { languageModel: join(dir, `names-${letterToSound}.lm`), dictionary: join(dir, `names-${letterToSound}.dict`) };
      writeFileSync(vocabulary.languageModel, model.arpa);
      writeFileSync(vocabulary.dictionary, model.dictionary);
      heard.push(await hear(pcm, { language: 'en', vocabulary }));
    }
    expect(heard[0]).toBe('how much is the riverstone headlamp');
    expect(heard[1]).not.toContain('riverstone');
  });

  it("falls back to the general model when the business model's files are gone when the call starts", async () => {
    const gone = { languageModel: join(dir, 'gone.lm'), dictionary: join(dir, 'gone.dict') };
    const heard = await hear(Buffer.concat([silence(200), fliteSpeech('How long does delivery take?', { voice: 'slt' }), silence(1200)]), {
      language: 'en',
      vocabulary: gone,
    });
    expect(heard).toMatch(/delivery/);
  });

  it('keeps the general model for a conversation in another language (the business model is English)', async () => {
    const vocabulary = { languageModel: join(dir, 'missing.lm'), dictionary: join(dir, 'missing.dict') };
    // Files that do not exist would stop the recogniser: it must not have been given them.
    const pcm = Buffer.concat([silence(200), fliteSpeech('Do you ship internationally?'), silence(800)]);
    expect(await hear(pcm, { language: 'es', vocabulary })).toBe('do you ship internationally');
  });
});
