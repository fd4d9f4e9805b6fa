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
};
const byKey = new Map(Object.entries(SERVER_PARTS).map(([key, parts]) => [operationKey(...(key.split(' ') as [string, string])), parts]));

/** A generic Voice API operation with the server's own schemas where Parley implements it. */
export function withServerParts(operation: ApiOperation): ApiOperation {
  const parts = byKey.get(operationKey(operation.method, operation.path));
  return parts ? { ...operation, ...parts } : operation;
}
