-- A version of each organization's knowledge, moved by every statement that changes its chunks
-- (crawls, uploads, FAQs, products, deletions, and cascades alike: a trigger sees them all). Every
-- widget question reads it with its key, so what a process remembers of the knowledge (how many
-- chunks hold each word) is used only while the version it was read at is the current one: exact,
-- across processes, with no message between them.
ALTER TABLE "organizations" ADD COLUMN "knowledge_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION parley_knowledge_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE organizations o SET knowledge_version = o.knowledge_version + 1
  WHERE o.id IN (SELECT DISTINCT c.organization_id FROM changed_rows c);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER "knowledge_chunks_version_insert" AFTER INSERT ON "knowledge_chunks" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_knowledge_changed();--> statement-breakpoint
CREATE TRIGGER "knowledge_chunks_version_update" AFTER UPDATE ON "knowledge_chunks" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_knowledge_changed();--> statement-breakpoint
CREATE TRIGGER "knowledge_chunks_version_delete" AFTER DELETE ON "knowledge_chunks" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION parley_knowledge_changed();
