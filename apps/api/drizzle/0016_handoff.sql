-- A person steps into a conversation (issue 19). `handoff_status`: null while the agent answers,
-- 'requested' once the visitor asked for a person, 'human' while a member holds it (the agent is
-- silent). The holder is a user of the organization; deleting them hands the conversation back.
ALTER TABLE "conversations" ADD COLUMN "handoff_status" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handoff_at" timestamp with time zone;--> statement-breakpoint
-- Open requests, found by the sweep that tells the visitor nobody came (few rows: a partial index).
CREATE INDEX "conversations_handoff_requested_idx" ON "conversations" USING btree ("handoff_requested_at") WHERE handoff_status = 'requested';--> statement-breakpoint
-- Who wrote a message: null for the visitor and the agent, 'human' for a member of the team,
-- with the name the visitor saw at the time.
ALTER TABLE "messages" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "author_name" text;
