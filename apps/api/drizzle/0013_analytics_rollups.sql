-- Analytics read from rollups kept as the data is written, not from scans of conversations,
-- messages, leads and product_events per request (90 days over 1,000,000 conversations took seconds).
--
-- Why triggers, not calls from each writer: every write must move the rollups in the same
-- statement, and not all writes are the application's own statements. Foreign keys cascade (an
-- organization's deletion takes its conversations, messages, leads and events; a conversation's
-- takes its messages and events; a product's takes its events), tests and benchmarks insert rows
-- directly, and a writer added later would have to remember. A statement-level AFTER trigger sees
-- all of those, in the writing statement's transaction, and aggregates a bulk insert before it
-- touches the rollups (one upsert per bucket, not per row).
--
-- Buckets: 15 minutes of UTC. Every time zone offset in use is a multiple of 15 minutes, so the
-- local day and hour of a bucket's start are those of everything in it, and a local midnight
-- (a window's edge) is a bucket's edge. Lists (questions, products) also keep UTC days: a window
-- reads whole days inside it and 15-minute buckets only at its two edges.
--
-- Keys: conversation figures by the conversation's started_at (a later change to its outcome or
-- last_message_at moves the figures of that bucket), message figures by the message's created_at,
-- leads and product events by their created_at; as the analytics queries counted them.
--
-- Messages are append-only: they go only with their conversation or organization, so the
-- question an unanswered answer is counted under (the visitor message just before it) never
-- changes after the answer is written.

