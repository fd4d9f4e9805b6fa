import type { Agent, Subscription, WidgetSettingsResponse } from '@parley/api-client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../../../../packages/i18n/locales/en/common.json';
import install from '../../../../../packages/i18n/locales/en/install.json';

/** English translations as the dashboard loads them: `common`, with `install` as a fallback namespace. */
export async function initTestI18n() {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, install } },
    ns: ['common', 'install'],
    defaultNS: 'common',
    fallbackNS: ['install'],
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}

export const en = install.install;

export const AGENT: Agent = {
  id: 7,
  name: 'Ava',
  version: 'voice_v1',
  live_key: 'pk_live_abcdefghijklmnop',
  demo_key: 'pk_demo_abcdefghijklmnop',
  avatar_url: null,
  role: 'Sales assistant',
  tone: 'friendly',
  greeting: 'Hi! How can I help you today?',
  languages: ['en'],
  voice: 'alloy',
  branding: {},
  voice_provider_config: {},
};

export const SETTINGS: WidgetSettingsResponse = {
  primary_color: '#4f46e5',
  text_color: '#ffffff',
  position: 'bottom-right',
  launcher_text: '',
  greeting: 'Hi! How can I help you today?',
  mode: 'both',
  allowed_domains: [],
  agent_name: 'Ava',
  avatar_url: null,
  website_domain: 'trail.example.com',
};

export const ACTIVE = { is_active: true, stripe_status: 'active', status: 'active', plan: { code: 'voice_monthly' } } as unknown as Subscription;
