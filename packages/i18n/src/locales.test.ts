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
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe.each(namespaces)('locale namespace %s', (file) => {
  const en = flatten(JSON.parse(readFileSync(join(root, 'en', file), 'utf8')));
  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('%s has every key, non-empty, same placeholders', (lng) => {
    const other = flatten(JSON.parse(readFileSync(join(root, lng, file), 'utf8')));
    for (const [key, text] of Object.entries(en)) {
      expect(other[key], `${lng}/${file}: ${key}`).toBeTruthy();
      expect(placeholders(other[key]!), `${lng}/${file}: ${key}`).toEqual(placeholders(text));
    }
    expect(
      Object.keys(other).filter((key) => !(key in en)),
      `${lng}/${file}: keys English lacks`,
    ).toEqual([]);
  });
});
