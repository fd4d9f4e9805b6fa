-- "€ 76 /Monat", "£32/week", "9 €/mes": PostgreSQL's parser reads a slash and the word after it as
-- one token ('/monat', '32/week'), so a price per month was never found by "Monat" or "week".
-- Slashes are read as spaces for the index (the stored text is unchanged).
CREATE OR REPLACE FUNCTION parley_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(t, '/', ' ')
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "knowledge_chunks_tsv_idx";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', parley_search_text(coalesce("title", '') || ' ' || coalesce("content", ''))) || to_tsvector('simple', parley_cjk_bigrams(coalesce("title", '') || ' ' || coalesce("content", '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "knowledge_chunks_tsv_idx" ON "knowledge_chunks" USING gin ("tsv") WITH (gin_pending_list_limit = 64);
