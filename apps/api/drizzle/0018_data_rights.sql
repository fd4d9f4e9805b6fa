-- Issue 19: the visitor's data. Retention per organization, the audit log of owner actions, and
-- deletions that keep the analytics counts.

-- How long conversations are kept after their last message, in days; null keeps them forever.
ALTER TABLE "organizations" ADD COLUMN "conversation_retention_days" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_conversation_retention_days_range"
  CHECK ("conversation_retention_days" BETWEEN 1 AND 3650);--> statement-breakpoint

-- What owners (and visitors, and the retention job) did to the organization's data and team. The
-- actor's name and email are kept as they were: the log outlives a removed member.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_org_created_idx" ON "audit_log" USING btree ("organization_id", "created_at", "id");--> statement-breakpoint

-- Deleting a visitor's conversation removes its words, not the business's figures: the analytics
-- keep counting it. The rollup triggers of 0013/0015 subtract every deleted row (an organization's
-- deletion, a product's); a deletion of visitor data sets `parley.rollups_keep_deleted` for its
-- transaction, and these triggers then log the same figures back with the opposite sign, so the
-- delta logs fold to exactly what they held before (−n + n) and nothing else about folding changes.
-- Conversations, leads and product events add back all they subtracted. Messages add back their
-- counts (messages, unanswered) only: the question rollups hold the visitor's own words, so those
-- go with the conversation (and 0015 moves a removed answer's "latest unanswered" to the one left).
CREATE OR REPLACE FUNCTION parley_rollups_keep_deleted() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('parley.rollups_keep_deleted', true), '') = 'on'
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION parley_rollup_messages_kept() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO analytics_rollup_deltas (organization_id, bucket, messages, unanswered)
  SELECT c.organization_id, parley_rollup_bucket(15::smallint, c.created_at), count(*),
    count(*) FILTER (WHERE c.role = 'assistant' AND c.answered = false)
  FROM changed_rows c WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)
  GROUP BY 1, 2;
  RETURN NULL;
END
$fn$;--> statement-breakpoint

CREATE TRIGGER "conversations_rollup_delete_kept" AFTER DELETE ON "conversations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT WHEN (parley_rollups_keep_deleted()) EXECUTE FUNCTION parley_rollup_conversations('1');--> statement-breakpoint
CREATE TRIGGER "messages_rollup_delete_kept" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT WHEN (parley_rollups_keep_deleted()) EXECUTE FUNCTION parley_rollup_messages_kept();--> statement-breakpoint
CREATE TRIGGER "leads_rollup_delete_kept" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT WHEN (parley_rollups_keep_deleted()) EXECUTE FUNCTION parley_rollup_leads('1');--> statement-breakpoint
CREATE TRIGGER "product_events_rollup_delete_kept" AFTER DELETE ON "product_events" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT WHEN (parley_rollups_keep_deleted()) EXECUTE FUNCTION parley_rollup_product_events('1');