-- The question as the analytics count it: lower case, trimmed, runs of space collapsed, no
-- trailing punctuation (the same expression the analytics queries used).
CREATE OR REPLACE FUNCTION parley_question(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(lower(btrim(t)), '\s+', ' ', 'g'), '[[:space:][:punct:]？！。、，．،؟…]+$', '')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parley_rollup_bucket(span_minutes smallint, at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_bin(make_interval(mins => span_minutes), at, '2000-01-01 00:00:00+00'::timestamptz)
$$;--> statement-breakpoint

CREATE TABLE "analytics_rollups" (
	"organization_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"chat" integer DEFAULT 0 NOT NULL,
	"voice" integer DEFAULT 0 NOT NULL,
	"converted" integer DEFAULT 0 NOT NULL,
	"duration_seconds" numeric DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"unanswered" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_rollups_pk" PRIMARY KEY ("organization_id", "bucket")
);--> statement-breakpoint
CREATE TABLE "analytics_question_rollups" (
	"organization_id" integer NOT NULL,
	"question_hash" uuid NOT NULL,
	"span_minutes" smallint NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"question" text NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL,
	"unanswered" integer DEFAULT 0 NOT NULL,
	"last_unanswered_at" timestamp with time zone,
	"last_unanswered_message_id" integer,
	"last_unanswered_conversation_id" text,
	-- Covering: a question's figures over a window are read from the index alone.
	CONSTRAINT "analytics_question_rollups_pk" PRIMARY KEY ("organization_id", "question_hash", "span_minutes", "bucket") INCLUDE ("asked", "unanswered", "last_unanswered_at")
);--> statement-breakpoint
CREATE TABLE "analytics_product_rollups" (
	"organization_id" integer NOT NULL,
	"span_minutes" smallint NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"product_id" integer NOT NULL,
	"recommended" integer DEFAULT 0 NOT NULL,
	"clicked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_rollups_pk" PRIMARY KEY ("organization_id", "span_minutes", "bucket", "product_id")
);--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_question_rollups" ADD CONSTRAINT "analytics_question_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_product_rollups" ADD CONSTRAINT "analytics_product_rollups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A bucket's most asked (most often unanswered) questions first: a window's top questions start from these.
CREATE INDEX "analytics_question_rollups_asked_idx" ON "analytics_question_rollups" USING btree ("organization_id", "span_minutes", "bucket", "asked" DESC) INCLUDE ("question_hash") WHERE asked > 0;--> statement-breakpoint
CREATE INDEX "analytics_question_rollups_unanswered_idx" ON "analytics_question_rollups" USING btree ("organization_id", "span_minutes", "bucket", "unanswered" DESC) INCLUDE ("question_hash") WHERE unanswered > 0;--> statement-breakpoint

-- Each trigger function adds up the rows a statement changed, `changed_rows`, with the sign its
-- trigger passes: +1 for rows written (the new rows of an insert or an update), -1 for rows
-- removed (the old rows of a delete or an update). An update runs both, as a removal and a
-- write. One transition table name and static SQL: PL/pgSQL keeps the plans, and a chat turn's
-- writes pay for executing them, not for planning them. Rows of an organization that is gone
-- are left out: its rollups go with it (on delete cascade), and a cascade removing millions of
-- its rows must not add them up first.

CREATE OR REPLACE FUNCTION parley_rollup_conversations() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_rollups AS r (organization_id, bucket, conversations, chat, voice, converted, duration_seconds)
  SELECT c.organization_id, parley_rollup_bucket(15::smallint, c.started_at), delta * count(*), delta * count(*) FILTER (WHERE c.channel = 'chat'),
    delta * count(*) FILTER (WHERE c.channel = 'voice'), delta * count(*) FILTER (WHERE c.outcome = 'lead'),
    delta * sum(extract(epoch FROM c.last_message_at - c.started_at))
  FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2
  ON CONFLICT (organization_id, bucket) DO UPDATE SET
    conversations = r.conversations + excluded.conversations, chat = r.chat + excluded.chat, voice = r.voice + excluded.voice,
    converted = r.converted + excluded.converted, duration_seconds = r.duration_seconds + excluded.duration_seconds;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION parley_rollup_leads() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_rollups AS r (organization_id, bucket, leads)
  SELECT c.organization_id, parley_rollup_bucket(15::smallint, c.created_at), delta * count(*)
  FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2
  ON CONFLICT (organization_id, bucket) DO UPDATE SET leads = r.leads + excluded.leads;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION parley_rollup_product_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_product_rollups AS r (organization_id, span_minutes, bucket, product_id, recommended, clicked)
  SELECT c.organization_id, s.span_minutes, parley_rollup_bucket(s.span_minutes, c.created_at), c.product_id,
    delta * count(*) FILTER (WHERE c.kind = 'recommended'), delta * count(*) FILTER (WHERE c.kind = 'clicked')
  FROM changed_rows c CROSS JOIN unnest('{15,1440}'::smallint[]) AS s(span_minutes)
  WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (organization_id, span_minutes, bucket, product_id) DO UPDATE SET
    recommended = r.recommended + excluded.recommended, clicked = r.clicked + excluded.clicked;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION parley_rollup_messages() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_rollups AS r (organization_id, bucket, messages, unanswered)
  SELECT c.organization_id, parley_rollup_bucket(15::smallint, c.created_at), delta * count(*),
    delta * count(*) FILTER (WHERE c.role = 'assistant' AND c.answered = false)
  FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2
  ON CONFLICT (organization_id, bucket) DO UPDATE SET messages = r.messages + excluded.messages, unanswered = r.unanswered + excluded.unanswered;

  -- Questions asked, and unanswered answers under the visitor message just before each: found
  -- with a window over the conversation (a bulk statement costs a sort, not a lookup per row),
  -- which for removed rows includes the rows removed with them.
  WITH c AS MATERIALIZED (
    SELECT * FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  ),
  missed AS (SELECT DISTINCT conversation_id FROM c WHERE role = 'assistant' AND answered = false),
  thread AS (
    SELECT m.id, m.conversation_id, m.role, m.content FROM messages m WHERE m.conversation_id IN (SELECT conversation_id FROM missed)
    UNION ALL
    SELECT g.id, g.conversation_id, g.role, g.content FROM c g
    WHERE delta < 0 AND g.conversation_id IN (SELECT conversation_id FROM missed) AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = g.id)
  ),
  previous AS (
    SELECT id, max(id) FILTER (WHERE role = 'user') OVER (PARTITION BY conversation_id ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS user_id
    FROM thread
  ),
  q AS MATERIALIZED (
    SELECT c.organization_id, c.created_at, c.id, c.conversation_id, parley_question(c.content) AS question, 1 AS asked, 0 AS unanswered
    FROM c WHERE c.role = 'user'
    UNION ALL
    SELECT c.organization_id, c.created_at, c.id, c.conversation_id, parley_question(u.content), 0, 1
    FROM c JOIN previous p ON p.id = c.id JOIN thread u ON u.id = p.user_id
    WHERE c.role = 'assistant' AND c.answered = false
  )
  INSERT INTO analytics_question_rollups AS r (organization_id, question_hash, span_minutes, bucket, question, asked, unanswered,
    last_unanswered_at, last_unanswered_message_id, last_unanswered_conversation_id)
  SELECT q.organization_id, md5(q.question)::uuid, s.span_minutes, parley_rollup_bucket(s.span_minutes, q.created_at), min(q.question),
    delta * sum(q.asked), delta * sum(q.unanswered),
    -- A written answer may be its question's latest; a removed one is looked after below.
    CASE WHEN delta > 0 THEN (array_agg(q.created_at ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1] END,
    CASE WHEN delta > 0 THEN (array_agg(q.id ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1] END,
    CASE WHEN delta > 0 THEN (array_agg(q.conversation_id ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1] END
  FROM q CROSS JOIN unnest('{15,1440}'::smallint[]) AS s(span_minutes)
  WHERE q.question <> ''
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (organization_id, question_hash, span_minutes, bucket) DO UPDATE SET
    asked = r.asked + excluded.asked,
    unanswered = r.unanswered + excluded.unanswered,
    -- The latest unanswered answer of the two (the one written, the one kept), by (time, id).
    last_unanswered_at = CASE WHEN excluded.last_unanswered_at IS NOT NULL AND (r.last_unanswered_at IS NULL
      OR (excluded.last_unanswered_at, excluded.last_unanswered_message_id) > (r.last_unanswered_at, r.last_unanswered_message_id))
      THEN excluded.last_unanswered_at ELSE r.last_unanswered_at END,
    last_unanswered_message_id = CASE WHEN excluded.last_unanswered_at IS NOT NULL AND (r.last_unanswered_at IS NULL
      OR (excluded.last_unanswered_at, excluded.last_unanswered_message_id) > (r.last_unanswered_at, r.last_unanswered_message_id))
      THEN excluded.last_unanswered_message_id ELSE r.last_unanswered_message_id END,
    last_unanswered_conversation_id = CASE WHEN excluded.last_unanswered_at IS NOT NULL AND (r.last_unanswered_at IS NULL
      OR (excluded.last_unanswered_at, excluded.last_unanswered_message_id) > (r.last_unanswered_at, r.last_unanswered_message_id))
      THEN excluded.last_unanswered_conversation_id ELSE r.last_unanswered_conversation_id END;

  -- A removed answer may have been its question's latest: read the latest one left.
  IF delta < 0 THEN
    UPDATE analytics_question_rollups r SET (last_unanswered_at, last_unanswered_message_id, last_unanswered_conversation_id) = (
      SELECT a.created_at, a.id, a.conversation_id FROM messages a
      WHERE a.organization_id = r.organization_id AND a.role = 'assistant' AND a.answered = false
        AND a.created_at >= r.bucket AND a.created_at < r.bucket + make_interval(mins => r.span_minutes)
        AND parley_question((SELECT u.content FROM messages u WHERE u.conversation_id = a.conversation_id AND u.id < a.id AND u.role = 'user' ORDER BY u.id DESC LIMIT 1)) = r.question
      ORDER BY a.created_at DESC, a.id DESC LIMIT 1)
    FROM (
      SELECT DISTINCT c.organization_id, s.span_minutes, parley_rollup_bucket(s.span_minutes, c.created_at) AS bucket, c.id
      FROM changed_rows c CROSS JOIN unnest('{15,1440}'::smallint[]) AS s(span_minutes)
      WHERE c.role = 'assistant' AND c.answered = false AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
    ) g
    WHERE r.organization_id = g.organization_id AND r.span_minutes = g.span_minutes AND r.bucket = g.bucket
      AND r.last_unanswered_message_id = g.id;
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

-- A trigger with a transition table has one event: four per table (an update is two, -1 and +1).
CREATE TRIGGER "conversations_rollup_insert" AFTER INSERT ON "conversations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_conversations('1');--> statement-breakpoint
CREATE TRIGGER "conversations_rollup_update_old" AFTER UPDATE ON "conversations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_conversations('-1');--> statement-breakpoint
CREATE TRIGGER "conversations_rollup_update_new" AFTER UPDATE ON "conversations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_conversations('1');--> statement-breakpoint
CREATE TRIGGER "conversations_rollup_delete" AFTER DELETE ON "conversations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_conversations('-1');--> statement-breakpoint
CREATE TRIGGER "messages_rollup_insert" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_messages('1');--> statement-breakpoint
CREATE TRIGGER "messages_rollup_update_old" AFTER UPDATE ON "messages" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_messages('-1');--> statement-breakpoint
CREATE TRIGGER "messages_rollup_update_new" AFTER UPDATE ON "messages" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_messages('1');--> statement-breakpoint
CREATE TRIGGER "messages_rollup_delete" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_messages('-1');--> statement-breakpoint
CREATE TRIGGER "leads_rollup_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_leads('1');--> statement-breakpoint
CREATE TRIGGER "leads_rollup_update_old" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_leads('-1');--> statement-breakpoint
CREATE TRIGGER "leads_rollup_update_new" AFTER UPDATE ON "leads" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_leads('1');--> statement-breakpoint
CREATE TRIGGER "leads_rollup_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_leads('-1');--> statement-breakpoint
CREATE TRIGGER "product_events_rollup_insert" AFTER INSERT ON "product_events" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_product_events('1');--> statement-breakpoint
CREATE TRIGGER "product_events_rollup_update_old" AFTER UPDATE ON "product_events" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_product_events('-1');--> statement-breakpoint
CREATE TRIGGER "product_events_rollup_update_new" AFTER UPDATE ON "product_events" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_product_events('1');--> statement-breakpoint
CREATE TRIGGER "product_events_rollup_delete" AFTER DELETE ON "product_events" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_rollup_product_events('-1');--> statement-breakpoint

-- Backfill. Writers wait until this migration commits (SHARE lets them read, not write), so no
-- row is missed between the rollups' snapshot and the triggers taking over.
LOCK TABLE "conversations", "messages", "leads", "product_events" IN SHARE MODE;--> statement-breakpoint
INSERT INTO analytics_rollups (organization_id, bucket, conversations, chat, voice, converted, duration_seconds, messages, unanswered, leads)
SELECT organization_id, bucket, sum(conversations), sum(chat), sum(voice), sum(converted), sum(duration_seconds), sum(messages), sum(unanswered), sum(leads)
FROM (
  SELECT organization_id, parley_rollup_bucket(15::smallint, started_at) AS bucket, count(*) AS conversations,
    count(*) FILTER (WHERE channel = 'chat') AS chat, count(*) FILTER (WHERE channel = 'voice') AS voice,
    count(*) FILTER (WHERE outcome = 'lead') AS converted, sum(extract(epoch FROM last_message_at - started_at)) AS duration_seconds,
    0 AS messages, 0 AS unanswered, 0 AS leads
  FROM conversations GROUP BY 1, 2
  UNION ALL
  SELECT organization_id, parley_rollup_bucket(15::smallint, created_at), 0, 0, 0, 0, 0,
    count(*), count(*) FILTER (WHERE role = 'assistant' AND answered = false), 0
  FROM messages GROUP BY 1, 2
  UNION ALL
  SELECT organization_id, parley_rollup_bucket(15::smallint, created_at), 0, 0, 0, 0, 0, 0, 0, count(*)
  FROM leads GROUP BY 1, 2
) figures
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_question_rollups (organization_id, question_hash, span_minutes, bucket, question, asked, unanswered,
  last_unanswered_at, last_unanswered_message_id, last_unanswered_conversation_id)
WITH previous AS (
  SELECT id, max(id) FILTER (WHERE role = 'user') OVER (PARTITION BY conversation_id ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS user_id
  FROM messages
),
q AS MATERIALIZED (
  SELECT organization_id, created_at, id, conversation_id, parley_question(content) AS question, 1 AS asked, 0 AS unanswered
  FROM messages WHERE role = 'user'
  UNION ALL
  SELECT a.organization_id, a.created_at, a.id, a.conversation_id, parley_question(u.content), 0, 1
  FROM messages a JOIN previous p ON p.id = a.id JOIN messages u ON u.id = p.user_id
  WHERE a.role = 'assistant' AND a.answered = false
)
SELECT q.organization_id, md5(q.question)::uuid, s.span_minutes, parley_rollup_bucket(s.span_minutes, q.created_at), min(q.question),
  sum(q.asked), sum(q.unanswered),
  (array_agg(q.created_at ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1],
  (array_agg(q.id ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1],
  (array_agg(q.conversation_id ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1]
FROM q CROSS JOIN unnest('{15,1440}'::smallint[]) AS s(span_minutes)
WHERE q.question <> ''
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO analytics_product_rollups (organization_id, span_minutes, bucket, product_id, recommended, clicked)
SELECT e.organization_id, s.span_minutes, parley_rollup_bucket(s.span_minutes, e.created_at), e.product_id,
  count(*) FILTER (WHERE e.kind = 'recommended'), count(*) FILTER (WHERE e.kind = 'clicked')
FROM product_events e CROSS JOIN unnest('{15,1440}'::smallint[]) AS s(span_minutes)
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Statistics now, not at autovacuum's next pass: the first reads are planned with them.
ANALYZE "analytics_rollups", "analytics_question_rollups", "analytics_product_rollups";
