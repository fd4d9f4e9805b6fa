import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, cascadeKey, choice, createdAt, id, setNullKey, timestamps, timestamptz, tsvector } from './columns';
import { organizationId, tenantKeys, tenantTable } from './organization-id';
import { organizations } from './accounts';

/* Knowledge: what the agent knows and where it came from, plus the agent's uploaded media (modules/knowledge). */

/** Uploaded images (avatars) live in the database, so any server can serve them. */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  organizationId: organizationId(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const scrapingJobs = tenantTable('scraping_jobs', {
  url: text('url').notNull(),
  status: choice('status', ['queued', 'running', 'completed', 'failed', 'canceled'], 'queued'),
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
  startedAt: timestamptz('started_at'),
  finishedAt: timestamptz('finished_at'),
});

/** The crawl frontier: one row per URL per job, so a resumed job never fetches a page twice. */
export const scrapeUrls = pgTable(
  'scrape_urls',
  {
    id: id(),
    jobId: cascadeKey('job_id', () => scrapingJobs.id),
    url: text('url').notNull(),
    depth: integer('depth').notNull(),
    status: choice('status', ['pending', 'done', 'failed', 'skipped'], 'pending'),
    title: text('title'),
    error: text('error'),
  },
  (t) => [uniqueIndex('scrape_urls_job_url_unique').on(t.jobId, t.url), index('scrape_urls_pending_idx').on(t.jobId, t.status)],
);

export const knowledgeSettings = pgTable('knowledge_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  refresh: choice('refresh', ['off', 'daily', 'weekly'], 'off'),
  refreshUrl: text('refresh_url'),
  nextRefreshAt: timestamptz('next_refresh_at'),
});

export const pages = pgTable(
  'pages',
  {
    ...tenantKeys(),
    jobId: setNullKey('job_id', () => scrapingJobs.id),
    url: text('url').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    contentHash: text('content_hash').notNull(),
    fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_org_url_unique').on(t.organizationId, t.url)],
);

export const documents = tenantTable('documents', {
  filename: text('filename').notNull(),
  kind: text('kind'),
  sizeBytes: integer('size_bytes').notNull(),
  status: choice('status', ['processing', 'ready', 'failed'], 'processing'),
  error: text('error'),
  text: text('text'),
  pageCount: integer('page_count'),
  bytes: bytea('bytes'),
  createdAt: createdAt(),
});

export const faqs = tenantTable('faqs', {
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  source: choice('source', ['manual', 'scrape'], 'manual'),
  sourceUrl: text('source_url'),
  ...timestamps(),
});

export const products = tenantTable('products', {
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents'),
  currency: text('currency'),
  sku: text('sku'),
  url: text('url'),
  imageUrl: text('image_url'),
  availability: choice('availability', ['in_stock', 'out_of_stock', 'preorder', 'unknown'], 'unknown'),
  source: choice('source', ['manual', 'csv', 'shopify', 'scrape'], 'manual'),
  ...timestamps(),
});

export const rules = pgTable(
  'rules',
  {
    ...tenantKeys(),
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
    ...tenantKeys(),
    sourceType: text('source_type', { enum: ['page', 'document', 'faq', 'product'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    url: text('url'),
    tsv: tsvector('tsv')
      .notNull()
      // English words stemmed (a slash read as a space: "€ 76 /Monat", migration 0028; a hyphen before digits too: "AS-580", 0029), plus character
      // pairs of Chinese, Japanese and Korean text, which has no spaces between words (parley_cjk_bigrams, migration 0009).
      .generatedAlwaysAs(
        sql`to_tsvector('english', parley_search_text(coalesce("title", '') || ' ' || coalesce("content", ''))) || to_tsvector('simple', parley_cjk_bigrams(coalesce("title", '') || ' ' || coalesce("content", '')))`,
      ),
  },
  (t) => [
    index('knowledge_chunks_source_idx').on(t.organizationId, t.sourceType, t.sourceId),
    // A short pending list: searches read all of it, and PGlite never vacuums (migration 0021).
    index('knowledge_chunks_tsv_idx').using('gin', t.tsv).with({ gin_pending_list_limit: 64 }),
    // Lookups of units by content when deduplicating (migration 0011).
    index('knowledge_chunks_content_md5_idx').on(t.organizationId, sql`md5(${t.content})`),
  ],
);
