/** The interface languages Parley ships, in the order the language switcher lists them. */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'he', 'ja', 'zh-Hant', 'zh-Hans', 'ar'] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Language option as the switcher shows it: code and its own name (spec §3). */
export interface LanguageOption {
  code: LanguageCode;
  name: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'he', name: 'עברית' },
  { code: 'ja', name: '日本語' },
  { code: 'zh-Hant', name: '繁體中文' },
  { code: 'zh-Hans', name: '简体中文' },
  { code: 'ar', name: 'العربية' },
];

/** Right-to-left scripts (spec §4, the longer reading). */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur', 'ps', 'syr', 'dv'] as const;

export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

export function isRtlLanguage(code: string): boolean {
  const base = code.split('-')[0]?.toLowerCase() ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base);
}

export function directionOf(code: string): 'rtl' | 'ltr' {
  return isRtlLanguage(code) ? 'rtl' : 'ltr';
}
