import { initI18n } from '@parley/i18n';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The dashboard's translations: `common` plus the `insights` and `install` sections, served from /locales. */
export function startI18n(): Promise<i18n> {
  return initI18n({
    namespaces: ['common', 'insights', 'install', 'privacy', 'webhooks', 'notifications', 'inbox', 'unlock', 'signup', 'leads', 'agentTests'],
    plugins: [initReactI18next],
  });
}
