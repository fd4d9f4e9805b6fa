import type { AgentTest, AgentTestResult, AgentTestRun, VoiceTestSuite, VoiceTestSuiteRun, VoiceTestSuiteTest } from '@parley/contract';
import type { RunRow, SuiteRow, TestRow } from './repository';
import type { AgentTestResultRecord } from './types';

/* The stored rows as the dashboard's API and the Voice API (Vapi's names) show them. */

export const toResultDto = (r: AgentTestResultRecord): AgentTestResult => ({
  test_id: r.testId,
  name: r.name,
  question: r.question,
  answer: r.answer,
  sources: r.sources,
  passed: r.passed,
  reasons: r.reasons,
});

export const toTestDto = (row: TestRow, last: AgentTestResultRecord | undefined): AgentTest => ({
  id: row.id,
  suite_id: row.suiteId,
  name: row.name,
  question: row.question,
  turns: row.turns,
  must_contain: row.mustContain,
  must_not_contain: row.mustNotContain,
  expect_dont_know: row.expectDontKnow,
  expect_person: row.expectPerson,
  rubric: row.rubric,
  last_result: last ? toResultDto(last) : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toRunDto = (row: RunRow): AgentTestRun => ({
  id: row.id,
  suite_id: row.suiteId,
  status: row.status,
  trigger: row.trigger,
  change: row.change,
  total: row.total,
  done: row.results.length,
  passed: row.passed,
  failed: row.failed,
  broken: row.broken,
  results: row.results.map(toResultDto),
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

export const toVoiceSuite = (row: SuiteRow): VoiceTestSuite => ({
  id: String(row.id),
  orgId: String(row.organizationId),
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Vapi's chat test: `script` is what the visitor says; a rubric is Vapi's `ai` scorer. */
export const toVoiceTest = (row: TestRow): VoiceTestSuiteTest => ({
  id: String(row.id),
  orgId: String(row.organizationId),
  testSuiteId: String(row.suiteId),
  type: 'chat',
  name: row.name,
  script: row.question,
  scorers: row.rubric ? [{ type: 'ai', rubric: row.rubric }] : [],
  numAttempts: 1,
  turns: row.turns,
  mustContain: row.mustContain,
  mustNotContain: row.mustNotContain,
  expectDontKnow: row.expectDontKnow,
  expectPerson: row.expectPerson,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Vapi's run statuses: queued, in-progress, completed, failed. */
const VOICE_STATUS = { queued: 'queued', running: 'in-progress', completed: 'completed', failed: 'failed' } as const;

export const toVoiceRun = (row: RunRow): VoiceTestSuiteRun => ({
  id: String(row.id),
  orgId: String(row.organizationId),
  testSuiteId: String(row.suiteId),
  status: VOICE_STATUS[row.status],
  name: row.change ?? `Run ${row.id}`,
  // Vapi's result: the test, and one attempt whose scorer says pass or fail and why.
  testResults: row.results.map((r) => ({
    test: { id: String(r.testId), name: r.name, script: r.question },
    attempts: [
      {
        scorerResults: [{ result: r.passed ? 'pass' : 'fail', reasoning: r.passed ? 'Every check held' : r.reasons.join('; ') }],
        conversation: [
          { role: 'user', content: r.question },
          { role: 'assistant', content: r.answer },
        ],
      },
    ],
    answer: r.answer,
    sources: r.sources,
    passed: r.passed,
    reasons: r.reasons,
  })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: (row.finishedAt ?? row.createdAt).toISOString(),
});
