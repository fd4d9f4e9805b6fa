import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectLanguage } from '@parley/i18n';
import { localesDir } from '../../http/static-apps';

const labels = new Map<string, string>();

/**
 * The proactive bubble's close button, named in the visitor's language (widget.json's
 * `dismissMessage`): the trigger script on the host page carries no translations of its own.
 */
export function dismissLabel(languages: readonly string[]): string {
  const lng = detectLanguage({ browserLanguages: languages });
  let label = labels.get(lng);
  if (label === undefined) {
    const file = join(localesDir(), lng, 'widget.json');
    const texts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { dismissMessage?: unknown }) : {};
    label = typeof texts.dismissMessage === 'string' ? texts.dismissMessage : 'Dismiss message';
    labels.set(lng, label);
  }
  return label;
}
