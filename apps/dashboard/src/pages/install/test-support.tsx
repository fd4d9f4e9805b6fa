import type { Agent, WidgetSettingsResponse } from '@parley/api-client';
import install from '../../../../../packages/i18n/locales/en/install.json';
import { startTestI18n } from '../../test-i18n';

/** English translations as the dashboard loads them: `common`, with `install` as a fallback namespace. */
export async function initTestI18n() {
  await startTestI18n(['install']);
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
  show_sources: true,
};

/** A whole active plan (the billing tests' own), so no field is left for the compiler to be told about. */
export { ACTIVE_VOICE_PLAN as ACTIVE } from '../../billing/test-plans';
