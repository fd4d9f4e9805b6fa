-- Issue 19: outgoing webhooks. (Placeholder until its tables land; a comment-only migration changes nothing.)
SELECT 1;
