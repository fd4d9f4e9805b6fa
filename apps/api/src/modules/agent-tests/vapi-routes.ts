import { AgentTestInputSchema, voiceDatabaseId as id, type AgentTestValues } from '@parley/contract';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ListFilterSchema, parseInput } from '../voice-api/input';
import type { OwnerRoutes } from '../voice-api/owner-routes';
import type { AgentTestRunner } from './runner';
import { toVoiceRun, toVoiceSuite, toVoiceTest } from './shapes';
import type { AgentTestRepository, TestRow } from './repository';

const SuiteParams = z.object({ id: id('test suite') });
const InSuiteParams = z.object({ testSuiteId: id('test suite') });
const ItemParams = InSuiteParams.extend({ id: id('test') });

const SuiteBodySchema = z.looseObject({ name: z.string().trim().min(1).max(120).optional() });

/** Vapi's chat test, with Parley's checks beside it: `script` is the visitor's question; an `ai` scorer's rubric is judged by meaning. */
const VoiceTestBodySchema = z.looseObject({
  type: z.enum(['chat', 'voice'], { error: 'type must be "chat" (Parley’s tests are chats)' }).optional(),
  name: z.string().optional(),
  script: z.string().optional(),
  scorers: z.array(z.looseObject({ type: z.string().optional(), rubric: z.string().optional() })).optional(),
  numAttempts: z.number().int().min(1).max(10).optional(),
  turns: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })).optional(),
  mustContain: z.array(z.string()).optional(),
  mustNotContain: z.array(z.string()).optional(),
  expectDontKnow: z.boolean().optional(),
  expectPerson: z.boolean().optional(),
});
type VoiceTestBody = z.output<typeof VoiceTestBodySchema>;

