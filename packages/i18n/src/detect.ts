import { DEFAULT_LANGUAGE, isSupportedLanguage, type LanguageCode } from './languages';

const SIMPLIFIED_REGIONS = ['CN', 'SG', 'MY'];
const TRADITIONAL_REGIONS = ['TW', 'HK', 'MO'];

function chinese(tag: string): LanguageCode | null {
  const parts = tag.split('-');
  if (parts[0]?.toLowerCase() !== 'zh') return null;
  const rest = parts.slice(1).map((p) => p.toUpperCase());
  if (rest.includes('HANT') || rest.some((p) => TRADITIONAL_REGIONS.includes(p))) return 'zh-Hant';
  if (rest.includes('HANS') || rest.some((p) => SIMPLIFIED_REGIONS.includes(p))) return 'zh-Hans';
  return 'zh-Hans';
}

/**
 * Spec §4: the stored language if supported; else each browser language by exact match, then
 * the part before the hyphen (Chinese by region: CN/SG/MY simplified, TW/HK/MO traditional);
 * else English.
 */
export function detectLanguage(input: { stored?: string | null; browserLanguages?: readonly string[] }): LanguageCode {
  if (isSupportedLanguage(input.stored)) return input.stored;
  for (const tag of input.browserLanguages ?? []) {
    if (isSupportedLanguage(tag)) return tag;
    const zh = chinese(tag);
    if (zh) return zh;
    const base = tag.split('-')[0]?.toLowerCase();
    if (isSupportedLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
