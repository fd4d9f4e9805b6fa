import * as S from '../schemas/voice-api-server';
import { operationKey, type ApiOperation } from './operation';

type ServerParts = Pick<ApiOperation, 'params' | 'query' | 'body'>;
const list = { query: S.VoiceListFilterSchema };
const page = { query: S.VoicePageFilterSchema };

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
  'GET /tool': list,
  'POST /tool': { body: S.VoiceFunctionToolSchema },
  'GET /tool/{id}': { params: S.VoiceToolIdParams },
  'PATCH /tool/{id}': { params: S.VoiceToolIdParams, body: S.VoiceFunctionToolSchema },
  'DELETE /tool/{id}': { params: S.VoiceToolIdParams },
  'GET /org/{id}/user': { params: S.VoiceOrgParams },
  'PATCH /org/{id}/role': { params: S.VoiceOrgParams },
  'DELETE /org/{id}/member/{memberId}/leave': { params: S.VoiceOrgMemberParams },
  // The agent tests as Vapi's test suites (apps/api agent-tests/vapi-routes.ts); a run's body keeps Vapi's schema (the server reads none of it).
  'GET /test-suite': list,
  'POST /test-suite': { body: S.VoiceTestSuiteBodySchema },
  'GET /test-suite/{id}': { params: S.VoiceTestSuiteIdParams },
  'PATCH /test-suite/{id}': { params: S.VoiceTestSuiteIdParams, body: S.VoiceTestSuiteBodySchema },
  'DELETE /test-suite/{id}': { params: S.VoiceTestSuiteIdParams },
  'GET /test-suite/{testSuiteId}/test': { ...list, params: S.VoiceSuiteItemsParams },
  'POST /test-suite/{testSuiteId}/test': { params: S.VoiceSuiteItemsParams, body: S.VoiceChatTestBodySchema },
  'GET /test-suite/{testSuiteId}/test/{id}': { params: S.VoiceSuiteItemParams },
  'PATCH /test-suite/{testSuiteId}/test/{id}': { params: S.VoiceSuiteItemParams, body: S.VoiceChatTestBodySchema },
  'DELETE /test-suite/{testSuiteId}/test/{id}': { params: S.VoiceSuiteItemParams },
  'GET /test-suite/{testSuiteId}/run': { ...list, params: S.VoiceSuiteItemsParams },
  'POST /test-suite/{testSuiteId}/run': { params: S.VoiceSuiteItemsParams },
  'GET /test-suite/{testSuiteId}/run/{id}': { params: S.VoiceSuiteItemParams },
  'PATCH /test-suite/{testSuiteId}/run/{id}': { params: S.VoiceSuiteItemParams },
  'DELETE /test-suite/{testSuiteId}/run/{id}': { params: S.VoiceSuiteItemParams },
};
const byKey = new Map(Object.entries(SERVER_PARTS).map(([key, parts]) => [operationKey(...(key.split(' ') as [string, string])), parts]));

/** A generic Voice API operation with the server's own schemas where Parley implements it. */
export function withServerParts(operation: ApiOperation): ApiOperation {
  const parts = byKey.get(operationKey(operation.method, operation.path));
  return parts ? { ...operation, ...parts } : operation;
}
