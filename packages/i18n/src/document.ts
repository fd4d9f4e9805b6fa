import { directionOf } from './languages';

/** Sets `lang` and `dir` on the page; `data-i18n-loaded` once translations are in. */
export function applyDocumentLanguage(lng: string, loaded = true, doc: Document = document): void {
  const html = doc.documentElement;
  html.setAttribute('lang', lng);
  html.setAttribute('dir', directionOf(lng));
  if (loaded) html.setAttribute('data-i18n-loaded', 'true');
}
