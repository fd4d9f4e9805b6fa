import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** Billing: plans and their prices (seeded by migration), one subscription per organization. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  productType: text('product_type').notNull(),
  position: integer('position').notNull().default(0),
});

export const planPrices = pgTable('plan_prices', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  /** Current-plan code: `intern`, `voice_monthly`, `voice_yearly`. */
  code: text('code').notNull().unique(),
  stripePriceId: text('stripe_price_id').notNull().unique(),
  billingInterval: text('billing_interval', { enum: ['month', 'year'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  planPriceId: integer('plan_price_id')
    .notNull()
    .references(() => planPrices.id),
  /** Stripe's subscription status: active, trialing, past_due, canceled, incomplete, unpaid. */
  status: text('status').notNull(),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** `created` of the newest provider event applied, so late, out-of-order events change nothing. */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One trial per organization, ever: the unique key is the rule. */
export const trials = pgTable('trials', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planPriceId: integer('plan_price_id')
      .notNull()
      .references(() => planPrices.id),
    /** open → complete | expired */
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    provider: text('provider', { enum: ['stripe', 'test_mode'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_org_idx').on(t.organizationId)],
);

/** Provider event ids already handled: a replayed or duplicated event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every billing change: who, when, from what to what. */
export const billingChanges = pgTable(
  'billing_changes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    source: text('source', { enum: ['dashboard', 'stripe', 'test_mode'] }).notNull(),
    fromPlan: text('from_plan'),
    toPlan: text('to_plan'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    createdAt: createdAt(),
  },
  (t) => [index('billing_changes_org_idx').on(t.organizationId)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_org_idx').on(t.organizationId, t.name)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Uploaded images (avatars) live in the database, so any server can serve them. */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The durable job queue: workers claim a row with FOR UPDATE SKIP LOCKED and a lease; a worker
 * that dies leaves an expired lease, and the next worker takes the job over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['scrape', 'document'] }).notNull(),
    refId: integer('ref_id').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);

export const scrapingJobs = pgTable(
  'scraping_jobs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed', 'canceled'] })
      .notNull()
      .default('queued'),
    maxPages: integer('max_pages').notNull(),
    maxDepth: integer('max_depth').notNull(),
    pagesFound: integer('pages_found').notNull().default(0),
    pagesDone: integer('pages_done').notNull().default(0),
    pagesFailed: integer('pages_failed').notNull().default(0),
    skippedRobots: integer('skipped_robots').notNull().default(0),
    skippedDuplicates: integer('skipped_duplicates').notNull().default(0),
    faqsCount: integer('faqs_count').notNull().default(0),
    productsCount: integer('products_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('scraping_jobs_org_idx').on(t.organizationId)],
);

/** The crawl frontier: one row per URL per job, so a resumed job never fetches a page twice. */
export const scrapeUrls = pgTable(
  'scrape_urls',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => scrapingJobs.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    depth: integer('depth').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    title: text('title'),
    error: text('error'),
  },
  (t) => [uniqueIndex('scrape_urls_job_url_unique').on(t.jobId, t.url), index('scrape_urls_pending_idx').on(t.jobId, t.status)],
);

export const knowledgeSettings = pgTable('knowledge_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  refresh: text('refresh', { enum: ['off', 'daily', 'weekly'] })
    .notNull()
    .default('off'),
  refreshUrl: text('refresh_url'),
  nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
});

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => scrapingJobs.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    contentHash: text('content_hash').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_org_url_unique').on(t.organizationId, t.url)],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    kind: text('kind'),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    error: text('error'),
    text: text('text'),
    pageCount: integer('page_count'),
    bytes: bytea('bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('documents_org_idx').on(t.organizationId)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    source: text('source', { enum: ['manual', 'scrape'] })
      .notNull()
      .default('manual'),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_org_idx').on(t.organizationId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents'),
    currency: text('currency'),
    sku: text('sku'),
    url: text('url'),
    imageUrl: text('image_url'),
    availability: text('availability', { enum: ['in_stock', 'out_of_stock', 'preorder', 'unknown'] })
      .notNull()
      .default('unknown'),
    source: text('source', { enum: ['manual', 'csv', 'shopify', 'scrape'] })
      .notNull()
      .default('manual'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_org_idx').on(t.organizationId)],
);

export const rules = pgTable(
  'rules',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('rules_org_idx').on(t.organizationId, t.position)],
);

/** Everything the agent knows, chunked and full-text indexed per organization. */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sourceType: text('source_type', { enum: ['page', 'document', 'faq', 'product'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    tsv: tsvector('tsv')
      .notNull()
      // English words stemmed, plus character pairs of Chinese, Japanese and Korean text, which has
      // no spaces between words (parley_cjk_bigrams, migration 0009).
      .generatedAlwaysAs(
        sql`to_tsvector('english', coalesce("title", '') || ' ' || coalesce("content", '')) || to_tsvector('simple', parley_cjk_bigrams(coalesce("title", '') || ' ' || coalesce("content", '')))`,
      ),
  },
  (t) => [index('knowledge_chunks_source_idx').on(t.organizationId, t.sourceType, t.sourceId), index('knowledge_chunks_tsv_idx').using('gin', t.tsv)],
);

/** A visitor's conversation with an agent, kept as it happens. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['chat', 'voice'] })
      .notNull()
      .default('chat'),
    keyKind: text('key_kind', { enum: ['live', 'demo'] }).notNull(),
    visitorId: text('visitor_id'),
    sessionId: text('session_id'),
    pageUrl: text('page_url'),
    language: text('language'),
    outcome: text('outcome', { enum: ['answered', 'unanswered', 'lead'] })
      .notNull()
      .default('answered'),
    messageCount: integer('message_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every sort of the owner's listing is one index scan, forwards or backwards (id breaks ties).
    index('conversations_org_started_idx').on(t.organizationId, t.startedAt, t.id),
    index('conversations_org_last_message_idx').on(t.organizationId, t.lastMessageAt, t.id),
    index('conversations_org_message_count_idx').on(t.organizationId, t.messageCount, t.id),
    index('conversations_org_outcome_started_idx').on(t.organizationId, t.outcome, t.startedAt, t.id),
    index('conversations_org_session_idx').on(t.organizationId, t.sessionId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<{ type: string; id: number; title: string; url: string | null }[]>().notNull().default([]),
    answered: boolean('answered'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id), index('messages_org_created_idx').on(t.organizationId, t.createdAt)],
);

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    interest: text('interest'),
    consent: boolean('consent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('leads_org_idx').on(t.organizationId, t.createdAt), index('leads_conversation_idx').on(t.conversationId)],
);

/** The business's tools: webhooks the agent may call, each signed with its own secret. */
export const agentTools = pgTable(
  'agent_tools',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    url: text('url').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({ type: 'object', properties: {} }),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_tools_org_name_idx').on(t.organizationId, t.name)],
);

/** What the agent put in front of visitors, and what they opened: product cards recommended and clicked. */
export const productEvents = pgTable(
  'product_events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['recommended', 'clicked'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_events_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** Vapi-style sessions: a named thread of chats that share context (POST /session, then /chat with sessionId). */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    keyKind: text('key_kind', { enum: ['live', 'demo'] }).notNull(),
    name: text('name'),
    status: text('status', { enum: ['active', 'completed'] })
      .notNull()
      .default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_sessions_org_idx').on(t.organizationId, t.createdAt)],
);

/** A web voice call (POST /call/web): its conversation (channel voice) holds the transcript; this row holds the call's own facts. */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'in-progress', 'ended'] })
      .notNull()
      .default('queued'),
    sttProvider: text('stt_provider').notNull(),
    ttsProvider: text('tts_provider').notNull(),
    /** The media socket's first connection (the one-time token is spent then). */
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    endedReason: text('ended_reason'),
    summary: text('summary'),
    createdAt: createdAt(),
  },
  (t) => [index('voice_calls_org_created_idx').on(t.organizationId, t.createdAt), index('voice_calls_conversation_idx').on(t.conversationId)],
);

// Tables owned by a module, re-exported so drizzle-kit sees the whole schema in one place.
export { partnerApplications } from '../modules/partners/schema';
