import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const locales = join(__dirname, '..', '..', '..', 'packages', 'i18n', 'locales');
const read = (language: string, namespace: string) => JSON.parse(readFileSync(join(locales, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/**
 * For tests: the dashboard's real strings in one language, set up as the app sets them up: `common`,
 * with the page's own namespaces (`insights`, `unlock`, …) to fall back on.
 */
export async function startTestI18n(namespaces: readonly string[], language = 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', ...namespaces],
    defaultNS: 'common',
    fallbackNS: [...namespaces],
    resources: { [language]: Object.fromEntries(['common', ...namespaces].map((namespace) => [namespace, read(language, namespace)])) },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance;
}
