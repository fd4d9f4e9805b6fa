-- Tokens issued before this moment no longer authenticate: a password change ends every other session.
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;
