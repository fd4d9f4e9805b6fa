import { describe, expect, expectTypeOf, it } from 'vitest';
import { createCall } from './http';
import { createCollectionCalls, type CollectionCalls } from './collection-calls';
import type { AgentTest, AgentTestInput } from './schemas';

/** A fetch that records each request and answers `{ data: { id: 1 } }`, or 204 to a DELETE. */
function recorder() {
  const requests: Request[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const answer = request.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json({ data: { id: 1 } });
    return Promise.resolve(answer);
  };
  return { requests, collection: createCollectionCalls(createCall({ baseUrl: 'https://api.example', fetch, getToken: () => null })) };
}

describe('createCollectionCalls', () => {
  it('calls the four operations the contract names, the item wrapped under its key', async () => {
    const { requests, collection } = recorder();
    const tests = collection('test', { list: 'listAgentTests', create: 'createAgentTest', update: 'updateAgentTest', delete: 'deleteAgentTest' });
    const test = { question: 'Open on Sunday?', must_contain: ['closed'] };
    expect(Object.keys(tests)).toEqual(['listAgentTests', 'createAgentTest', 'updateAgentTest', 'deleteAgentTest']);
    expect(await tests.listAgentTests()).toEqual({ id: 1 });
    expect(await tests.createAgentTest(test)).toEqual({ id: 1 });
    await tests.updateAgentTest(7, test);
    await expect(tests.deleteAgentTest(7)).resolves.toBeUndefined();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://api.example/api/v1/organizations/current/agent-tests',
      'POST https://api.example/api/v1/organizations/current/agent-tests',
      'PUT https://api.example/api/v1/organizations/current/agent-tests/7',
      'DELETE https://api.example/api/v1/organizations/current/agent-tests/7',
    ]);
    expect(await requests[1]!.json()).toEqual({ test });
    expect(await requests[2]!.json()).toEqual({ test });
  });
});

// Compiled by `tsc` (the package's typecheck), never run. Exported so lint sees them used.
export function collectionTypes(collection: CollectionCalls) {
  const tests = collection('test', { list: 'listAgentTests', create: 'createAgentTest', update: 'updateAgentTest', delete: 'deleteAgentTest' });
  expectTypeOf(tests.createAgentTest).parameter(0).toEqualTypeOf<AgentTestInput>();
  expectTypeOf(tests.listAgentTests).returns.resolves.toEqualTypeOf<AgentTest[]>();
  const wrongKey = collection('tests', { list: 'listAgentTests', create: 'createAgentTest', update: 'updateAgentTest', delete: 'deleteAgentTest' });
  // @ts-expect-error the body is `{ test }`: under any other key the item is `never`, so nothing can be sent
  void wrongKey.createAgentTest({ question: 'Q?' });
  // @ts-expect-error an agent test needs its question
  void tests.createAgentTest({ must_contain: ['closed'] });
  // @ts-expect-error the contract has no such operation
  collection('test', { list: 'listEverything', create: 'createAgentTest', update: 'updateAgentTest', delete: 'deleteAgentTest' });
  // @ts-expect-error getAgentTestRun is read by id: it cannot list the collection
  collection('test', { list: 'getAgentTestRun', create: 'createAgentTest', update: 'updateAgentTest', delete: 'deleteAgentTest' });
}
