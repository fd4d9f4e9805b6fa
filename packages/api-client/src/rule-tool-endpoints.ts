import type { SendOperation } from './operation-call';
import type { ResponderKind, RuleInput, ToolInput, ToolListResponse } from './schemas';

/** A server too old to say which responder answers sends no `meta`. */
const responderOf = (list: Partial<ToolListResponse>): ResponderKind | null => list.meta?.responder ?? null;

/** The agent's rules and tools, and which responder answers on this server. */
export function ruleToolEndpoints(send: SendOperation) {
  return {
    listRules: async () => (await send('listRules')).body.data,
    createRule: async (input: RuleInput) => (await send('createRule', { json: input })).body.data,
    updateRule: async (id: number, rule: { text?: string; enabled?: boolean }) => (await send('updateRule', { params: { id }, json: { rule } })).body.data,
    deleteRule: async (id: number) => {
      await send('deleteRule', { params: { id } });
    },
    reorderRules: async (ids: number[]) => (await send('reorderRules', { json: { ids } })).body.data,
    listTools: async () => (await send('listTools')).body.data,
    /**
     * Which responder answers visitors on this server (read with the tools: they need it too):
     * `llm` reads every rule and calls tools; `retrieval` follows only the rule shapes it can read;
     * null from a server too old to say.
     */
    getResponderKind: async () => responderOf((await send('listTools')).body),
    /** The answer holds the signing secret, shown this once. */
    createTool: async (tool: ToolInput) => (await send('createTool', { json: { tool } })).body.data,
    updateTool: async (id: number, tool: ToolInput) => (await send('updateTool', { params: { id }, json: { tool } })).body.data,
    rotateToolSecret: async (id: number) => (await send('rotateToolSecret', { params: { id } })).body.data,
    testTool: async (id: number, args: Record<string, unknown> = {}) => (await send('testTool', { params: { id }, json: { arguments: args } })).body.data,
    deleteTool: async (id: number) => {
      await send('deleteTool', { params: { id } });
    },
  };
}
