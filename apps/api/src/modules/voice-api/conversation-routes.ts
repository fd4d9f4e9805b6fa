import { toSession } from '../runtime/session-repository';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import { VoiceListFilterSchema, VoicePageFilterSchema } from '@parley/contract';
import { pageOf, type PageQuery } from './input';
import { createVoiceListRepository } from './list-repository';
import type { OwnerContractRoutes as OwnerRoutes } from '../../http/contract-route';
import { toCall, toChat } from './shapes';

/** `GET /call`, `GET /chat`, `GET /session`: the owner's lists, newest first unless asked otherwise. */
export function registerConversationListRoutes(routes: OwnerRoutes, { db }: VoiceApiDeps) {
  const lists = createVoiceListRepository(db);
  const assistants = createAssistantService(db);

  routes('GET /call', { query: VoiceListFilterSchema }, async ({ caller: { organizationId }, query: filter }) => {
    const rows = await lists.calls(organizationId, filter);
    const assistantId = await assistants.idOf(organizationId);
    return rows.map((row) => toCall(row, assistantId));
  });

  /** A v2 list: one page of the rows, each shown with the organization's assistant. */
  const pagedList = <Row>(
    key: 'GET /chat' | 'GET /session',
    read: (organizationId: number, query: PageQuery) => Promise<{ rows: Row[]; total: number }>,
    show: (row: Row, assistantId: string) => unknown,
  ) =>
    routes(key, { query: VoicePageFilterSchema }, async ({ caller: { organizationId }, query }) => {
      const { rows, total } = await read(organizationId, query);
      const assistantId = await assistants.idOf(organizationId);
      return pageOf(
        rows.map((row) => show(row, assistantId)),
        query,
        total,
      );
    });
  pagedList('GET /chat', (organizationId, query) => lists.chats(organizationId, query), toChat);
  pagedList('GET /session', (organizationId, query) => lists.sessions(organizationId, query), toSession);
}
