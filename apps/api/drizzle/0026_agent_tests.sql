-- Agent tests (issue 36): the owner's suites of visitor questions with what each answer must and
-- must not say, their runs (every answer, its sources and verdict, kept as history), and per
-- organization the knowledge version last seen and the change waiting for its debounced run.
-- Keys are declared on their columns (named as drizzle names them) and related columns share a
-- line, so the file states each table once instead of repeating other migrations' column runs.
CREATE TABLE "agent_test_suites" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL CONSTRAINT "agent_test_suites_organization_id_organizations_id_fk" REFERENCES "public"."organizations"("id") ON DELETE cascade,
	"name" text NOT NULL, "origin" text DEFAULT 'owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL, "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL CONSTRAINT "agent_tests_organization_id_organizations_id_fk" REFERENCES "public"."organizations"("id") ON DELETE cascade,
	"suite_id" integer NOT NULL CONSTRAINT "agent_tests_suite_id_agent_test_suites_id_fk" REFERENCES "public"."agent_test_suites"("id") ON DELETE cascade,
	"name" text NOT NULL, "question" text NOT NULL,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL, "must_contain" jsonb DEFAULT '[]'::jsonb NOT NULL, "must_not_contain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expect_dont_know" boolean DEFAULT false NOT NULL, "expect_person" boolean DEFAULT false NOT NULL, "rubric" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL, "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_test_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL CONSTRAINT "agent_test_runs_organization_id_organizations_id_fk" REFERENCES "public"."organizations"("id") ON DELETE cascade,
	"suite_id" integer NOT NULL CONSTRAINT "agent_test_runs_suite_id_agent_test_suites_id_fk" REFERENCES "public"."agent_test_suites"("id") ON DELETE cascade,
	"status" text DEFAULT 'queued' NOT NULL, "trigger" text DEFAULT 'manual' NOT NULL, "change" text,
	"total" integer DEFAULT 0 NOT NULL, "passed" integer DEFAULT 0 NOT NULL, "failed" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL, "broken" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL, "finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_test_watch" (
	"organization_id" integer PRIMARY KEY NOT NULL CONSTRAINT "agent_test_watch_organization_id_organizations_id_fk" REFERENCES "public"."organizations"("id") ON DELETE cascade,
	"seen_version" bigint DEFAULT 0 NOT NULL, "pending_change" text,
	"changed_at" timestamp with time zone, "starter_written_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "agent_test_suites_org_idx" ON "agent_test_suites" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "agent_tests_org_idx" ON "agent_tests" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "agent_test_runs_suite_idx" ON "agent_test_runs" USING btree ("organization_id","suite_id","id");
