import type { SendOperation } from './operation-call';
import type { AuditLogQuery } from './schemas';

/** The visitors' data (owners only): the organization's export, deleting a conversation, the audit log. */
export function dataRightsEndpoints(send: SendOperation) {
  return {
    /** Everything visitors left, as a JSON file to download (no time limit: it may be large). */
    exportOrganizationData: async () => {
      const { body } = await send('exportOrganizationData', { options: { timeout: false } });
      return new Blob([JSON.stringify(body)], { type: 'application/json' });
    },
    /** The conversation, its messages, lead and events (the analytics keep counting it). */
    deleteConversation: async (id: string) => {
      await send('deleteConversation', { params: { id } });
    },
    /** A page of owner actions, newest first. */
    listAuditLog: async (query: AuditLogQuery = {}) => (await send('listAuditLog', { query })).body,
  };
}
