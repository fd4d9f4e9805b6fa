-- Deduplicating a document's units against what the organization already knows looks chunks up
-- by content; an index on its hash keeps that a lookup instead of a scan per batch (a 20 MB
-- document has ~100,000 units).
CREATE INDEX IF NOT EXISTS "knowledge_chunks_content_md5_idx" ON "knowledge_chunks" USING btree ("organization_id", md5("content"));
