import { TryAgentRequestSchema, type TryAgentResponse } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { validate } from '../../../http/validate';
import { listRules } from '../rules/routes';
import { toSources } from '../../runtime/responder';
import { answerFromKnowledge } from './find-answer';
import { applyRules, shapeAnswer } from './rules';

/** The persona page's "try it" box: an answer from the knowledge as it is right now. */
export function registerTryRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  app.post('/api/v1/organizations/current/agent/try', async (request): Promise<TryAgentResponse> => {
    const { organizationId } = await authenticate(request);
    const { message } = validate(TryAgentRequestSchema, request.body);
    const found = await answerFromKnowledge({ db, organizationId, question: message, history: [], language: 'en' });
    const enabled = (await listRules(db, organizationId)).filter((rule) => rule.enabled).map((rule) => rule.text);
    const effect = applyRules(message, enabled);
    if (!found.answered && effect.add.length) return { answer: effect.add.join(' '), sources: [] };
    const answer = found.answered ? shapeAnswer(found.text, effect) || found.text : found.text;
    return { answer, sources: toSources(found.used) };
  });
}
