CREATE TABLE "voice_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"conversation_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stt_provider" text NOT NULL,
	"tts_provider" text NOT NULL,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"ended_reason" text,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_calls_org_created_idx" ON "voice_calls" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_calls_conversation_idx" ON "voice_calls" USING btree ("conversation_id");