import {
  AgentTestInputSchema,
  VoiceChatTestBodySchema,
  VoiceListFilterSchema,
  VoiceSuiteItemParams,
  VoiceSuiteItemsParams,
  VoiceTestSuiteBodySchema,
  VoiceTestSuiteIdParams,
  type AgentTestValues,
  type VoiceChatTestBody,
} from '@parley/contract';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { OwnerContractRoutes } from '../../http/contract-route';
import type { AgentTestRunner } from './runner';
import { toVoiceRun, toVoiceSuite, toVoiceTest } from './shapes';
import type { AgentTestRepository, TestRow } from './repository';

type ItemParams = z.output<typeof VoiceSuiteItemParams>;

/** Vapi's fields onto Parley's (the given ones over `current`), checked by the dashboard's own rules. */
function testValues(input: VoiceChatTestBody, current?: TestRow): AgentTestValues {
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
 * dashboard's agent tests as Vapi's test suites, for the owner's token (Vapi's private key), each
 * registered from its contract operation (ids, list filters and bodies checked before the handler).
 * Creating a run starts it; it is read back as it progresses.
 */
export function registerTestSuiteRoutes(routes: OwnerContractRoutes, { store, runner }: { store: AgentTestRepository; runner: AgentTestRunner }) {
  const suite = { params: VoiceTestSuiteIdParams };
  const items = { params: VoiceSuiteItemsParams };
  const item = { params: VoiceSuiteItemParams };
  const list = { ...items, query: VoiceListFilterSchema };

  routes('GET /test-suite', { query: VoiceListFilterSchema }, async ({ caller: { organizationId }, query }) =>
    (await store.suites.list(organizationId)).map(toVoiceSuite).slice(0, query.limit),
  );
  routes('POST /test-suite', { body: VoiceTestSuiteBodySchema }, async ({ caller: { organizationId }, body: { name }, reply }) =>
    reply.code(201).send(toVoiceSuite(await store.suites.create(organizationId, name ?? 'Test suite'))),
  );
  routes('GET /test-suite/{id}', suite, async ({ caller: { organizationId }, params }) => toVoiceSuite(await store.suites.find(organizationId, params.id)));
  routes('PATCH /test-suite/{id}', { ...suite, body: VoiceTestSuiteBodySchema }, async ({ caller: { organizationId }, params: { id }, body: { name } }) => {
    const current = await store.suites.find(organizationId, id);
    return toVoiceSuite(name ? await store.suites.rename(organizationId, id, name) : current);
  });
  routes('DELETE /test-suite/{id}', suite, async ({ caller: { organizationId }, params }) =>
    toVoiceSuite(await store.suites.remove(organizationId, params.id)),
  );

  /** A test or a run of the path's suite, the caller's own (404 otherwise, and for another suite's). */
  const inSuite =
    <R extends { id: number; suiteId: number }>(find: (organizationId: number, id: number) => Promise<R>, what: string) =>
    async (organizationId: number, { testSuiteId, id }: ItemParams): Promise<R> => {
      const row = await find(organizationId, id);
      if (row.suiteId !== testSuiteId) throw AppError.notFound(`${what} not found`);
      return row;
    };
  const testOf = inSuite(store.tests.find, 'Test');
  const runOf = inSuite(store.runs.find, 'Test run');

  routes('GET /test-suite/{testSuiteId}/test', list, async ({ caller: { organizationId }, params, query }) => {
    const { id } = await store.suites.find(organizationId, params.testSuiteId);
    return (await store.tests.list(organizationId, id)).map(toVoiceTest).slice(0, query.limit);
  });
  routes('POST /test-suite/{testSuiteId}/test', { ...items, body: VoiceChatTestBodySchema }, async ({ caller: { organizationId }, params, body, reply }) => {
    const { id } = await store.suites.find(organizationId, params.testSuiteId);
    if (body.type === 'voice') throw new AppError('bad_request', 'type: Parley runs chat tests; use "chat"');
    const [row] = await store.tests.create(organizationId, id, [testValues(body)]);
    return reply.code(201).send(toVoiceTest(row!));
  });
  routes('GET /test-suite/{testSuiteId}/test/{id}', item, async ({ caller: { organizationId }, params }) => toVoiceTest(await testOf(organizationId, params)));
  routes('PATCH /test-suite/{testSuiteId}/test/{id}', { ...item, body: VoiceChatTestBodySchema }, async ({ caller: { organizationId }, params, body }) => {
    const current = await testOf(organizationId, params);
    return toVoiceTest(await store.tests.update(organizationId, current.id, testValues(body, current)));
  });
  routes('DELETE /test-suite/{testSuiteId}/test/{id}', item, async ({ caller: { organizationId }, params }) => {
    const row = await testOf(organizationId, params);
    return toVoiceTest(await store.tests.remove(organizationId, row.id));
  });

  routes('GET /test-suite/{testSuiteId}/run', list, async ({ caller: { organizationId }, params, query }) => {
    const { id } = await store.suites.find(organizationId, params.testSuiteId);
    return (await store.runs.list(organizationId, id, 100)).map(toVoiceRun).slice(0, query.limit);
  });
  routes('POST /test-suite/{testSuiteId}/run', items, async ({ caller: { organizationId }, params, reply }) => {
    const { id } = await store.suites.find(organizationId, params.testSuiteId);
    return reply.code(201).send(toVoiceRun(await runner.start(organizationId, id, 'manual')));
  });
  routes('GET /test-suite/{testSuiteId}/run/{id}', item, async ({ caller: { organizationId }, params }) => toVoiceRun(await runOf(organizationId, params)));
  // A run is a record of what happened: there is nothing of it to change.
  routes('PATCH /test-suite/{testSuiteId}/run/{id}', item, async ({ caller: { organizationId }, params }) => toVoiceRun(await runOf(organizationId, params)));
  routes('DELETE /test-suite/{testSuiteId}/run/{id}', item, async ({ caller: { organizationId }, params }) => {
    const row = await runOf(organizationId, params);
    await store.runs.remove(organizationId, row.id);
    return toVoiceRun(row);
  });
}
