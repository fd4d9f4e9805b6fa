import { ChatIdSchema, HostQuery } from '@parley/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole, type Authenticate } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { contractRoute } from '../../http/contract-route';
import type { Counters } from '../../shared-state';
import { createMessageLimiter, PER_KEY_PER_MINUTE } from '../../http/message-limiter';
import { resolvePublicCaller } from '../../auth/public-key';
import { hasOwnerBearer } from '../voice-api/owner-request';
import { recordAudit } from '../audit/audit-log';
import { deleteConversations } from './deletion';

/** Deletions one visitor (address and key) may ask for per minute: a person deletes a few chats, not hundreds. */
const DELETIONS_PER_VISITOR_PER_MINUTE = 10;

export interface VisitorDataDeps {
  db: Db;
  counters: Counters;
  authenticate: Authenticate;
  /** Parley's own public origin; defaults to the request's. */
  publicUrl?: string;
  /** Requests one widget key may make per minute, all its visitors together. */
  keyMessagesPerMinute?: number;
}

/**
 * `DELETE /chat/{id}`: the visitor's "delete my conversation". Authorised like `GET /chat/{id}`
 * (the widget key from a page the agent allows, and the chat's unguessable id) and limited like
 * the widget's other calls. The same deletion as the owner's (the analytics keep counting it),
 * written to the audit log as the visitor's. With the owner's token (Vapi's private key) an owner
 * deletes any chat of the organization.
 */
export function registerVisitorDataRoutes(
  app: FastifyInstance,
  { db, counters, authenticate, publicUrl, keyMessagesPerMinute = PER_KEY_PER_MINUTE }: VisitorDataDeps,
) {
  const limit = createMessageLimiter(counters);
  const ownOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  contractRoute(app, 'DELETE /chat/{id}', { params: ChatIdSchema, query: HostQuery }, async ({ params: { id }, query, request, reply }) => {
    let deleted: string[];
    if (hasOwnerBearer(request)) {
      const caller = await authenticate(request);
      requireRole(caller, 'owner');
      deleted = await deleteConversations(db, caller.organizationId, [id], (tx) =>
        recordAudit(tx, {
          organizationId: caller.organizationId,
          actor: { userId: caller.userId },
          action: 'conversation.deleted',
          target: { type: 'conversation', id },
        }),
      );
    } else {
      const caller = await resolvePublicCaller(db, request, query.host, ownOrigin(request));
      const key = request.headers.authorization!;
      await Promise.all([limit(`delete:key:${key}`, keyMessagesPerMinute), limit(`delete:visitor:${key}:${request.ip}`, DELETIONS_PER_VISITOR_PER_MINUTE)]);
      const organizationId = caller.organization.id;
      deleted = await deleteConversations(db, organizationId, [id], (tx) =>
        recordAudit(tx, { organizationId, actor: { label: 'Visitor' }, action: 'conversation.deleted_by_visitor', target: { type: 'conversation', id } }),
      );
    }
    if (deleted.length === 0) throw AppError.notFound('Chat not found');
    return reply.code(204).send();
  });
}
