-- "CCM Tacks AS-580", "4-6 people", "Covid-19": PostgreSQL's parser reads a hyphen before digits as a
-- minus sign ('-580', '-6', '-19'), so the number was never found by "580", "6" or "19". A hyphen
-- between a letter or digit and a digit is read as a space for the index (the stored text is unchanged).
CREATE OR REPLACE FUNCTION parley_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(translate(t, '/', ' '), '(?<=[[:alnum:]])-(?=[0-9])', ' ', 'g')
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "knowledge_chunks_tsv_idx";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', parley_search_text(coalesce("title", '') || ' ' || coalesce("content", ''))) || to_tsvector('simple', parley_cjk_bigrams(coalesce("title", '') || ' ' || coalesce("content", '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv") WITH (gin_pending_list_limit = 64);
