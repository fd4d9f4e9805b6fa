import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeKey, choice, createdAt, id, timestamptz } from './columns';

/* Accounts: organizations, their people and their agent, invitations and revoked tokens (modules/accounts). */

export const organizations = pgTable('organizations', {
  id: id(),
  subId: text('sub_id').notNull().unique(),
  name: text('name').notNull(),
  websiteUrl: text('website_url').notNull(),
  /** Days a conversation is kept after its last message (1..3650, checked by the migration); null keeps it forever. */
  conversationRetentionDays: integer('conversation_retention_days'),
  createdAt: createdAt(),
  /**
   * Moved by every change to the organization's knowledge chunks (a trigger, migration 0023):
   * what a process remembers of them is used only at this version.
   */
  knowledgeVersion: bigint('knowledge_version', { mode: 'number' }).notNull().default(0),
});

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  // Each token carries it; a password change moves it, so every token signed before is refused (0024).
  sessionVersion: integer('session_version').notNull().default(0),
  languagePreference: text('language_preference'),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    organizationId: cascadeKey('organization_id', () => organizations.id),
    userId: cascadeKey('user_id', () => users.id),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('memberships_user_unique').on(t.userId)],
);

export const agents = pgTable('agents', {
  id: id(),
  organizationId: cascadeKey('organization_id', () => organizations.id).unique(),
  name: text('name').notNull(),
  version: choice('version', ['voice_v1', 'chat_v0'], 'voice_v1'),
  liveKey: text('live_key').notNull().unique(),
  demoKey: text('demo_key').notNull().unique(),
  /** Persona: how the agent introduces itself and speaks. */
  role: text('role').notNull().default('Sales assistant'),
  tone: choice('tone', ['friendly', 'professional', 'enthusiastic', 'concise'], 'friendly'),
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
    id: id(),
    organizationId: cascadeKey('organization_id', () => organizations.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: cascadeKey('invited_by', () => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_org_idx').on(t.organizationId)],
);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
});
