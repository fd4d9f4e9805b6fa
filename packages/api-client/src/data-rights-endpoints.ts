import type { Call } from './http';
import type { AuditLogQuery, AuditLogResponse, DataExport } from './schemas';

/** The visitors' data (owners only): the organization's export, deleting a conversation, the audit log. */
export function dataRightsEndpoints(call: Call) {
  return {
    /** GET /api/v1/organizations/current/export: everything visitors left, as a JSON file to download. */
    exportOrganizationData: async () => {
      const { body } = await call<DataExport>('GET', '/api/v1/organizations/current/export', { timeout: false });
      return new Blob([JSON.stringify(body)], { type: 'application/json' });
    },
    /** DELETE /api/v1/organizations/current/conversations/{id}: the conversation, its messages, lead and events (the analytics keep counting it). */
    deleteConversation: async (id: string) => {
      await call<null>('DELETE', `/api/v1/organizations/current/conversations/${encodeURIComponent(id)}`);
    },
    /** GET /api/v1/organizations/current/audit-log: a page of owner actions, newest first. */
    listAuditLog: async (query: AuditLogQuery = {}) => {
      const searchParams = Object.fromEntries(Object.entries(query ?? {}).filter(([, v]) => v !== undefined)) as Record<string, number>;
      return (await call<AuditLogResponse>('GET', '/api/v1/organizations/current/audit-log', { searchParams })).body;
    },
  };
}
