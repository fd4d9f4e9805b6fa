import type { FastifyInstance } from 'fastify';
import { operationRoute } from '../../http/operation-route';
import type { AccountUnlock } from './unlock';

/** The unlock link's press: the account's lock lifts and the link is spent (204). */
export function registerUnlockRoute(app: FastifyInstance, unlock: AccountUnlock) {
  operationRoute(app, 'unlockAccount', async ({ body, reply }) => {
    await unlock.unlock(body.token);
    return reply.code(204).send();
  });
}
