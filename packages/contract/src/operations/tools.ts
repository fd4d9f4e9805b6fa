import { ToolListResponseSchema, ToolRequestSchema, ToolSchema, ToolTestResultSchema } from '../schemas';
import * as D from '../schemas/responses';
import { createIn, deleteById, group, ok, ORG, updateById } from './draft';

export const TOOLS_OPERATIONS = group('Tools', [
  {
    method: 'GET',
    path: `${ORG}/tools`,
    operationId: 'listTools',
    summary:
      'Webhook tools the agent may call, and which responder answers (`meta.responder`: `llm` calls tools and reads every rule; `retrieval`, the offline responder, follows only the rule shapes it can read)',
    responses: ok(ToolListResponseSchema),
    client: ['listTools', 'getResponderKind'],
  },
  createIn(`${ORG}/tools`, {
    operationId: 'createTool',
    summary: 'Add a tool; the answer shows its signing secret once',
    paid: true,
    body: ToolRequestSchema,
    item: ToolSchema,
  }),
  updateById(`${ORG}/tools`, { operationId: 'updateTool', summary: 'Edit a tool', paid: true, body: ToolRequestSchema, item: ToolSchema }),
  {
    method: 'POST',
    path: `${ORG}/tools/{id}/secret`,
    operationId: 'rotateToolSecret',
    summary: 'A new signing secret, shown once',
    params: D.IdParams,
    responses: ok(D.dataOf(ToolSchema)),
    client: ['rotateToolSecret'],
  },
  {
    method: 'POST',
    path: `${ORG}/tools/{id}/test`,
    operationId: 'testTool',
    paid: true,
    summary: 'Call the webhook with sample arguments',
    params: D.IdParams,
    body: D.ToolTestRequestSchema,
    responses: ok(D.dataOf(ToolTestResultSchema)),
    client: ['testTool'],
  },
  deleteById(`${ORG}/tools`, { operationId: 'deleteTool', summary: 'Delete a tool' }),
]);
