import type { CollectionCalls } from './collection-calls';
import type { SendCsv, SendOperation } from './operation-call';

/** The agent's tests (the dashboard's Agent tests page): the tests, CSV, the starter suite and runs. */
export function agentTestEndpoints(send: SendOperation, sendCsv: SendCsv, collection: CollectionCalls) {
  return {
    ...collection('test', { list: 'listAgentTests', create: 'createAgentTest', update: 'updateAgentTest', delete: 'deleteAgentTest' }),
    exportAgentTestsCsv: async () => new Blob([await sendCsv('exportAgentTestsCsv')], { type: 'text/csv;charset=utf-8' }),
    /** Adds the file's tests; answers how many. */
    importAgentTestsCsv: async (csv: string) => (await send('importAgentTestsCsv', { json: { csv } })).body.data,
    writeStarterAgentTests: async () => (await send('writeStarterAgentTests')).body.data,
    listAgentTestRuns: async () => (await send('listAgentTestRuns')).body.data,
    getAgentTestRun: async (id: number) => (await send('getAgentTestRun', { params: { id } })).body.data,
    /** Starts a run; answers it queued (read it again for its progress). */
    runAgentTests: async () => (await send('runAgentTests')).body.data,
  };
}
