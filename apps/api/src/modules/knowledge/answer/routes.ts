import { TryAgentRequestSchema, type TryAgentResponse } from '@parley/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../../auth/authenticate';
import type { Db } from '../../../db/database';
import { validate } from '../../../http/validate';
import { searchKnowledge } from '../index/knowledge-index';
import { listRules } from '../rules/routes';
import { composeAnswer, NO_ANSWER } from './compose';
import { applyRules, shapeAnswer } from './rules';

/** The persona page's "try it" box: an answer from the knowledge as it is right now. */
export function registerTryRoutes(app: FastifyInstance, { db, authenticate }: { db: Db; authenticate: Authenticate }) {
  app.post('/api/v1/organizations/current/agent/try', async (request): Promise<TryAgentResponse> => {
    const { organizationId } = await authenticate(request);
    const { message } = validate(TryAgentRequestSchema, request.body);
    const results = await searchKnowledge(db, organizationId, message, 5);
    const seen = new Set<string>();
    const sources = results
      .filter((r) => !seen.has(`${r.sourceType}:${r.sourceId}`) && seen.add(`${r.sourceType}:${r.sourceId}`))
      .slice(0, 3)
      .map((r) => ({ type: r.sourceType, id: r.sourceId, title: r.title, url: r.url }));
    const enabled = (await listRules(db, organizationId)).filter((rule) => rule.enabled).map((rule) => rule.text);
    const effect = applyRules(message, enabled);
    const answer = results.length === 0 && effect.add.length ? effect.add.join(' ') : shapeAnswer(composeAnswer(message, results), effect);
    return { answer: answer || NO_ANSWER, sources };
  });
}
