import type { Call } from './http';
import type { AgentTest, AgentTestInput, AgentTestRun } from './schemas';

const TESTS = '/api/v1/organizations/current/agent-tests';
const RUNS = '/api/v1/organizations/current/agent-test-runs';

/** The agent's tests (the dashboard's Agent tests page): the tests, CSV, the starter suite and runs. */
export function agentTestEndpoints(call: Call) {
  return {
    listAgentTests: async () => (await call<{ data: AgentTest[] }>('GET', TESTS)).body.data,
    createAgentTest: async (test: AgentTestInput) => (await call<{ data: AgentTest }>('POST', TESTS, { json: { test } })).body.data,
    updateAgentTest: async (id: number, test: AgentTestInput) => (await call<{ data: AgentTest }>('PUT', `${TESTS}/${id}`, { json: { test } })).body.data,
    deleteAgentTest: async (id: number) => {
      await call<null>('DELETE', `${TESTS}/${id}`);
    },
    exportAgentTestsCsv: async () => {
      const { body } = await call<string>('GET', `${TESTS}/export`, { headers: { Accept: 'text/csv' } });
      return new Blob([body], { type: 'text/csv;charset=utf-8' });
    },
    /** Adds the file's tests; answers how many. */
    importAgentTestsCsv: async (csv: string) => (await call<{ data: { imported: number } }>('POST', `${TESTS}/import`, { json: { csv } })).body.data,
    writeStarterAgentTests: async () => (await call<{ data: { imported: number } }>('POST', `${TESTS}/starter`)).body.data,
    listAgentTestRuns: async () => (await call<{ data: AgentTestRun[] }>('GET', RUNS)).body.data,
    getAgentTestRun: async (id: number) => (await call<{ data: AgentTestRun }>('GET', `${RUNS}/${id}`)).body.data,
    /** Starts a run; answers it queued (read it again for its progress). */
    runAgentTests: async () => (await call<{ data: AgentTestRun }>('POST', RUNS)).body.data,
  };
}
