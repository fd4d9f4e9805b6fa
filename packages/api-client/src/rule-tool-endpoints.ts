import type { Call } from './http';
import type { ResponderKind, Rule, RuleInput, Tool, ToolInput, ToolListResponse, ToolTestResult } from './schemas';

/** The agent's rules and tools, and which responder answers on this server. */
export function ruleToolEndpoints(call: Call) {
  return {
    listRules: async () => (await call<{ data: Rule[] }>('GET', '/api/v1/organizations/current/rules')).body.data,
    createRule: async (input: RuleInput) => (await call<{ data: Rule }>('POST', '/api/v1/organizations/current/rules', { json: input })).body.data,
    updateRule: async (id: number, rule: { text?: string; enabled?: boolean }) =>
      (await call<{ data: Rule }>('PUT', `/api/v1/organizations/current/rules/${id}`, { json: { rule } })).body.data,
    deleteRule: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/rules/${id}`);
    },
    reorderRules: async (ids: number[]) => (await call<{ data: Rule[] }>('PUT', '/api/v1/organizations/current/rules/order', { json: { ids } })).body.data,
    listTools: async () => (await call<ToolListResponse>('GET', '/api/v1/organizations/current/tools')).body.data,
    /**
     * Which responder answers visitors on this server (read with the tools: they need it too):
     * `llm` reads every rule and calls tools; `retrieval` follows only the rule shapes it can read;
     * null from a server too old to say.
     */
    getResponderKind: async (): Promise<ResponderKind | null> =>
      (await call<Partial<ToolListResponse>>('GET', '/api/v1/organizations/current/tools')).body.meta?.responder ?? null,
    /** The answer holds the signing secret, shown this once. */
    createTool: async (tool: ToolInput) => (await call<{ data: Tool }>('POST', '/api/v1/organizations/current/tools', { json: { tool } })).body.data,
    updateTool: async (id: number, tool: ToolInput) =>
      (await call<{ data: Tool }>('PUT', `/api/v1/organizations/current/tools/${id}`, { json: { tool } })).body.data,
    rotateToolSecret: async (id: number) => (await call<{ data: Tool }>('POST', `/api/v1/organizations/current/tools/${id}/secret`)).body.data,
    testTool: async (id: number, args: Record<string, unknown> = {}) =>
      (await call<{ data: ToolTestResult }>('POST', `/api/v1/organizations/current/tools/${id}/test`, { json: { arguments: args } })).body.data,
    deleteTool: async (id: number) => {
      await call<null>('DELETE', `/api/v1/organizations/current/tools/${id}`);
    },
  };
}
