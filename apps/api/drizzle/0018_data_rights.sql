-- Issue 19: export, deletion, retention and the audit log. (Placeholder until its tables land; a comment-only migration changes nothing.)
SELECT 1;
