import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { agents } from '../../db/schema';
import { asksForPerson, waitingForPerson } from '../handoff/handoff-phrases';
import type { BusinessEvents } from '../notifications/business-events';
import type { AgentTurns } from '../runtime/agent-turns';
import { judgeAnswer, type MeaningJudge } from './judge';
import type { AgentTestRepository, RunRow, RunTrigger, TestRow } from './repository';
import type { AgentTestResultRecord } from './types';

export interface RunnerDeps {
  db: Db;
  store: AgentTestRepository;
  /** The visitors' answering path (runtime/agent-turns.ts): the same responder, rules and knowledge. */
  turns: AgentTurns;
  events?: BusinessEvents;
  /** Judging by meaning of tests with a rubric, where a model is configured. */
  meaning?: MeaningJudge;
  log?: { error(obj: object, msg: string): void };
}

async function collect(tokens: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const token of tokens) text += token;
  return text.trim();
}

/**
 * Runs suites: each test is asked as a new visitor would ask it (its earlier turns as the
 * conversation so far), judged, and written to the run as it finishes, so the page shows progress.
 * Runs execute in this process in the background; `settled` waits for those started so far.
 */
export function createAgentTestRunner({ db, store, turns, events, meaning, log }: RunnerDeps) {
  const pending = new Set<Promise<void>>();

  async function ask(organizationId: number, agent: typeof agents.$inferSelect, test: TestRow): Promise<AgentTestResultRecord> {
    const language = agent.languages[0] ?? 'en';
    const base = { testId: test.id, name: test.name, question: test.question };
    // The widget hands a visitor who asks for a person to the team before any answer (chat-service.ts).
    if (asksForPerson(test.question)) {
      const answer = waitingForPerson(language);
      const verdict = judgeAnswer(test, { text: answer, answered: true, handedOff: true });
      return { ...base, answer, sources: [], ...verdict };
    }
    // No tools: a test must not call the business's webhooks (orders, bookings) for real.
    const context = { rules: (await turns.context(organizationId, `test-${test.id}`)).rules };
    const output = await turns.answer({ organizationId, agent, question: test.question, history: test.turns, language, context });
    const answer = await collect(output.tokens);
    const verdict = judgeAnswer(test, { text: answer, answered: output.answered });
    if (test.rubric && meaning) {
      const byMeaning = await meaning.judge({ question: test.question, answer, rubric: test.rubric });
      if (!byMeaning.passed) verdict.reasons.push(`by meaning: ${byMeaning.reason}`);
      verdict.passed = verdict.reasons.length === 0;
    }
    return { ...base, answer, sources: output.sources.map((s) => ({ title: s.title, url: s.url })), ...verdict };
  }

  /** Tests that passed in the suite's previous completed run and fail in this one. */
  async function brokenSince(run: RunRow, results: AgentTestResultRecord[]): Promise<AgentTestResultRecord[]> {
    const previous = await store.runs.previous(run.organizationId, run.suiteId, run.id);
    if (!previous) return [];
    const passedBefore = new Set(previous.results.filter((r) => r.passed).map((r) => r.testId));
    return results.filter((r) => !r.passed && passedBefore.has(r.testId));
  }

  async function execute(run: RunRow): Promise<void> {
    const { organizationId, suiteId } = run;
    try {
      const [agent] = await db.select().from(agents).where(eq(agents.organizationId, organizationId));
      const tests = await store.tests.list(organizationId, suiteId);
      await store.runs.progress(run.id, { status: 'running', total: tests.length });
      const results: AgentTestResultRecord[] = [];
      for (const test of tests) {
        results.push(
          agent
            ? await ask(organizationId, agent, test)
            : { testId: test.id, name: test.name, question: test.question, answer: '', sources: [], passed: false, reasons: ['the organization has no agent'] },
        );
        const passed = results.filter((r) => r.passed).length;
        await store.runs.progress(run.id, { results, passed, failed: results.length - passed });
      }
      const broken = await brokenSince(run, results);
      await store.runs.progress(run.id, { status: 'completed', broken: broken.map((r) => r.testId), finishedAt: new Date() });
      // Told once: the next run compares with this one, where these tests already fail.
      if (broken.length)
        events?.emit({
          type: 'test_suite.run_failed',
          organizationId,
          suiteId,
          runId: run.id,
          change: run.change,
          failures: broken.map((r) => ({ testId: r.testId, name: r.name, question: r.question, reasons: r.reasons })),
        });
    } catch (error) {
      log?.error({ err: error, runId: run.id }, 'agent test run failed');
      await store.runs.progress(run.id, { status: 'failed', finishedAt: new Date() }).catch(() => {});
    }
  }

  return {
    /** Queues a run of the suite and starts it in the background; answers the queued run. */
    async start(organizationId: number, suiteId: number, trigger: RunTrigger, change: string | null = null): Promise<RunRow> {
      const run = await store.runs.create(organizationId, suiteId, trigger, change);
      const work = execute(run).finally(() => pending.delete(work));
      pending.add(work);
      return run;
    },
    /** Tests and shutdown: resolves once every run started so far has finished. */
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

export type AgentTestRunner = ReturnType<typeof createAgentTestRunner>;
