import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { signUpOwner, useTestApp, type TestApp } from '../../test-app';
import { testDatabases } from '../../test-databases';
import { EXACT_TOTAL_UP_TO } from './list-repository';

const LIST = '/api/v1/organizations/current/analytics/conversations';

describe.each(testDatabases())('conversation listing at scale on $name', ({ open }) => {
  let database: Database;
  let app: TestApp;
  let owner: { authorization: string };
  let other: { authorization: string };
  const MANY = EXACT_TOTAL_UP_TO + 50;
  useTestApp(open, {}, (opened) => ({ app, database } = opened));

  /** Conversations written in bulk: message counts 2..6, every tenth a lead, one a day back in time. */
  const load = (organizationId: number, count: number, prefix: string) =>
    database.db.execute(sql`
      INSERT INTO conversations (id, organization_id, key_kind, session_id, outcome, message_count, started_at, last_message_at)
      SELECT 'chat_' || uuid_in(md5(${prefix} || i)::cstring)::text, ${organizationId}, 'live', 'sess_' || (i % 1000),
        CASE WHEN i % 10 = 0 THEN 'lead' ELSE 'answered' END, 2 + i % 5,
        now() - i * interval '1 minute', now() - i * interval '1 minute' + interval '30 seconds'
      FROM generate_series(1, ${count}) AS i`);

  beforeAll(async () => {
    const a = await signUpOwner(app, 'list1', 'List 1');
    const b = await signUpOwner(app, 'list2', 'List 2');
    owner = a.auth;
    other = b.auth;
    await load(a.organizationId, MANY, 'a');
    await load(b.organizationId, 30, 'b');
    await database.db.execute(sql`ANALYZE conversations`);
  });

  const list = async (auth: { authorization: string }, query: string) => {
    const res = await app.inject({ method: 'GET', url: `${LIST}?${query}`, headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json<{
      data: { id: string; message_count: number; outcome: string }[];
      meta: { page: number; per_page: number; total: number; total_is_estimate: boolean };
    }>();
  };

  it('counts exactly up to 10,000 matches and flags an estimate above, never below what it counted', async () => {
    const all = await list(owner, 'per_page=5');
    expect(all.meta).toMatchObject({ page: 1, per_page: 5, total_is_estimate: true });
    expect(all.meta.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    const leads = await list(owner, 'filter[outcome]=lead');
    expect(leads.meta).toEqual({ page: 1, per_page: 20, total: MANY / 10, total_is_estimate: false });
    expect(leads.data.every((c) => c.outcome === 'lead')).toBe(true);
    expect((await list(owner, 'filter[session_id]=sess_7')).meta).toEqual({ page: 1, per_page: 20, total: 11, total_is_estimate: false });
  });

  it('sorts both ways with ties broken by id in the same direction, so pages neither overlap nor skip', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const first = await list(owner, `sort_by=message_count&sort_direction=${direction}&per_page=100`);
      const second = await list(owner, `sort_by=message_count&sort_direction=${direction}&per_page=100&page=2`);
      const rows = [...first.data, ...second.data];
      const sorted = [...rows].sort((x, y) => (x.message_count - y.message_count || (x.id < y.id ? -1 : 1)) * (direction === 'asc' ? 1 : -1));
      expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
      expect(rows[0]!.message_count).toBe(direction === 'asc' ? 2 : 6);
      expect(new Set(rows.map((r) => r.id)).size).toBe(200);
    }
  });

  it('shows another organization only its own conversations, counted exactly', async () => {
    const theirs = await list(other, 'per_page=100');
    expect(theirs.meta).toEqual({ page: 1, per_page: 100, total: 30, total_is_estimate: false });
    const ours = new Set((await list(owner, 'per_page=100')).data.map((c) => c.id));
    expect(theirs.data.some((c) => ours.has(c.id))).toBe(false);
  });
});
