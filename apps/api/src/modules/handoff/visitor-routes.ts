import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { createEventStreams, type EventStreamOptions } from '../../http/event-stream';
import { contractRoute } from '../../http/contract-route';
import type { Counters } from '../../shared-state';
import { createMessageLimiter } from '../../http/message-limiter';
import { resolvePublicCaller } from '../../auth/public-key';
import { ChatIdSchema, HostQuery } from '@parley/contract';
import { createHandoffRepository } from './handoff-repository';
import type { HandoffService } from './handoff-service';
import type { VisitorChannel } from './visitor-channel';

/** The stream timings are for tests: streams that end sooner. */
export interface VisitorHandoffOptions extends Partial<Pick<EventStreamOptions, 'keepAliveMs' | 'maxStreamMs'>> {
  db: Db;
  handoff: HandoffService;
  visitors: VisitorChannel;
  counters: Counters;
  publicUrl?: string;
}

/** Open chat streams one conversation may hold on this process (a visitor's tabs). */
const STREAMS_PER_CHAT = 4;
const REQUESTS_PER_MINUTE = 10;

/** The widget's side of a handoff: asking for a person, and hearing the member's messages as they are sent. */
export function registerVisitorHandoffRoutes(
  app: FastifyInstance,
  { db, handoff, visitors, counters, publicUrl, keepAliveMs = 15_000, maxStreamMs = 5 * 60_000 }: VisitorHandoffOptions,
) {
  const repo = createHandoffRepository(db);
  const limit = createMessageLimiter(counters);
  const ownOrigin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;
  const caller = (request: FastifyRequest, host: string | undefined) => resolvePublicCaller(db, request, host, ownOrigin(request));
  const chat = { params: ChatIdSchema, query: HostQuery };

  contractRoute(app, 'POST /chat/{id}/handoff', chat, async ({ params: { id }, query, request }) => {
    const { organization } = await caller(request, query.host);
    // Each request tells the whole team: a visitor cannot ring the bell endlessly.
    await limit(`handoff:${request.headers.authorization}:${request.ip}`, REQUESTS_PER_MINUTE);
    return { handoff: await handoff.request(organization.id, id) };
  });

  const openStream = createEventStreams(app, {
    keepAliveMs,
    maxStreamMs,
    perKey: STREAMS_PER_CHAT,
    tooMany: 'Too many open connections for this chat; close a tab and try again',
  });

  contractRoute(app, 'GET /chat/{id}/stream', chat, async ({ params: { id }, query, request, reply }) => {
    const { organization } = await caller(request, query.host);
    const conversation = await repo.find(organization.id, id);
    if (!conversation) throw AppError.notFound('Chat not found');
    const now = await handoff.visitorView(conversation);
    openStream(id, request, reply, (stream) => {
      // Who answers now, so a widget that reconnects shows the right state at once.
      stream.send({ type: 'handoff', handoff: now });
      const unsubscribe = visitors.subscribe(id, (event) => stream.send(event));
      // The bus was away: the widget reads the transcript afresh rather than trust what it heard.
      const offGap = visitors.onGap(() => stream.send({ type: 'resync' }));
      return () => {
        unsubscribe();
        offGap();
      };
    });
  });
}
