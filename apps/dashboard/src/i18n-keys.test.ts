import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from './lib/session';

const localeDir = join(__dirname, '..', '..', '..', 'packages', 'i18n', 'locales', 'en');
const localeFile = join(localeDir, 'common.json');
const DASHBOARD_NAMESPACES = [
  'common.json',
  'insights.json',
  'install.json',
  'privacy.json',
  'webhooks.json',
  'notifications.json',
  'inbox.json',
  'unlock.json',
  'signup.json',
  'leads.json',
  'agentTests.json',
];

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('translation keys', () => {
  const keys = DASHBOARD_NAMESPACES.flatMap((file) => flatten(JSON.parse(readFileSync(join(localeDir, file), 'utf8'))));
  // A plural phrase is asked for by its base (`t('grace.daysLeft', { count })`) and stored as its forms.
  const known = new Set([...keys, ...keys.map((key) => key.replace(/_(one|other)$/, ''))]);

  it('every key the dashboard uses exists in English (and so, by the i18n test, in every language)', () => {
    const used = new Set<string>();
    for (const file of sources(__dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/\bkey: '([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) used.add(match[1]!);
    }
    for (const status of ['pending', 'accepted', 'expired']) used.add(`account.status.${status}`);
    for (const name of ['intern', 'voice']) {
      used.add(`plans.names.${name}`);
      for (const index of [0, 1, 2, 3]) used.add(`plans.features.${name}.${index}`);
    }
    for (const code of ['intern', 'voice_monthly', 'voice_yearly']) used.add(`billing.planNames.${code}`);
    const dynamic: Record<string, string[]> = {
      'persona.tones': ['friendly', 'professional', 'enthusiastic', 'concise'],
      'persona.voices': ['alloy', 'aria', 'verse', 'sage'],
      persona: ['live_key', 'demo_key'],
      'knowledge.status': ['queued', 'running', 'completed', 'failed', 'canceled'],
      'knowledge.pageStatus': ['pending', 'done', 'failed', 'skipped'],
      'knowledge.refreshOptions': ['off', 'daily', 'weekly'],
      'documents.status': ['processing', 'ready', 'failed'],
      'products.availabilityOptions': ['in_stock', 'out_of_stock', 'preorder', 'unknown'],
      'agentTests.trigger': ['manual', 'change', 'starter'],
      'agentTests.status': ['queued', 'running', 'completed', 'failed'],
      'demo.showcase': ['trump', 'tippsy', 'ordinary', 'masa'],
      // ServerPagination's words, per paged section.
      'privacy.audit': ['pagination', 'previous', 'next', 'range', 'page'],
      'webhooks.deliveries': ['pagination', 'previous', 'next', 'range', 'page'],
    };
    for (const [prefix, names] of Object.entries(dynamic)) for (const name of names) used.add(`${prefix}.${name}`);
    for (const status of ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid']) used.add(`billing.status.${status}`);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it("keeps the spec's exact English message for an expired session", () => {
    const en = JSON.parse(readFileSync(localeFile, 'utf8')) as { auth: { sessionExpired: string } };
    expect(en.auth.sessionExpired).toBe(SESSION_EXPIRED_MESSAGE);
  });
});
