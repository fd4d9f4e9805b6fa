-- The full-text index keeps at most 64 kB of new entries in its pending list (PostgreSQL's default
-- is 4 MB). A GIN index first appends inserted rows to that unsorted list, and every search reads
-- the whole list; only VACUUM or a list past its limit merges it into the index proper. A crawl or
-- a document inserts thousands of chunks at once, and PGlite runs no autovacuum: with 2,000 new
-- chunks the list held all of them, so each search read every chunk (the planner even chose a
-- sequential scan) and a widget question's search took 1.5-3.5 ms of PostgreSQL's CPU instead of
-- ~0.05 ms (scripts/bench-concurrency.ts). Inserts pay ~1.3x for merging as they go.
ALTER INDEX "knowledge_chunks_tsv_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
-- What is already pending is merged now, not at the next insert.
SELECT gin_clean_pending_list('knowledge_chunks_tsv_idx'::regclass);
