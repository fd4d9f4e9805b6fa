import { ConversationIdSchema } from '../schemas';
import { AuditLogQuerySchema, AuditLogResponseSchema, DataExportSchema } from '../schemas/data-rights';
import { ORG, group, noContent } from './draft';

/** The visitor's data (issue 19): export, deletion and the audit log; retention is on `PUT …/current`. */
export const DATA_RIGHTS_OPERATIONS = group('Data', [
  {
    method: 'GET',
    path: `${ORG}/export`,
    operationId: 'exportOrganizationData',
    summary: 'Everything visitors left: conversations with their messages, leads, product and analytics events (owners only)',
    description:
      'One JSON document (`format: "parley-export/1"`), streamed as it is read, for any size; sent as an attachment. The export is written to the audit log.',
    role: 'owner',
    responses: { 200: { description: 'The export, streamed', schema: DataExportSchema, contentType: 'application/json' } },
    client: ['exportOrganizationData'],
  },
  {
    method: 'DELETE',
    path: `${ORG}/conversations/{id}`,
    operationId: 'deleteConversation',
    summary: 'Delete a conversation with its messages, lead, events and call (owners only); the analytics keep counting it',
    description: 'The figures of the analytics page stay as they were; the visitor’s words, contact details and questions are gone. Written to the audit log.',
    role: 'owner',
    params: ConversationIdSchema,
    responses: { ...noContent, 404: { description: 'No such conversation in this organization' } },
    client: ['deleteConversation'],
  },
  {
    method: 'GET',
    path: `${ORG}/audit-log`,
    operationId: 'listAuditLog',
    summary: 'What was done to the team, the keys and the visitors’ data, newest first (owners only)',
    role: 'owner',
    query: AuditLogQuerySchema,
    responses: { 200: { description: 'A page of entries', schema: AuditLogResponseSchema } },
    client: ['listAuditLog'],
  },
]);
