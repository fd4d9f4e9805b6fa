import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  subId: text('sub_id').notNull().unique(),
  name: text('name').notNull(),
  websiteUrl: text('website_url').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  languagePreference: text('language_preference'),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('memberships_user_unique').on(t.userId)],
);

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().unique().references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  version: text('version', { enum: ['voice_v1', 'chat_v0'] }).notNull().default('voice_v1'),
  liveKey: text('live_key').notNull().unique(),
  demoKey: text('demo_key').notNull().unique(),
  createdAt: createdAt(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
