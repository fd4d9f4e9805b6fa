import { z } from 'zod';
import {
  AgentTestImportResultSchema,
  AgentTestImportSchema,
  AgentTestRequestSchema,
  AgentTestRunSchema,
  AgentTestSchema,
  MAX_AGENT_TESTS,
} from '../schemas/agent-tests';
import * as D from '../schemas/responses';
import { created, createIn, deleteById, getById, group, listAll, ORG, updateById } from './draft';

const TESTS = `${ORG}/agent-tests`;
const RUNS = `${ORG}/agent-test-runs`;

/** A POST that adds tests to the suite and answers how many (`{ data: { imported } }`). */
function addsTests<const P extends string, const Id extends string, const B extends z.ZodType | undefined = undefined>(
  path: P,
  operationId: Id,
  summary: string,
  body: B,
) {
  return {
    method: 'POST' as const,
    path,
    operationId,
    summary,
    body,
    responses: created(D.dataOf(AgentTestImportResultSchema)),
    client: [operationId] as const,
  };
}

/** The dashboard's Agent tests page: the organization's main suite, its runs and CSV. The Voice API's `/test-suite` serves every suite. */
export const AGENT_TEST_OPERATIONS = group('Agent tests', [
  listAll(TESTS, { operationId: 'listAgentTests', summary: 'The agent’s tests, each with its latest result', item: AgentTestSchema }),
  createIn(TESTS, { operationId: 'createAgentTest', summary: `Add a test (at most ${MAX_AGENT_TESTS})`, body: AgentTestRequestSchema, item: AgentTestSchema }),
  updateById(TESTS, { operationId: 'updateAgentTest', summary: 'Replace a test', body: AgentTestRequestSchema, item: AgentTestSchema }),
  deleteById(TESTS, { operationId: 'deleteAgentTest', summary: 'Delete a test' }),
  {
    method: 'GET',
    path: `${TESTS}/export`,
    operationId: 'exportAgentTestsCsv',
    summary: 'The tests as CSV (question, must_contain, must_not_contain, expect_dont_know, expect_person, name; phrases separated by |)',
    responses: { 200: { description: 'CSV', schema: z.string(), contentType: 'text/csv' } },
    client: ['exportAgentTestsCsv'],
  },
  addsTests(`${TESTS}/import`, 'importAgentTestsCsv', 'Add the tests of a CSV file (columns as the export writes them)', AgentTestImportSchema),
  addsTests(
    `${TESTS}/starter`,
    'writeStarterAgentTests',
    'Write tests from the knowledge (FAQs, products, hours, contact details, policies) into the suite',
    undefined,
  ),
  listAll(RUNS, { operationId: 'listAgentTestRuns', summary: 'The suite’s runs, newest first (the last 20)', item: AgentTestRunSchema }),
  getById(RUNS, {
    operationId: 'getAgentTestRun',
    summary: 'One run: its progress, and every test’s answer, sources, verdict and why',
    item: AgentTestRunSchema,
  }),
  {
    method: 'POST',
    path: RUNS,
    operationId: 'runAgentTests',
    summary: 'Run every test now, through the answering path visitors get; answers at once with the queued run',
    responses: { 202: { description: 'Queued', schema: D.dataOf(AgentTestRunSchema) } },
    client: ['runAgentTests'],
  },
]);
