-- Email notifications (issue 19). A member's choices: which emails they want. A null choice
-- follows their role (owners: every email; members: handoff requests only), so a member promoted
-- to owner starts getting new-lead mail without anyone touching this row. `timezone` places the
-- daily digest at 08:00 local; `last_digest_on` is the local day whose digest was claimed, which
-- the minutely task moves with one UPDATE so two workers never send the same day twice.
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"new_lead" boolean,
	"handoff_request" boolean,
	"daily_digest" boolean,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"last_digest_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notification_preferences_org_idx" ON "notification_preferences" USING btree ("organization_id");--> statement-breakpoint
-- Every email, stored before it is sent: a background job (kind 'email', ref_id = id) renders it
-- in the member's language and hands it to SMTP, retried with back-off when the server is away.
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "email_outbox_org_created_idx" ON "email_outbox" USING btree ("organization_id","created_at");
