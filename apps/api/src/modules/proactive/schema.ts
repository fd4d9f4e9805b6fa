import type { ProactiveCondition } from '@parley/contract';
import { boolean, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/schema/columns';
import { tenantTable } from '../../db/schema/organization-id';

/**
 * The owner's proactive messages. The three figures are counters on the row: the trigger page
 * shows them per trigger, and a visitor's beacon is one UPDATE, not a row per event.
 */
export const proactiveTriggers = tenantTable('proactive_triggers', {
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  urlPattern: text('url_pattern').notNull().default('*'),
  condition: jsonb('condition').$type<ProactiveCondition>().notNull(),
  message: jsonb('message').$type<{ default: string; translations: Record<string, string> }>().notNull(),
  shownCount: integer('shown_count').notNull().default(0),
  openedCount: integer('opened_count').notNull().default(0),
  convertedCount: integer('converted_count').notNull().default(0),
  ...timestamps(),
});
