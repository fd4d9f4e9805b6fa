-- Sign-ups on a server that sends email (issue 15): every POST /signup stores a row and queues a
-- 'signup_email' job, whether or not the address has an account, so the two answer alike. A
-- 'confirm' row keeps the sign-up (the password already hashed, never plain) for its one-time link;
-- an 'already_registered' row only the address. Rows go 24 hours after they were made (a minutely sweep).
CREATE TABLE "signup_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"signup" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "signup_requests_expires_idx" ON "signup_requests" USING btree ("expires_at");
