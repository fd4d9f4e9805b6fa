import { z } from 'zod';

/**
 * Agent tests (issue 36): a visitor's question (after optional earlier turns) and what the agent's
 * answer must say, must not say, and whether it should admit it does not know or offer a person.
 * Runs put every test through the answering path visitors get and keep each verdict and why.
 */
export const MAX_AGENT_TESTS = 500;
export const MAX_TEST_PHRASES = 10;
export const MAX_TEST_PHRASE = 200;
export const MAX_TEST_QUESTION = 1000;

const phrase = z.string().trim().min(1, 'A phrase cannot be empty').max(MAX_TEST_PHRASE, `A phrase is at most ${MAX_TEST_PHRASE} characters`);
const phrases = z.array(phrase).max(MAX_TEST_PHRASES, `At most ${MAX_TEST_PHRASES} phrases`).default([]);

export const AgentTestTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, 'A turn cannot be empty').max(MAX_TEST_QUESTION),
});
export type AgentTestTurnInput = z.infer<typeof AgentTestTurnSchema>;

/** The owner's test as created and replaced (body under `test`). */
export const AgentTestInputSchema = z
  .object({
    name: z.string().trim().max(120, 'A name is at most 120 characters').default(''),
    question: z.string({ error: 'Write the visitor’s question' }).trim().min(1, 'Write the visitor’s question').max(MAX_TEST_QUESTION),
    turns: z.array(AgentTestTurnSchema).max(10, 'At most 10 earlier turns').default([]),
    must_contain: phrases,
    must_not_contain: phrases,
    expect_dont_know: z.boolean().default(false),
    expect_person: z.boolean().default(false),
    /** Judged by meaning where a model is configured; ignored offline. */
    rubric: z.string().trim().max(1000).nullable().default(null),
  })
  .strict();
export type AgentTestInput = z.input<typeof AgentTestInputSchema>;
export type AgentTestValues = z.output<typeof AgentTestInputSchema>;
export const AgentTestRequestSchema = z.object({ test: AgentTestInputSchema }).strict();

/** One test's outcome in a run. */
export const AgentTestResultSchema = z.object({
  test_id: z.number().int(),
  name: z.string(),
  question: z.string(),
  answer: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string().nullable() })),
  passed: z.boolean(),
  /** Why it failed: each check that did not hold ("missing: £7.95"). */
  reasons: z.array(z.string()),
});
export type AgentTestResult = z.infer<typeof AgentTestResultSchema>;

export const AgentTestSchema = z.object({
  id: z.number().int(),
  suite_id: z.number().int(),
  name: z.string(),
  question: z.string(),
  turns: z.array(AgentTestTurnSchema),
  must_contain: z.array(z.string()),
  must_not_contain: z.array(z.string()),
  expect_dont_know: z.boolean(),
  expect_person: z.boolean(),
  rubric: z.string().nullable(),
  /** The test's outcome in the suite's latest finished run that included it; null before any. */
  last_result: AgentTestResultSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentTest = z.infer<typeof AgentTestSchema>;

export const AGENT_TEST_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export const AgentTestRunSchema = z.object({
  id: z.number().int(),
  suite_id: z.number().int(),
  status: z.enum(AGENT_TEST_RUN_STATUSES),
  /** Who started it: the owner, a knowledge change, or the starter suite's first run. */
  trigger: z.enum(['manual', 'change', 'starter']),
  /** The knowledge change that preceded an automatic run. */
  change: z.string().nullable(),
  total: z.number().int(),
  /** Tests done so far (the progress of a running run). */
  done: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** Ids of tests that passed in the previous run and fail in this one. */
  broken: z.array(z.number().int()),
  results: z.array(AgentTestResultSchema),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AgentTestRun = z.infer<typeof AgentTestRunSchema>;

/** CSV import: the file's text (columns as the export writes them). */
export const AgentTestImportSchema = z.object({ csv: z.string().min(1, 'The file is empty').max(1_000_000, 'The file is too large (1 MB at most)') }).strict();
export const AgentTestImportResultSchema = z.object({ imported: z.number().int() });
