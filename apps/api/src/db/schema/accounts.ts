import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* Accounts: organizations, their people and their agent, invitations and revoked tokens (modules/accounts). */

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  subId: text('sub_id').notNull().unique(),
  name: text('name').notNull(),
  websiteUrl: text('website_url').notNull(),
  /** Days a conversation is kept after its last message (1..3650, checked by the migration); null keeps it forever. */
  conversationRetentionDays: integer('conversation_retention_days'),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  languagePreference: text('language_preference'),
  createdAt: createdAt(),
  /** Tokens issued before it are refused: a password change ends every other session. */
  sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true })
    .notNull()
    .default(sql`'1970-01-01T00:00:00Z'`),
});

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('memberships_user_unique').on(t.userId)],
);

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  version: text('version', { enum: ['voice_v1', 'chat_v0'] })
    .notNull()
    .default('voice_v1'),
  liveKey: text('live_key').notNull().unique(),
  demoKey: text('demo_key').notNull().unique(),
  /** Persona: how the agent introduces itself and speaks. */
  role: text('role').notNull().default('Sales assistant'),
  tone: text('tone', { enum: ['friendly', 'professional', 'enthusiastic', 'concise'] })
    .notNull()
    .default('friendly'),
  greeting: text('greeting').notNull().default('Hi! How can I help you today?'),
  languages: jsonb('languages').$type<string[]>().notNull().default(['en']),
  voice: text('voice').notNull().default('alloy'),
  avatarMediaId: text('avatar_media_id'),
  branding: jsonb('branding').$type<Record<string, string>>().notNull().default({}),
  voiceProviderConfig: jsonb('voice_provider_config').$type<Record<string, unknown>>().notNull().default({}),
  /** Hosts where the live key works, besides the organization's own website. */
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_org_idx').on(t.organizationId)],
);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
