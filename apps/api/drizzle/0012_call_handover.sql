ALTER TABLE "voice_calls" ADD COLUMN "resume_token_hash" text;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD COLUMN "live_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "voice_calls_live_idx" ON "voice_calls" USING btree ("live_at") WHERE status = 'in-progress';
