-- Rollups without a hot row. 0013's triggers added each chat write's figures straight into the
-- rollup rows, so every write of an organization (and every visitor asking the same question)
-- waited for the same rows' locks until the writer committed: under 1,000 concurrent widget
-- conversations a message insert spent ~11 ms waiting, half of PostgreSQL's time (bench-concurrency).
-- The triggers now append their figures to delta logs, which nobody updates, so writers never wait
-- on each other; `parley_fold_rollups` adds the logs into the rollups (one upsert per bucket for
-- everything pending) and empties them. Readers fold before they read, and every process folds
-- every few seconds, so the logs stay short. What the triggers count, and how, is unchanged.

CREATE TABLE "analytics_rollup_deltas" (LIKE "analytics_rollups" INCLUDING DEFAULTS);--> statement-breakpoint
CREATE TABLE "analytics_question_rollup_deltas" (LIKE "analytics_question_rollups" INCLUDING DEFAULTS);--> statement-breakpoint
CREATE TABLE "analytics_product_rollup_deltas" (LIKE "analytics_product_rollups" INCLUDING DEFAULTS);--> statement-breakpoint

-- Folds the delta logs into the rollups. One fold at a time (an advisory lock: two folds
-- upserting the same keys in different orders could deadlock); with `wait` false it returns at
-- once when another is folding (that one takes what is pending). Rows another transaction writes
-- meanwhile are not visible to the DELETE and stay for the next fold. Figures of an organization
-- deleted meanwhile are dropped with it.
CREATE OR REPLACE FUNCTION parley_fold_rollups(wait boolean) RETURNS boolean LANGUAGE plpgsql AS $fn$
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(74220015);
  ELSIF NOT pg_try_advisory_xact_lock(74220015) THEN
    RETURN false;
  END IF;

  WITH d AS (DELETE FROM analytics_rollup_deltas RETURNING *)
  INSERT INTO analytics_rollups AS r (organization_id, bucket, conversations, chat, voice, converted, duration_seconds, messages, unanswered, leads)
  SELECT d.organization_id, d.bucket, sum(d.conversations), sum(d.chat), sum(d.voice), sum(d.converted), sum(d.duration_seconds),
    sum(d.messages), sum(d.unanswered), sum(d.leads)
  FROM d WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
  GROUP BY 1, 2
  ON CONFLICT (organization_id, bucket) DO UPDATE SET
    conversations = r.conversations + excluded.conversations, chat = r.chat + excluded.chat, voice = r.voice + excluded.voice,
    converted = r.converted + excluded.converted, duration_seconds = r.duration_seconds + excluded.duration_seconds,
    messages = r.messages + excluded.messages, unanswered = r.unanswered + excluded.unanswered, leads = r.leads + excluded.leads;

  WITH d AS (DELETE FROM analytics_question_rollup_deltas RETURNING *)
  INSERT INTO analytics_question_rollups AS r (organization_id, question_hash, span_minutes, bucket, question, asked, unanswered,
    last_unanswered_at, last_unanswered_message_id, last_unanswered_conversation_id)
  SELECT d.organization_id, d.question_hash, d.span_minutes, d.bucket, min(d.question), sum(d.asked), sum(d.unanswered),
    -- The latest unanswered answer among those pending, by (time, id).
    (array_agg(d.last_unanswered_at ORDER BY d.last_unanswered_at DESC, d.last_unanswered_message_id DESC) FILTER (WHERE d.last_unanswered_at IS NOT NULL))[1],
    (array_agg(d.last_unanswered_message_id ORDER BY d.last_unanswered_at DESC, d.last_unanswered_message_id DESC) FILTER (WHERE d.last_unanswered_at IS NOT NULL))[1],
    (array_agg(d.last_unanswered_conversation_id ORDER BY d.last_unanswered_at DESC, d.last_unanswered_message_id DESC) FILTER (WHERE d.last_unanswered_at IS NOT NULL))[1]
  FROM d WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (organization_id, question_hash, span_minutes, bucket) DO UPDATE SET
    asked = r.asked + excluded.asked,
    unanswered = r.unanswered + excluded.unanswered,
    -- The latest unanswered answer of the two (the one folded in, the one kept), by (time, id).
    last_unanswered_at = CASE WHEN excluded.last_unanswered_at IS NOT NULL AND (r.last_unanswered_at IS NULL
      OR (excluded.last_unanswered_at, excluded.last_unanswered_message_id) > (r.last_unanswered_at, r.last_unanswered_message_id))
      THEN excluded.last_unanswered_at ELSE r.last_unanswered_at END,
    last_unanswered_message_id = CASE WHEN excluded.last_unanswered_at IS NOT NULL AND (r.last_unanswered_at IS NULL
      OR (excluded.last_unanswered_at, excluded.last_unanswered_message_id) > (r.last_unanswered_at, r.last_unanswered_message_id))
      THEN excluded.last_unanswered_message_id ELSE r.last_unanswered_message_id END,
    last_unanswered_conversation_id = CASE WHEN excluded.last_unanswered_at IS NOT NULL AND (r.last_unanswered_at IS NULL
      OR (excluded.last_unanswered_at, excluded.last_unanswered_message_id) > (r.last_unanswered_at, r.last_unanswered_message_id))
      THEN excluded.last_unanswered_conversation_id ELSE r.last_unanswered_conversation_id END;

  WITH d AS (DELETE FROM analytics_product_rollup_deltas RETURNING *)
  INSERT INTO analytics_product_rollups AS r (organization_id, span_minutes, bucket, product_id, recommended, clicked)
  SELECT d.organization_id, d.span_minutes, d.bucket, d.product_id, sum(d.recommended), sum(d.clicked)
  FROM d WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (organization_id, span_minutes, bucket, product_id) DO UPDATE SET
    recommended = r.recommended + excluded.recommended, clicked = r.clicked + excluded.clicked;
  RETURN true;
