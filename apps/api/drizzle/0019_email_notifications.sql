-- Issue 19: email notifications. (Placeholder until its tables land; a comment-only migration changes nothing.)
SELECT 1;
