import { TryAgentRequestSchema, type TryAgentResponse } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { validate } from '../../../http/validate';
import { listRules } from '../rules/routes';
import { retrievalAnswer } from '../../runtime/responder';

/** The persona page's "try it" box: an answer from the knowledge as it is right now. */
export function registerTryRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  app.post('/api/v1/organizations/current/agent/try', async (request): Promise<TryAgentResponse> => {
    const { organizationId } = await authenticate(request);
    const { message } = validate(TryAgentRequestSchema, request.body);
    const enabled = (await listRules(db, organizationId)).filter((rule) => rule.enabled).map((rule) => rule.text);
    // The same brain as the widget's chat: the retrieval responder, with the rules applied.
    const { text, sources } = await retrievalAnswer({ db, organizationId, question: message, history: [], rules: enabled, language: 'en' });
    return { answer: text, sources };
  });
}
