import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { openTestPglite } from '../../../test-databases';
import { addFaq, addProduct, signUpBusiness, useTestApp, type TestApp } from '../../../test-app';
import { CMU_DICTIONARY } from './pronunciations';
import { createOrganizationSpeechModels, removeUnusedModels, UNUSED_MODEL_MAX_AGE_MS } from './organization-speech-models';

const hasDictionary = existsSync(CMU_DICTIONARY);
if (!hasDictionary && process.env.CI) throw new Error(`CI must have ${CMU_DICTIONARY} (.ci/run installs pocketsphinx-en-us)`);

describe.runIf(hasDictionary)("an organization's speech model", () => {
  let app: TestApp;
  let database: Database;
  useTestApp(openTestPglite, {}, (opened) => ({ app, database } = opened));
  const dir = mkdtempSync(join(tmpdir(), 'parley-speech-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made from its own knowledge, kept while the knowledge stays, and made again when it changes', async () => {
    const shop = await signUpBusiness(app, 'speech', 'Harbor Bikes');
    const other = await signUpBusiness(app, 'speech', 'Other Co');
    await addFaq(app, shop.auth, { question: 'Do you repair tandem bicycles?', answer: 'Yes, our workshop repairs a tandem in 2 days.' });
    await addFaq(app, other.auth, { question: 'Do you sell saxophones?', answer: 'Yes, alto and tenor saxophones.' });
    const models = createOrganizationSpeechModels(database.db, { dir, commonWords: 2_000 });

    const first = await models.forOrganization(shop.organizationId);
    const arpa = readFileSync(first.languageModel, 'utf8');
    const dictionary = readFileSync(first.dictionary, 'utf8');
    expect(arpa).toMatch(/\tdo you repair\n/);
    expect(arpa).toMatch(/\trepairs a tandem\n/);
    expect(dictionary).toMatch(/^tandem T AE N D AH M$/m);
    // Figures are in the words a visitor says them with.
    expect(arpa).toMatch(/\tin two days\n/);
    // Another organization's words are not in it.
    expect(dictionary).not.toMatch(/^saxophones /m);
    expect(await models.forOrganization(shop.organizationId)).toEqual(first);

    await addProduct(app, shop.auth, { name: 'Cargo trailer', description: 'Carries up to forty kilograms.', price_cents: 12950, currency: 'EUR' });
    const second = await models.forOrganization(shop.organizationId);
    expect(second.languageModel).not.toBe(first.languageModel);
    expect(readFileSync(second.languageModel, 'utf8')).toMatch(/\tcarries up to\n/);
    expect(readFileSync(second.dictionary, 'utf8')).toMatch(/^trailer /m);
  });

  it('is shared by processes through its files: the same knowledge gives the same files', async () => {
    const shop = await signUpBusiness(app, 'speech', 'Quay Cafe');
    await addFaq(app, shop.auth, { question: 'Do you serve breakfast?', answer: 'Breakfast is served until eleven.' });
    const one = await createOrganizationSpeechModels(database.db, { dir, commonWords: 2_000 }).forOrganization(shop.organizationId);
    const two = await createOrganizationSpeechModels(database.db, { dir, commonWords: 2_000 }).forOrganization(shop.organizationId);
    expect(two).toEqual(one);
  });

  it('is touched each time a call uses it, and made again when its files were cleaned up meanwhile', async () => {
    const shop = await signUpBusiness(app, 'speech', 'Dock Books');
    await addFaq(app, shop.auth, { question: 'Do you buy used books?', answer: 'We buy used books on Mondays.' });
    const models = createOrganizationSpeechModels(database.db, { dir, commonWords: 2_000 });
    const files = await models.forOrganization(shop.organizationId);
    const longAgo = new Date(Date.now() - 2 * UNUSED_MODEL_MAX_AGE_MS);
    utimesSync(files.languageModel, longAgo, longAgo);
    utimesSync(files.dictionary, longAgo, longAgo);
    expect(await models.forOrganization(shop.organizationId)).toEqual(files);
    expect(Date.now() - statSync(files.languageModel).mtimeMs).toBeLessThan(60_000);
    expect(Date.now() - statSync(files.dictionary).mtimeMs).toBeLessThan(60_000);

    // Another process cleaned them up: the next call makes them again rather than handing out missing files.
    rmSync(files.languageModel);
    rmSync(files.dictionary);
    expect(await models.forOrganization(shop.organizationId)).toEqual(files);
    expect(readFileSync(files.dictionary, 'utf8')).toMatch(/^books /m);
  });
});

describe('removeUnusedModels', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-speech-clean-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('deletes model files unused for a week and half-written ones over an hour old, and nothing else', async () => {
    const now = Date.now();
    const file = (name: string, ageMs: number) => {
      writeFileSync(join(dir, name), 'x');
      const at = new Date(now - ageMs);
      utimesSync(join(dir, name), at, at);
    };
    file('old.lm', 8 * 86_400_000);
    file('old.dict', 8 * 86_400_000);
    file('recent.lm', 6 * 86_400_000);
    file('recent.dict', 60_000);
    file('dead.dict.123-456.part', 2 * 3_600_000);
    file('writing.lm.789-012.part', 60_000);
    file('notes.txt', 30 * 86_400_000);
    expect(await removeUnusedModels(dir, UNUSED_MODEL_MAX_AGE_MS, now)).toBe(3);
    expect(['old.lm', 'old.dict', 'dead.dict.123-456.part'].filter((name) => existsSync(join(dir, name)))).toEqual([]);
    expect(['recent.lm', 'recent.dict', 'writing.lm.789-012.part', 'notes.txt'].every((name) => existsSync(join(dir, name)))).toBe(true);
    // A folder that is not there yet is nothing to clean.
    expect(await removeUnusedModels(join(dir, 'missing'))).toBe(0);
  });
});
