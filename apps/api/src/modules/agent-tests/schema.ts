import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeKey, choice, createdAt, timestamps, timestamptz } from '../../db/schema/columns';
import { organizationId, tenantKeys, tenantTable } from '../../db/schema/organization-id';
import type { AgentTestResultRecord, AgentTestTurn } from './types';

/** A named set of tests (Vapi's test suite). The starter suite is written once, when the agent is first trained. */
export const agentTestSuites = tenantTable('agent_test_suites', {
  name: text('name').notNull(),
  origin: choice('origin', ['starter', 'owner'], 'owner'),
  ...timestamps(),
});

/**
 * One test: what a visitor asks (after optional earlier turns) and what the answer must and must
 * not say. `rubric` is for a judge by meaning, used only where a model is configured.
 */
export const agentTests = tenantTable('agent_tests', {
  suiteId: cascadeKey('suite_id', () => agentTestSuites.id),
  name: text('name').notNull(),
  question: text('question').notNull(),
  turns: jsonb('turns').$type<AgentTestTurn[]>().notNull().default([]),
  mustContain: jsonb('must_contain').$type<string[]>().notNull().default([]),
  mustNotContain: jsonb('must_not_contain').$type<string[]>().notNull().default([]),
  expectDontKnow: boolean('expect_dont_know').notNull().default(false),
  expectPerson: boolean('expect_person').notNull().default(false),
  rubric: text('rubric'),
  ...timestamps(),
});

/** One run of a suite: every test's answer, sources, verdict and why, kept as history. */
export const agentTestRuns = pgTable(
  'agent_test_runs',
  {
    ...tenantKeys(),
    suiteId: cascadeKey('suite_id', () => agentTestSuites.id),
    status: choice('status', ['queued', 'running', 'completed', 'failed'], 'queued'),
    trigger: choice('trigger', ['manual', 'change', 'starter'], 'manual'),
    /** What changed in the knowledge just before an automatic run ("FAQ edited"). */
    change: text('change'),
    total: integer('total').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    results: jsonb('results').$type<AgentTestResultRecord[]>().notNull().default([]),
    /** Tests that passed in the suite's previous run and fail in this one: what the change broke. */
    broken: jsonb('broken').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('agent_test_runs_suite_idx').on(t.organizationId, t.suiteId, t.id)],
);

/**
 * Per organization: the knowledge version last seen, the change waiting for its run (debounced:
 * `changedAt` moves with each change of a burst) and whether the starter suite was written.
 */
export const agentTestWatch = pgTable('agent_test_watch', {
  organizationId: organizationId().primaryKey(),
  seenVersion: bigint('seen_version', { mode: 'number' }).notNull().default(0),
  pendingChange: text('pending_change'),
  changedAt: timestamptz('changed_at'),
  starterWrittenAt: timestamptz('starter_written_at'),
});
