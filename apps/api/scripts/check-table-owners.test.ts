import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTableOwners, foreignWrites } from './check-table-owners';

/** Writes of owned tables, one source line each, and the table each writes. */
const WRITES: [string, string][] = [
  ['await db.insert(conversations).values(row);', 'conversations'],
  ['await tx.update(agents).set({ name });', 'agents'],
  ['await db.delete(emailOutbox).where(owned);', 'email_outbox'],
  ['sql`INSERT INTO ${messages} (content) VALUES (1)`', 'messages'],
  ['sql`UPDATE conversations SET ended_at = now()`', 'conversations'],
  ['sql`DELETE FROM "email_outbox"`', 'email_outbox'],
];

describe('check-table-owners', () => {
  it('finds each write of an owned table outside its owner, drizzle or SQL text, at its line', () => {
    const found = foreignWrites('src/modules/runtime/x.ts', WRITES.map(([line]) => line).join('\n'));
    expect(found.map((w) => [w.line, w.table])).toEqual(WRITES.map(([, table], n) => [n + 1, table]));
  });

  it('finds a drizzle write spread over lines', () => {
    expect(foreignWrites('src/modules/voice/x.ts', 'await tx\n  .update(\n    messages\n  )\n  .set(v);')).toEqual([
      { file: 'src/modules/voice/x.ts', line: 2, table: 'messages', owner: 'src/modules/conversations/' },
    ]);
  });

  it("leaves the owner's writes, reads, prose and other tables alone", () => {
    const ownWrites = WRITES.filter(([, table]) => table === 'conversations' || table === 'messages').map(([line]) => line);
    expect(foreignWrites('src/modules/conversations/conversation-repository.ts', ownWrites.join('\n'))).toEqual([]);
    const reads = [
      'await db.select().from(conversations).where(eq(conversations.id, id));',
      'sql`SELECT count(*) FROM messages WHERE organization_id = 1`',
      '// we update conversations through conversations/',
      'sql`UPDATE conversations_archive SET x = 1`',
      'await db.update(agentTools).set(values);',
    ];
    expect(foreignWrites('src/modules/analytics/x.ts', reads.join('\n'))).toEqual([]);
  });

  it('finds no write outside its owner in the API today', () => {
    expect(checkTableOwners(join(import.meta.dirname, '..'))).toEqual([]);
  });
});
