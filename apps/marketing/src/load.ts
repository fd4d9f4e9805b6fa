import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MarketingStrings, PlanStrings } from './strings';

const localesDir = join(dirname(createRequire(import.meta.url).resolve('@parley/i18n/package.json')), 'locales');
const read = (lng: string, ns: string): unknown => JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8'));

/** The site's copy in one language (`marketing.json`). */
export const loadStrings = (lng: string) => read(lng, 'marketing') as MarketingStrings;

/** Plan names and features as the dashboard's plans modal words them (`common.json` → `plans`). */
export const loadPlanStrings = (lng: string) => (read(lng, 'common') as { plans: PlanStrings }).plans;
