-- Issue 19: the live inbox and takeover. (Placeholder until its tables land; a comment-only migration changes nothing.)
SELECT 1;