END
$fn$;--> statement-breakpoint

-- The same trigger functions as 0013, writing to the delta logs (the triggers themselves are unchanged).
CREATE OR REPLACE FUNCTION parley_rollup_conversations() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_rollup_deltas (organization_id, bucket, conversations, chat, voice, converted, duration_seconds)
  SELECT c.organization_id, parley_rollup_bucket(15::smallint, c.started_at), delta * count(*), delta * count(*) FILTER (WHERE c.channel = 'chat'),
    delta * count(*) FILTER (WHERE c.channel = 'voice'), delta * count(*) FILTER (WHERE c.outcome = 'lead'),
    delta * sum(extract(epoch FROM c.last_message_at - c.started_at))
  FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION parley_rollup_leads() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_rollup_deltas (organization_id, bucket, leads)
  SELECT c.organization_id, parley_rollup_bucket(15::smallint, c.created_at), delta * count(*)
  FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION parley_rollup_product_events() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_product_rollup_deltas (organization_id, span_minutes, bucket, product_id, recommended, clicked)
  SELECT c.organization_id, s.span_minutes, parley_rollup_bucket(s.span_minutes, c.created_at), c.product_id,
    delta * count(*) FILTER (WHERE c.kind = 'recommended'), delta * count(*) FILTER (WHERE c.kind = 'clicked')
  FROM changed_rows c CROSS JOIN unnest('{15,1440}'::smallint[]) AS s(span_minutes)
  WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION parley_rollup_messages() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  delta integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO analytics_rollup_deltas (organization_id, bucket, messages, unanswered)
  SELECT c.organization_id, parley_rollup_bucket(15::smallint, c.created_at), delta * count(*),
    delta * count(*) FILTER (WHERE c.role = 'assistant' AND c.answered = false)
  FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2;

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
  INSERT INTO analytics_question_rollup_deltas (organization_id, question_hash, span_minutes, bucket, question, asked, unanswered,
    last_unanswered_at, last_unanswered_message_id, last_unanswered_conversation_id)
  SELECT q.organization_id, md5(q.question)::uuid, s.span_minutes, parley_rollup_bucket(s.span_minutes, q.created_at), min(q.question),
    delta * sum(q.asked), delta * sum(q.unanswered),
    -- A written answer may be its question's latest; a removed one is looked after below.
    CASE WHEN delta > 0 THEN (array_agg(q.created_at ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1] END,
    CASE WHEN delta > 0 THEN (array_agg(q.id ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1] END,
    CASE WHEN delta > 0 THEN (array_agg(q.conversation_id ORDER BY q.created_at DESC, q.id DESC) FILTER (WHERE q.unanswered > 0))[1] END
  FROM q CROSS JOIN unnest('{15,1440}'::smallint[]) AS s(span_minutes)
  WHERE q.question <> ''
  GROUP BY 1, 2, 3, 4;

  -- A removed answer may have been its question's latest: read the latest one left.
  IF delta < 0 THEN
    -- The latest unanswered answer is read from the rollups as they stand: fold what is pending first.
    PERFORM parley_fold_rollups(true);
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
$fn$;
