-- Proactive messages (issue 36): the owner's triggers that open the launcher's bubble on chosen
-- pages, each with its message, translations and the visitors' shown / opened / converted counts.
CREATE TABLE "proactive_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"url_pattern" text DEFAULT '*' NOT NULL,
	"condition" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"shown_count" integer DEFAULT 0 NOT NULL,
	"opened_count" integer DEFAULT 0 NOT NULL,
	"converted_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proactive_triggers" ADD CONSTRAINT "proactive_triggers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proactive_triggers_org_idx" ON "proactive_triggers" USING btree ("organization_id");
