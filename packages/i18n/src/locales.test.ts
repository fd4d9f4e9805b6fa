import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages';

const root = join(__dirname, '..', 'locales');

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));
const read = (lng: string, file: string) => flatten(JSON.parse(readFileSync(join(root, lng, file), 'utf8')));

/** i18next's plural suffixes: a counted key is written once per form its language has. */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralForms = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
/** The counted keys of a namespace, by the English `_other` form. */
const pluralBases = (en: Record<string, string>) =>
  Object.keys(en)
    .filter((key) => key.endsWith('_other'))
    .map((key) => key.slice(0, -'_other'.length));

describe.each(namespaces)('locale namespace %s', (file) => {
  const en = read('en', file);
  const bases = pluralBases(en);
  const isPluralForm = (key: string) => PLURAL_FORM.test(key) && bases.includes(key.replace(PLURAL_FORM, ''));

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('%s has every key, non-empty, same placeholders', (lng) => {
    const other = read(lng, file);
    for (const [key, text] of Object.entries(en)) {
      if (isPluralForm(key)) continue;
      expect(other[key], `${lng}/${file}: ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${lng}/${file}: ${key}`).toEqual(placeholders(text));
    }
    expect(
      Object.keys(other).filter((key) => !(key in en) && !isPluralForm(key)),
      `${lng}/${file}: keys English lacks`,
    ).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s writes every counted key in each plural form the language has', (lng) => {
    const other = read(lng, file);
    for (const base of bases) {
      const all = placeholders(en[`${base}_other`]!);
      for (const form of pluralForms(lng)) {
        const text = other[`${base}_${form}`];
        expect(text, `${lng}/${file}: ${base}_${form}`).toBeTruthy();
        // "one" and "two" may say the number in words (Arabic "صفحتان"); "other" always shows it.
        const used = placeholders(text!);
        if (form === 'other') expect(used, `${lng}/${file}: ${base}_other`).toEqual(all);
        else
          expect(
            used.filter((name) => !all.includes(name)),
            `${lng}/${file}: ${base}_${form}`,
          ).toEqual([]);
      }
    }
  });

  it('counts only in plural keys, so "1 conversations" cannot be written', () => {
    const counted = Object.entries(en).filter(([, text]) => placeholders(text).includes('count'));
    expect(counted.filter(([key]) => !isPluralForm(key)).map(([key]) => key)).toEqual([]);
  });
});

describe.each(SUPPORTED_LANGUAGES)('the %s product', (lng) => {
  const all = Object.fromEntries(namespaces.map((file) => [file, read(lng, file)] as const));

  it('explains itself rather than sending anyone to the README', () => {
    const pointing = Object.entries(all).flatMap(([file, keys]) =>
      Object.entries(keys)
        .filter(([, text]) => /README/i.test(text))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(pointing).toEqual([]);
  });

  it.skipIf(lng === 'en')('translates every navigation label, none left in English', () => {
    const en = Object.fromEntries(namespaces.map((file) => [file, read('en', file)] as const));
    // The navigation: common's `nav.*`, and each page namespace's own `<page>.nav`.
    const labels = Object.entries(en).flatMap(([file, keys]) =>
      Object.keys(keys)
        .filter((key) => key.startsWith('nav.') || /^\w+\.nav$/.test(key))
        .map((key) => [file, key] as const),
    );
    expect(labels.length).toBeGreaterThan(10);
    const nonLatin = !['es'].includes(lng);
    for (const [file, key] of labels) {
      const text = all[file]![key]!;
      expect(text, `${lng}/${file}: ${key}`).not.toBe(en[file]![key]);
      // A script of its own leaves no English word in a menu ("Webhook" in Japanese is untranslated).
      if (nonLatin) expect(text, `${lng}/${file}: ${key}`).not.toMatch(/[A-Za-z]/);
    }
  });
});
