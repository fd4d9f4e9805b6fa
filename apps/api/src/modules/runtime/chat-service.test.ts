import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { agents, messages, organizations } from '../../db/schema';
import { signUpBusiness, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { createChatService, type ChatTurn } from './chat-service';
import type { PublicCaller } from '../../auth/public-key';
import type { Responder } from '../knowledge/answer/responder';

/** The model's answer as one token. */
// eslint-disable-next-line @typescript-eslint/require-await -- an async generator is the plainest AsyncIterable, the shape the model's stream has
async function* said(text: string): AsyncIterable<string> {
  yield text;
}

describe.each(testDatabases())('the chat service on $name', ({ open }) => {
  let app: TestApp;
  let database: Database;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  /** The business's agent as the widget key would resolve it. */
  async function callerOf(organizationId: number): Promise<PublicCaller> {
    const [organization] = await database.db.select().from(organizations).where(eq(organizations.id, organizationId));
    const [agent] = await database.db.select().from(agents).where(eq(agents.organizationId, organizationId));
    return { organization: organization!, agent: agent!, keyKind: 'live', hostOrigin: null, rules: [] };
  }
  const storedRoles = async (id: string) =>
    (await database.db.select().from(messages).where(eq(messages.conversationId, id)).orderBy(asc(messages.id))).map((m) => [m.role, m.content]);

  it('writes the visitor’s message once the knowledge is in hand, then hands back the answer to stream and stores what was streamed', async () => {
    const b = await signUpBusiness(app, 'chat-service', 'Service Co');
    let storedAtRetrieval: unknown[] | null = null;
    const responder: Responder = {
      kind: 'retrieval',
      respond: async ({ retrieved }) => {
        storedAtRetrieval = await database.db.select().from(messages).where(eq(messages.organizationId, b.organizationId));
        retrieved?.();
        return { sources: [], answered: true, tokens: said('Hello there.') };
      },
    };
    const turn: ChatTurn = await createChatService({ db: database.db, responder }).ask(await callerOf(b.organizationId), { input: 'Hi', stream: true });
    if (!('stream' in turn)) throw new Error('expected an answer to stream');
    expect(storedAtRetrieval).toEqual([]);
    expect(await storedRoles(turn.stream.id)).toEqual([['user', 'Hi']]);
    const streamed: string[] = [];
    for await (const token of turn.stream.tokens) streamed.push(token);
    expect(streamed).toEqual(['Hello there.']);
    await turn.stream.save('Hello there.');
    expect(await storedRoles(turn.stream.id)).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Hello there.'],
    ]);
    expect(await turn.stream.products).toEqual([]);
  });

  it('still stores the visitor’s message when the responder fails before its search', async () => {
    const b = await signUpBusiness(app, 'chat-service-fails', 'Failing Co');
    const responder: Responder = { kind: 'retrieval', respond: () => Promise.reject(new Error('search down')) };
    const chat = createChatService({ db: database.db, responder });
    await expect(chat.ask(await callerOf(b.organizationId), { input: 'Anyone there?', stream: false })).rejects.toThrow('search down');
    // The failure is answered at once; the write it started finishes on its own.
    await vi.waitFor(async () => {
      const stored = await database.db.select().from(messages).where(eq(messages.organizationId, b.organizationId));
      expect(stored.map((m) => [m.role, m.content])).toEqual([['user', 'Anyone there?']]);
    });
  });
});
