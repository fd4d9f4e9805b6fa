-- Topics and summaries (issue 36): the conversation list says whether a visitor opened a product
-- card and names the product, per conversation of a page; and deleting a conversation cascades to
-- its product events. Both look events up by conversation, which only the organization's
-- time index could answer (every event of the organization read).
CREATE INDEX IF NOT EXISTS "product_events_conversation_idx" ON "product_events" USING btree ("conversation_id","kind");
