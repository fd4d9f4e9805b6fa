import i18next, { type i18n, type Module } from 'i18next';
import { detectLanguage } from './detect';
import { applyDocumentLanguage } from './document';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isSupportedLanguage } from './languages';

export const USER_LANGUAGE_KEY = 'userLanguage';

/** i18next backend over fetch: `/locales/{lng}/{ns}.json`, always revalidated (no-cache). */
function fetchBackend(loadPath: string): Module {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: (error: unknown, data: unknown) => void) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          callback(null, await response.json());
        })
        .catch((error: unknown) => callback(error, false));
    },
  } as Module;
}

/** `localStorage`, or nothing where the browser denies it (a third-party frame with storage blocked). */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export interface InitI18nOptions {
  namespaces?: string[];
  loadPath?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  browserLanguages?: readonly string[];
  /** React binding (`initReactI18next`) or any other i18next plugin. */
  plugins?: Module[];
}

/** Creates and initialises an i18next instance; failures are logged to the console only. */
export async function initI18n(options: InitI18nOptions = {}): Promise<i18n> {
  const storage = options.storage ?? browserStorage();
  const lng = detectLanguage({
    stored: storage?.getItem(USER_LANGUAGE_KEY),
    browserLanguages: options.browserLanguages ?? globalThis.navigator?.languages ?? [],
  });
  const instance = i18next.createInstance();
  instance.use(fetchBackend(options.loadPath ?? '/locales/{{lng}}/{{ns}}.json'));
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  instance.on('languageChanged', (next) => {
    if (isSupportedLanguage(next)) {
      storage?.setItem(USER_LANGUAGE_KEY, next);
      if (typeof document !== 'undefined') applyDocumentLanguage(next, instance.isInitialized);
    }
  });
  if (typeof document !== 'undefined') applyDocumentLanguage(lng, false);
  try {
    await instance.init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      ns: options.namespaces ?? ['common'],
      defaultNS: options.namespaces?.[0] ?? 'common',
      // Later namespaces hold whole top-level sections (`insights.*`), so plain keys find them.
      fallbackNS: options.namespaces?.slice(1) ?? false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  } catch (error) {
    console.error('Translation initialisation failed', error);
  }
  if (typeof document !== 'undefined') applyDocumentLanguage(instance.language || lng, true);
  return instance;
}
