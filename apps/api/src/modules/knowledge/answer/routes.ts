import type { TryAgentResponse } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { operationRoute } from '../../../http/operation-route';
import { listRules } from '../rules/rule-repository';
import { retrievalAnswer } from './responder';

/** The persona page's "try it" box: an answer from the knowledge as it is right now. */
export function registerTryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  operationRoute(app, 'tryAgent', async ({ caller: { organizationId }, body: { message } }): Promise<TryAgentResponse> => {
    const enabled = (await listRules(db, organizationId)).filter((rule) => rule.enabled).map((rule) => rule.text);
    // The same brain as the widget's chat: the retrieval responder, with the rules applied.
    const { text, sources } = await retrievalAnswer({ db, organizationId, question: message, history: [], rules: enabled, language: 'en' });
    return { answer: text, sources };
  });
}
