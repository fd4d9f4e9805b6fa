import * as S from '../schemas/voice-api-server';
import { operationKey, type ApiOperation } from './operation';

type ServerParts = Pick<ApiOperation, 'params' | 'query' | 'body'>;
type Params = NonNullable<ServerParts['params']>;
const list = { query: S.VoiceListFilterSchema };
const page = { query: S.VoicePageFilterSchema };

/**
 * The server's parts of a stored resource's five operations (`crud` in voice-api-operation.ts): the
 * list filters, the path's ids (`params` of the collection, `byId` of one item) and the body of
 * create and update. A part left out keeps the generic operation's schema.
 */
function crudParts(path: string, { params, byId, body }: { params?: Params; byId: Params; body?: ServerParts['body'] }): Record<string, ServerParts> {
  const collection = params ? { params } : {};
  const withBody = body ? { body } : {};
  return {
    [`GET ${path}`]: { ...collection, ...list },
    [`POST ${path}`]: { ...collection, ...withBody },
    [`GET ${path}/{id}`]: { params: byId },
    [`PATCH ${path}/{id}`]: { params: byId, ...withBody },
    [`DELETE ${path}/{id}`]: { params: byId },
  };
}

/**
 * The Voice API operations Parley's server implements for the owner's token, and the schemas it
 * validates their input with: these replace the generic Vapi schemas in the operation (and so in
 * the OpenAPI document), so the route and its documentation cannot disagree (issue 35).
 */
const SERVER_PARTS: Record<string, ServerParts> = {
  'GET /assistant': list,
  'PATCH /assistant/{id}': { params: S.VoiceTextIdParams, body: S.VoiceAssistantPatchSchema },
  'GET /call': list,
  'GET /chat': page,
  'GET /session': page,
  'GET /file': list,
  'GET /file/{id}': { params: S.VoiceFileIdParams },
  'PATCH /file/{id}': { params: S.VoiceFileIdParams, body: S.VoiceFileRenameSchema },
  'DELETE /file/{id}': { params: S.VoiceFileIdParams },
  'GET /knowledge-base': list,
  'GET /knowledge-base/{id}': { params: S.VoiceTextIdParams },
  'POST /analytics': { body: S.VoiceAnalyticsRequestSchema },
  'GET /logs': { query: S.VoiceLogFilterSchema },
  ...crudParts('/tool', { byId: S.VoiceToolIdParams, body: S.VoiceFunctionToolSchema }),
  'GET /org/{id}/user': { params: S.VoiceOrgParams },
  'PATCH /org/{id}/role': { params: S.VoiceOrgParams },
  'DELETE /org/{id}/member/{memberId}/leave': { params: S.VoiceOrgMemberParams },
  // The agent tests as Vapi's test suites (apps/api agent-tests/vapi-routes.ts); a run's body keeps Vapi's schema (the server reads none of it).
  ...crudParts('/test-suite', { byId: S.VoiceTestSuiteIdParams, body: S.VoiceTestSuiteBodySchema }),
  ...crudParts('/test-suite/{testSuiteId}/test', { params: S.VoiceSuiteItemsParams, byId: S.VoiceSuiteItemParams, body: S.VoiceChatTestBodySchema }),
  ...crudParts('/test-suite/{testSuiteId}/run', { params: S.VoiceSuiteItemsParams, byId: S.VoiceSuiteItemParams }),
};
const byKey = new Map(Object.entries(SERVER_PARTS).map(([key, parts]) => [operationKey(...(key.split(' ') as [string, string])), parts]));

/** A generic Voice API operation with the server's own schemas where Parley implements it. */
export function withServerParts(operation: ApiOperation): ApiOperation {
  const parts = byKey.get(operationKey(operation.method, operation.path));
  return parts ? { ...operation, ...parts } : operation;
}
