import type { FastifyInstance } from 'fastify';
import { registerAnalyticsRoutes } from './analytics-routes';
import { registerAssistantRoutes } from './assistant-routes';
import { registerConversationListRoutes } from './conversation-routes';
import type { VoiceApiDeps } from './deps';
import { registerFileRoutes } from './file-routes';
import { registerLogRoutes } from './log-routes';
import { registerOrgRoutes } from './org-routes';
import { ownerContractRoutes } from '../../http/contract-route';
import { registerToolRoutes } from './tool-routes';

export { createOwnerAssistantReader, createOwnerReaders, hasOwnerBearer } from './owner-request';
export type { VoiceApiDeps } from './deps';

/**
 * The Voice API (Vapi-compatible) resources the product uses, for the organization's owner: its
 * bearer is the dashboard's token (what Vapi calls the private key), checked once for all of them
 * (`ownerContractRoutes`: method, path and schemas from the contract's operation). Widget keys keep to the runtime's routes (`/chat`, `/session`, `/call/web`,
 * `GET /assistant/{id}`); the rest of the Voice API answers 501 (vapi-compat).
 */
export function registerVoiceApiRoutes(app: FastifyInstance, deps: VoiceApiDeps) {
  const routes = ownerContractRoutes(app, deps.authenticate);
  registerAssistantRoutes(routes, deps);
  registerConversationListRoutes(routes, deps);
  registerFileRoutes(routes, deps);
  registerAnalyticsRoutes(routes, deps);
  registerLogRoutes(routes, deps);
  registerToolRoutes(routes, deps);
  registerOrgRoutes(routes, deps);
}
