import { toSession } from '../runtime/session-store';
import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import { ListFilterSchema, pageOf, PageQuerySchema, parseInput, type PageQuery } from './input';
import { createVoiceListRepository } from './list-repository';
import type { OwnerRoutes } from './owner-scope';
import { toCall, toChat } from './shapes';

/** `GET /call`, `GET /chat`, `GET /session`: the owner's lists, newest first unless asked otherwise. */
export function registerConversationListRoutes(routes: OwnerRoutes, { db }: VoiceApiDeps) {
  const lists = createVoiceListRepository(db);
  const assistants = createAssistantService(db);

  routes.get('/call', async ({ caller: { organizationId }, request }) => {
    const filter = parseInput(ListFilterSchema, request.query);
    const rows = await lists.calls(organizationId, filter);
    const assistantId = await assistants.idOf(organizationId);
    return rows.map((row) => toCall(row, assistantId));
  });

  /** A v2 list: one page of the rows, each shown with the organization's assistant. */
  const pagedList = <Row>(
    url: string,
    read: (organizationId: number, query: PageQuery) => Promise<{ rows: Row[]; total: number }>,
    show: (row: Row, assistantId: string) => unknown,
  ) =>
    routes.get(url, async ({ caller: { organizationId }, request }) => {
      const query = parseInput(PageQuerySchema, request.query);
      const { rows, total } = await read(organizationId, query);
      const assistantId = await assistants.idOf(organizationId);
      return pageOf(
        rows.map((row) => show(row, assistantId)),
        query,
        total,
      );
    });
  pagedList('/chat', (organizationId, query) => lists.chats(organizationId, query), toChat);
  pagedList('/session', (organizationId, query) => lists.sessions(organizationId, query), toSession);
}
