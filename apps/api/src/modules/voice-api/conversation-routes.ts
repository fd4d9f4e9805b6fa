import { createAssistantService } from './assistant-service';
import type { VoiceApiDeps } from './deps';
import { ListFilterSchema, pageOf, PageQuerySchema, parseInput } from './input';
import { createVoiceListRepository } from './list-repository';
import type { OwnerRoutes } from './owner-scope';
import { toCall, toChat, toSessionSummary } from './shapes';

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

  routes.get('/chat', async ({ caller: { organizationId }, request }) => {
    const query = parseInput(PageQuerySchema, request.query);
    const { rows, total } = await lists.chats(organizationId, query);
    const assistantId = await assistants.idOf(organizationId);
    return pageOf(
      rows.map((row) => toChat(row, assistantId)),
      query,
      total,
    );
  });

  routes.get('/session', async ({ caller: { organizationId }, request }) => {
    const query = parseInput(PageQuerySchema, request.query);
    const { rows, total } = await lists.sessions(organizationId, query);
    const assistantId = await assistants.idOf(organizationId);
    return pageOf(
      rows.map((row) => toSessionSummary(row, assistantId)),
      query,
      total,
    );
  });
}
