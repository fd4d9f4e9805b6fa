import type { Db } from '../../db/database';
import { createGuardedDispatcher } from '../knowledge/crawler/network-guard';
import type { ToolHook } from '../knowledge/answer/responder';
import { createToolRepository } from './tool-repository';
import { callToolWebhook } from './webhook';

export type ToolHookFactory = (organizationId: number, chatId: string) => Promise<ToolHook | undefined>;

/** Gives the responder an organization's enabled tools, called through the SSRF-guarded dispatcher. */
export function createToolHooks({
  db,
  allowPrivateNetworks,
  log,
}: {
  db: Db;
  allowPrivateNetworks: boolean;
  log?: { warn: (obj: object, msg: string) => void };
}): ToolHookFactory {
  const store = createToolRepository(db);
  const dispatcher = createGuardedDispatcher({ allowPrivateNetworks });
  return async (organizationId, chatId) => {
    const rows = await store.enabled(organizationId);
    if (!rows.length) return undefined;
    const byName = new Map(rows.map((row) => [row.name, row]));
    return {
      definitions: rows.map((row) => ({ name: row.name, description: row.description, parameters: row.parameters })),
      async call(call) {
        const outcome = await callToolWebhook(byName.get(call.name)!, call, { id: chatId }, dispatcher);
        if (!outcome.ok) log?.warn({ tool: call.name, status: outcome.status, organizationId }, 'tool call failed');
        return outcome.result;
      },
    };
  };
}
