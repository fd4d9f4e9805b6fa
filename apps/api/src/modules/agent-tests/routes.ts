import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../http/operation-route';
import { csvToTests, testsToCsv } from './csv';
import type { AgentTestRunner } from './runner';
import { toRunDto, toTestDto } from './shapes';
import type { AgentTestRepository } from './repository';
import type { AgentTestResultRecord } from './types';
import type { AgentTestWatcher } from './watcher';

export interface AgentTestRouteDeps {
  store: AgentTestRepository;
  runner: AgentTestRunner;
  watcher: AgentTestWatcher;
}

/** The dashboard's Agent tests page: the organization's main suite (session; own organization only). */
export function registerAgentTestRoutes(app: FastifyInstance, { store, runner, watcher }: AgentTestRouteDeps) {
  /** Each test's result in the newest run that has one (a test added since has none). */
  async function lastResults(organizationId: number, suiteId: number) {
    const latest = new Map<number, AgentTestResultRecord>();
    for (const run of await store.runs.list(organizationId, suiteId, 5))
      for (const result of run.results) if (!latest.has(result.testId)) latest.set(result.testId, result);
    return latest;
  }

  operationRoute(app, 'listAgentTests', async ({ caller: { organizationId } }) => {
    const suite = await store.suites.main(organizationId);
    const [rows, latest] = await Promise.all([store.tests.list(organizationId, suite.id), lastResults(organizationId, suite.id)]);
    return { data: rows.map((row) => toTestDto(row, latest.get(row.id))) };
  });

  operationRoute(app, 'createAgentTest', async ({ caller: { organizationId }, body: { test }, reply }) => {
    const suite = await store.suites.main(organizationId);
    const [row] = await store.tests.create(organizationId, suite.id, [test]);
    return reply.code(201).send({ data: toTestDto(row!, undefined) });
  });

  operationRoute(app, 'updateAgentTest', async ({ caller: { organizationId }, params, body: { test } }) => {
    const row = await store.tests.update(organizationId, params.id, test);
    return { data: toTestDto(row, (await lastResults(organizationId, row.suiteId)).get(row.id)) };
  });

  operationRoute(app, 'deleteAgentTest', async ({ caller: { organizationId }, params, reply }) => {
    await store.tests.remove(organizationId, params.id);
    return reply.code(204).send();
  });

  operationRoute(app, 'exportAgentTestsCsv', async ({ caller: { organizationId }, reply }) => {
    const suite = await store.suites.main(organizationId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="agent-tests.csv"')
      .send(testsToCsv(await store.tests.list(organizationId, suite.id)));
  });

  operationRoute(app, 'importAgentTestsCsv', async ({ caller: { organizationId }, body: { csv }, reply }) => {
    const values = csvToTests(csv);
    const suite = await store.suites.main(organizationId);
    const rows = await store.tests.create(organizationId, suite.id, values);
    return reply.code(201).send({ data: { imported: rows.length } });
  });

  operationRoute(app, 'writeStarterAgentTests', async ({ caller: { organizationId }, reply }) => {
    const suite = await store.suites.main(organizationId);
    const before = (await store.tests.list(organizationId, suite.id)).length;
    await watcher.writeStarterSuite(organizationId);
    const after = (await store.tests.list(organizationId, suite.id)).length;
    return reply.code(201).send({ data: { imported: after - before } });
  });

  operationRoute(app, 'listAgentTestRuns', async ({ caller: { organizationId } }) => {
    const suite = await store.suites.main(organizationId);
    return { data: (await store.runs.list(organizationId, suite.id)).map(toRunDto) };
  });

  operationRoute(app, 'getAgentTestRun', async ({ caller: { organizationId }, params }) => ({
    data: toRunDto(await store.runs.find(organizationId, params.id)),
  }));

  operationRoute(app, 'runAgentTests', async ({ caller: { organizationId }, reply }) => {
    const suite = await store.suites.main(organizationId);
    return reply.code(202).send({ data: toRunDto(await runner.start(organizationId, suite.id, 'manual')) });
  });
}
