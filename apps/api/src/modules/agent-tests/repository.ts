import { MAX_AGENT_TESTS, type AgentTestValues } from '@parley/contract';
import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { agentTestRuns, agentTests, agentTestSuites } from './schema';
import type { AgentTestResultRecord } from './types';

export type SuiteRow = typeof agentTestSuites.$inferSelect;
export type TestRow = typeof agentTests.$inferSelect;
export type RunRow = typeof agentTestRuns.$inferSelect;
export type RunTrigger = RunRow['trigger'];

/** The name of the suite the dashboard's page shows, made on first use. */
export const MAIN_SUITE_NAME = 'Agent tests';

const testColumns = (values: AgentTestValues) => ({
  name: values.name || values.question.slice(0, 80),
  question: values.question,
  turns: values.turns,
  mustContain: values.must_contain,
  mustNotContain: values.must_not_contain,
  expectDontKnow: values.expect_dont_know,
  expectPerson: values.expect_person,
  rubric: values.rubric,
});

/**
 * Suites, tests and runs of one organization: every read and write is scoped to it, so another
 * organization's ids answer 404 exactly like ids that do not exist.
 */
export function createAgentTestRepository(db: Db) {
  const suiteOf = (organizationId: number, id: number) => and(eq(agentTestSuites.organizationId, organizationId), eq(agentTestSuites.id, id));
  const testOf = (organizationId: number, id: number) => and(eq(agentTests.organizationId, organizationId), eq(agentTests.id, id));
  const runOf = (organizationId: number, id: number) => and(eq(agentTestRuns.organizationId, organizationId), eq(agentTestRuns.id, id));
  const found = <T>(row: T | undefined, what: string): T => {
    if (!row) throw AppError.notFound(`${what} not found`);
    return row;
  };

  const suites = {
    list: (organizationId: number) =>
      db.select().from(agentTestSuites).where(eq(agentTestSuites.organizationId, organizationId)).orderBy(asc(agentTestSuites.id)),
    find: async (organizationId: number, id: number) => found((await db.select().from(agentTestSuites).where(suiteOf(organizationId, id)))[0], 'Test suite'),
    create: async (organizationId: number, name: string, origin: SuiteRow['origin'] = 'owner') =>
      (await db.insert(agentTestSuites).values({ organizationId, name, origin }).returning())[0]!,
    rename: async (organizationId: number, id: number, name: string) =>
      found((await db.update(agentTestSuites).set({ name, updatedAt: new Date() }).where(suiteOf(organizationId, id)).returning())[0], 'Test suite'),
    remove: async (organizationId: number, id: number) =>
      found((await db.delete(agentTestSuites).where(suiteOf(organizationId, id)).returning())[0], 'Test suite'),
    /** The suite the dashboard shows: the organization's first (the starter suite once written). */
    async main(organizationId: number): Promise<SuiteRow> {
      const [first] = await suites.list(organizationId);
      return first ?? suites.create(organizationId, MAIN_SUITE_NAME);
    },
  };

  const tests = {
    list: (organizationId: number, suiteId: number) =>
      db
        .select()
        .from(agentTests)
        .where(and(eq(agentTests.organizationId, organizationId), eq(agentTests.suiteId, suiteId)))
        .orderBy(asc(agentTests.id)),
    find: async (organizationId: number, id: number) => found((await db.select().from(agentTests).where(testOf(organizationId, id)))[0], 'Test'),
    async create(organizationId: number, suiteId: number, values: AgentTestValues[]): Promise<TestRow[]> {
      if (!values.length) return [];
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(agentTests).where(eq(agentTests.organizationId, organizationId));
      if (total + values.length > MAX_AGENT_TESTS) throw AppError.conflict(`An agent has at most ${MAX_AGENT_TESTS} tests`);
      return db
        .insert(agentTests)
        .values(values.map((v) => ({ organizationId, suiteId, ...testColumns(v) })))
        .returning();
    },
    update: async (organizationId: number, id: number, values: AgentTestValues) =>
      found(
        (
          await db
            .update(agentTests)
            .set({ ...testColumns(values), updatedAt: new Date() })
            .where(testOf(organizationId, id))
            .returning()
        )[0],
        'Test',
      ),
    remove: async (organizationId: number, id: number) => found((await db.delete(agentTests).where(testOf(organizationId, id)).returning())[0], 'Test'),
  };

  const runs = {
    create: async (organizationId: number, suiteId: number, trigger: RunTrigger, change: string | null = null) =>
      (await db.insert(agentTestRuns).values({ organizationId, suiteId, trigger, change }).returning())[0]!,
    find: async (organizationId: number, id: number) => found((await db.select().from(agentTestRuns).where(runOf(organizationId, id)))[0], 'Test run'),
    list: (organizationId: number, suiteId: number, limit = 20) =>
      db
        .select()
        .from(agentTestRuns)
        .where(and(eq(agentTestRuns.organizationId, organizationId), eq(agentTestRuns.suiteId, suiteId)))
        .orderBy(desc(agentTestRuns.id))
        .limit(limit),
    /** The suite's last completed run before `runId`: what "passed before" means. */
    previous: async (organizationId: number, suiteId: number, runId: number): Promise<RunRow | undefined> =>
      (
        await db
          .select()
          .from(agentTestRuns)
          .where(
            and(
              eq(agentTestRuns.organizationId, organizationId),
              eq(agentTestRuns.suiteId, suiteId),
              eq(agentTestRuns.status, 'completed'),
              lt(agentTestRuns.id, runId),
            ),
          )
          .orderBy(desc(agentTestRuns.id))
          .limit(1)
      )[0],
    remove: async (organizationId: number, id: number) => found((await db.delete(agentTestRuns).where(runOf(organizationId, id)).returning())[0], 'Test run'),
    progress: (
      id: number,
      values: Partial<Pick<RunRow, 'status' | 'total' | 'passed' | 'failed' | 'broken' | 'finishedAt'>> & { results?: AgentTestResultRecord[] },
    ) => db.update(agentTestRuns).set(values).where(eq(agentTestRuns.id, id)),
  };

  return { suites, tests, runs };
}

export type AgentTestRepository = ReturnType<typeof createAgentTestRepository>;
