import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { askAsVisitor, openShop, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createConversationRepository } from './conversation-repository';

describe.each(testDatabases())('conversation store on $name', ({ open }) => {
  let app: TestApp;
  let store: ReturnType<typeof createConversationRepository>;
  let database: Database;
  useTestApp(open, {}, (opened: { app: TestApp; database: Database }) => {
    ({ app, database } = opened);
    store = createConversationRepository(database.db);
  });

  it('writes messages asked for together in one statement, and a conversation deleted meanwhile fails only its own write', async () => {
    const shop = await openShop(app, 'store-batch');
    const chats = await Promise.all([1, 2, 3].map(() => askAsVisitor(app, shop, 'Do you ship to Canada?')));
    const rows = await Promise.all(chats.map(async (chat) => (await store.resume(shop.organizationId, chat.id)).conversation));
    const gone = await app.inject({ method: 'DELETE', url: `/api/v1/organizations/current/conversations/${chats[1]!.id}`, headers: shop.auth });
    expect(gone.statusCode).toBe(204);

    // One turn of the event loop: one batch, whose statement fails on the deleted conversation.
    const writes = await Promise.allSettled(rows.map((row) => store.addMessage(row, 'user', 'And to Mexico?')));
    expect(writes.map((w) => w.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (const chat of [chats[0]!, chats[2]!]) {
      const { conversation, history } = await store.resume(shop.organizationId, chat.id);
      expect(history.map((turn) => turn.content)).toEqual(['Do you ship to Canada?', 'Yes, we ship to Canada in 3 to 5 business days.', 'And to Mexico?']);
      expect(conversation.messageCount).toBe(3);
    }
    await expect(store.resume(shop.organizationId, chats[1]!.id)).rejects.toThrow('Chat not found');
  });

  it('writes the messages of several conversations in one statement, a lone surrogate in one of them included', async () => {
    const shop = await openShop(app, 'store-many');
    const opened = await Promise.all(
      [0, 1, 2].map((n) => store.open(shop.organizationId, { keyKind: 'live', visitorId: `m${n}` }, { question: `Hello ${n}` })),
    );
    // Text cut in the middle of an emoji: PostgreSQL's JSON refuses the lone half as JSON.stringify writes it.
    const said = ['Yes.', 'Cut \ud83d', 'No.'];
    await Promise.all(opened.map((c, n) => store.addMessage(c, 'assistant', said[n]!, { answered: n !== 2, question: `Hello ${n}` })));
    const ids = sql.join(
      opened.map((c) => sql`${c.id}`),
      sql`, `,
    );
    const { rows } = await database.db.execute<{ statements: number; contents: string[] }>(
      sql`SELECT count(DISTINCT xmin::text)::int AS statements, array_agg(content ORDER BY conversation_id) AS contents FROM messages WHERE conversation_id IN (${ids}) AND role = 'assistant'`,
    );
    expect(rows[0]!.statements).toBe(1);
    expect(rows[0]!.contents).toContain('Cut \ufffd');
    const after = await Promise.all(opened.map(async (c) => (await store.resume(shop.organizationId, c.id)).conversation));
    expect(after.map((c) => [c.messageCount, c.outcome])).toEqual([
      [2, 'answered'],
      [2, 'answered'],
      [2, 'unanswered'],
    ]);
  });

  it('opens many conversations together, each with its first message, its columns and defaults', async () => {
    const shop = await openShop(app, 'store-open');
    const opened = await Promise.all(
      ['en', 'es', 'fr'].map((language, n) =>
        store.open(shop.organizationId, { keyKind: 'live', visitorId: `v${n}`, language, pageUrl: undefined }, { question: `Question ${n}` }),
      ),
    );
    expect(opened.map((c) => [c.language, c.visitorId, c.pageUrl, c.channel, c.outcome, c.messageCount])).toEqual([
      ['en', 'v0', null, 'chat', 'answered', 1],
      ['es', 'v1', null, 'chat', 'answered', 1],
      ['fr', 'v2', null, 'chat', 'answered', 1],
    ]);
    expect(opened.every((c) => c.startedAt instanceof Date && c.organizationId === shop.organizationId)).toBe(true);
    for (const [n, c] of opened.entries())
      expect((await store.resume(shop.organizationId, c.id)).history).toEqual([{ role: 'user', content: `Question ${n}` }]);
  });
});
