import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';
import { applyDocumentLanguage } from './document';

describe('detectLanguage', () => {
  it('prefers a supported stored language', () => {
    expect(detectLanguage({ stored: 'he', browserLanguages: ['ja'] })).toBe('he');
    expect(detectLanguage({ stored: 'xx', browserLanguages: ['ja'] })).toBe('ja');
  });
  it('matches the browser exactly, then by the part before the hyphen', () => {
    expect(detectLanguage({ browserLanguages: ['es-MX'] })).toBe('es');
    expect(detectLanguage({ browserLanguages: ['fr-FR', 'ar-EG'] })).toBe('ar');
  });
  it('maps Chinese by region and script', () => {
    for (const tag of ['zh-CN', 'zh-SG', 'zh-MY', 'zh', 'zh-Hans']) expect(detectLanguage({ browserLanguages: [tag] })).toBe('zh-Hans');
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant']) expect(detectLanguage({ browserLanguages: [tag] })).toBe('zh-Hant');
  });
  it('falls back to English', () => {
    expect(detectLanguage({ browserLanguages: ['fr', 'de-DE'] })).toBe('en');
  });
});

describe('applyDocumentLanguage', () => {
  it('sets lang, dir and the loaded marker', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('data-i18n-loaded')).toBe('true');
    applyDocumentLanguage('ja');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });
});
