import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { operationRoute } from '../../http/operation-route';
import { listAudit, recordAudit } from '../audit/audit-log';
import { deleteConversations } from './deletion';
import { exportDocument } from './export';

/** The owner's side of the visitor's data: export, deletion, the audit log (all owner-only, by the contract). */
export function registerDataRightsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, 'exportOrganizationData', async ({ caller, reply }) => {
    await recordAudit(db, { organizationId: caller.organizationId, actor: { userId: caller.userId }, action: 'data.exported' });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="parley-export-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(exportDocument(db, caller.organizationId)));
  });

  operationRoute(app, 'deleteConversation', async ({ caller, params: { id }, reply }) => {
    const deleted = await deleteConversations(db, caller.organizationId, [id], (tx) =>
      recordAudit(tx, {
        organizationId: caller.organizationId,
        actor: { userId: caller.userId },
        action: 'conversation.deleted',
        target: { type: 'conversation', id },
      }),
    );
    if (deleted.length === 0) throw AppError.notFound('Conversation not found');
    return reply.code(204).send();
  });

  operationRoute(app, 'listAuditLog', async ({ caller, query }) => listAudit(db, caller.organizationId, { page: query.page, perPage: query.per_page }));
}