/** Vapi's fields onto Parley's (the given ones over `current`), checked by the dashboard's own rules. */
function testValues(input: VoiceTestBody, current?: TestRow): AgentTestValues {
  const rubric = input.scorers ? (input.scorers.find((s) => s.rubric)?.rubric ?? null) : (current?.rubric ?? null);
  const result = AgentTestInputSchema.safeParse({
    name: input.name ?? current?.name ?? '',
    question: input.script ?? current?.question,
    turns: input.turns ?? current?.turns ?? [],
    must_contain: input.mustContain ?? current?.mustContain ?? [],
    must_not_contain: input.mustNotContain ?? current?.mustNotContain ?? [],
    expect_dont_know: input.expectDontKnow ?? current?.expectDontKnow ?? false,
    expect_person: input.expectPerson ?? current?.expectPerson ?? false,
    rubric,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const field =
      { question: 'script', must_contain: 'mustContain', must_not_contain: 'mustNotContain' }[String(issue?.path[0])] ?? String(issue?.path[0] ?? 'body');
    throw new AppError('bad_request', `${field}: ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

/**
 * `/test-suite`, `/test-suite/{testSuiteId}/test` and `/test-suite/{testSuiteId}/run`: the
 * dashboard's agent tests as Vapi's test suites, for the owner's token (Vapi's private key).
 * Creating a run starts it; it is read back as it progresses.
 */
export function registerTestSuiteRoutes(routes: OwnerRoutes, { store, runner }: { store: AgentTestRepository; runner: AgentTestRunner }) {
  const limited = <T>(rows: T[], query: unknown) => rows.slice(0, parseInput(ListFilterSchema, query).limit);

  routes.get('/test-suite', async ({ caller: { organizationId }, request }) =>
    limited((await store.suites.list(organizationId)).map(toVoiceSuite), request.query),
  );
  routes.post('/test-suite', async ({ caller: { organizationId }, request, reply }) => {
    const { name } = parseInput(SuiteBodySchema, request.body);
    return reply.code(201).send(toVoiceSuite(await store.suites.create(organizationId, name ?? 'Test suite')));
  });
  routes.get('/test-suite/:id', async ({ caller: { organizationId }, request }) =>
    toVoiceSuite(await store.suites.find(organizationId, parseInput(SuiteParams, request.params).id)),
  );
  routes.patch('/test-suite/:id', async ({ caller: { organizationId }, request }) => {
    const { id: suiteId } = parseInput(SuiteParams, request.params);
    const { name } = parseInput(SuiteBodySchema, request.body);
    const current = await store.suites.find(organizationId, suiteId);
    return toVoiceSuite(name ? await store.suites.rename(organizationId, suiteId, name) : current);
  });
  routes.delete('/test-suite/:id', async ({ caller: { organizationId }, request }) =>
    toVoiceSuite(await store.suites.remove(organizationId, parseInput(SuiteParams, request.params).id)),
  );

  /** The suite of the path, the caller's own (404 otherwise). */
  const suiteOf = async (organizationId: number, params: unknown) => store.suites.find(organizationId, parseInput(InSuiteParams, params).testSuiteId);
  /** A test or a run of the path's suite, the caller's own (404 otherwise, and for another suite's). */
  const inSuite =
    <R extends { id: number; suiteId: number }>(find: (organizationId: number, id: number) => Promise<R>, what: string) =>
    async (organizationId: number, params: unknown): Promise<R> => {
      const { testSuiteId, id: itemId } = parseInput(ItemParams, params);
      const row = await find(organizationId, itemId);
      if (row.suiteId !== testSuiteId) throw AppError.notFound(`${what} not found`);
      return row;
    };
  const testOf = inSuite(store.tests.find, 'Test');
  const runOf = inSuite(store.runs.find, 'Test run');

  routes.get('/test-suite/:testSuiteId/test', async ({ caller: { organizationId }, request }) => {
    const suite = await suiteOf(organizationId, request.params);
    return limited((await store.tests.list(organizationId, suite.id)).map(toVoiceTest), request.query);
  });
  routes.post('/test-suite/:testSuiteId/test', async ({ caller: { organizationId }, request, reply }) => {
    const suite = await suiteOf(organizationId, request.params);
    const input = parseInput(VoiceTestBodySchema, request.body);
    if (input.type === 'voice') throw new AppError('bad_request', 'type: Parley runs chat tests; use "chat"');
    const [row] = await store.tests.create(organizationId, suite.id, [testValues(input)]);
    return reply.code(201).send(toVoiceTest(row!));
  });
  routes.get('/test-suite/:testSuiteId/test/:id', async ({ caller: { organizationId }, request }) => toVoiceTest(await testOf(organizationId, request.params)));
  routes.patch('/test-suite/:testSuiteId/test/:id', async ({ caller: { organizationId }, request }) => {
    const current = await testOf(organizationId, request.params);
    return toVoiceTest(await store.tests.update(organizationId, current.id, testValues(parseInput(VoiceTestBodySchema, request.body), current)));
  });
  routes.delete('/test-suite/:testSuiteId/test/:id', async ({ caller: { organizationId }, request }) => {
    const row = await testOf(organizationId, request.params);
    return toVoiceTest(await store.tests.remove(organizationId, row.id));
  });

  routes.get('/test-suite/:testSuiteId/run', async ({ caller: { organizationId }, request }) => {
    const suite = await suiteOf(organizationId, request.params);
    return limited((await store.runs.list(organizationId, suite.id, 100)).map(toVoiceRun), request.query);
  });
  routes.post('/test-suite/:testSuiteId/run', async ({ caller: { organizationId }, request, reply }) => {
    const suite = await suiteOf(organizationId, request.params);
    return reply.code(201).send(toVoiceRun(await runner.start(organizationId, suite.id, 'manual')));
  });
  routes.get('/test-suite/:testSuiteId/run/:id', async ({ caller: { organizationId }, request }) => toVoiceRun(await runOf(organizationId, request.params)));
  // A run is a record of what happened: there is nothing of it to change.
  routes.patch('/test-suite/:testSuiteId/run/:id', async ({ caller: { organizationId }, request }) => toVoiceRun(await runOf(organizationId, request.params)));
  routes.delete('/test-suite/:testSuiteId/run/:id', async ({ caller: { organizationId }, request }) => {
    const row = await runOf(organizationId, request.params);
    await store.runs.remove(organizationId, row.id);
    return toVoiceRun(row);
  });
}
