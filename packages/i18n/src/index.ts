export * from './languages';
export { detectLanguage } from './detect';
export { applyDocumentLanguage } from './document';
export { initI18n, USER_LANGUAGE_KEY, type InitI18nOptions } from './init';
