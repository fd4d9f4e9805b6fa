-- Password changes end the other sessions by a per-user counter, not by a time cut-off: every token
-- carries the counter it was signed at, and a password change moves it in the same UPDATE that
-- stores the new hash. A cut-off in whole seconds (a token's `iat`) let a session begun in the same
-- second as the change survive it.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sessions_valid_after";
