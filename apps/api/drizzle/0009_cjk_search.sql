-- Chinese, Japanese and Korean text has no spaces between words, so the English parser sees a
-- whole sentence as one word. Index it as overlapping character pairs as well (the usual
-- dictionary-free approach), alongside the stemmed English words.
CREATE OR REPLACE FUNCTION parley_cjk_bigrams(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(substr(m[1], i, 2), ' '), '')
  FROM regexp_matches(t, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+)', 'g') AS m,
       generate_series(1, greatest(length(m[1]) - 1, 1)) AS i
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "knowledge_chunks_tsv_idx";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", '') || ' ' || coalesce("content", '')) || to_tsvector('simple', parley_cjk_bigrams(coalesce("title", '') || ' ' || coalesce("content", '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv");
